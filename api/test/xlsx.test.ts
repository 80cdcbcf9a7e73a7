import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { leerLibro } from '@horas/shared/testing/libro';
import { libroEnStream } from '../src/xlsx/libro';
import { MAX_TEXTOS_COMPARTIDOS, TextosCompartidos } from '../src/xlsx/xml';

async function* enLotes(filas: (string | number)[][], tamano = 1000) {
  for (let i = 0; i < filas.length; i += tamano) yield filas.slice(i, i + tamano);
}

describe('the streamed workbook', () => {
  it('reads back as the same sheet, texts past the shared table written inline', async () => {
    const filas = Array.from({ length: 3000 }, (_, i) => [`texto ${i}`, i % 7 ? 'repetido' : '<&> _x0041_', i / 4]);
    const lotes = enLotes(filas, 700);
    const bytes = await buffer(libroEnStream({ hoja: 'Hoja <1>', columnas: ['A', 'B', 'C'], lotes, maxTextosCompartidos: 1000 }));
    const libro = XLSX.read(bytes);
    expect(libro.SheetNames).toEqual(['Hoja <1>']);
    expect(XLSX.utils.sheet_to_json(libro.Sheets['Hoja <1>'], { header: 1 })).toEqual([['A', 'B', 'C'], ...filas]);
  });

  it('freezes the header row and sizes the columns on the header and the first batch, capped at 60 characters', async () => {
    const filas = [['corto', 'x'.repeat(200), 12.5], ['dos\nlíneas', 'y', 1]];
    const bytes = await buffer(libroEnStream({ hoja: 'Hoja', columnas: ['Una columna', 'B', 'C'], lotes: enLotes(filas, 1) }));
    const libro = XLSX.read(bytes);
    expect(XLSX.utils.sheet_to_json(libro.Sheets.Hoja, { header: 1 })).toEqual([['Una columna', 'B', 'C'], ...filas]);
    // The first batch holds only the first row: the second's 'dos' does not widen its column.
    expect(leerLibro(bytes)).toMatchObject({ anchos: [13, 60, 6], encabezadoFijo: true });
  });

  it('starts with the sheet, so a client can follow its rows as they arrive', async () => {
    const bytes = await buffer(libroEnStream({ hoja: 'Horas', columnas: ['A'], lotes: enLotes([['x']]) }));
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(8)).toBe(8); // deflated
    expect(bytes.subarray(30, 30 + bytes.readUInt16LE(26)).toString()).toBe('xl/worksheets/sheet1.xml');
  });
});

describe('TextosCompartidos', () => {
  it('gives each text one index, and none once the table is full', () => {
    const textos = new TextosCompartidos();
    expect([textos.indice('a'), textos.indice('b'), textos.indice('a')]).toEqual([0, 1, 0]);
    for (let i = 0; i < MAX_TEXTOS_COMPARTIDOS; i++) textos.indice(`t${i}`);
    expect(textos.indice('nuevo')).toBeUndefined();
    expect(textos.indice('b')).toBe(1);
  });
});
