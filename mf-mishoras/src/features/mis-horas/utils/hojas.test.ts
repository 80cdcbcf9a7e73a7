import { escribirLibro } from '@horas/shared';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { releerLibro as releer, unaHora } from '@horas/shared/testing';
import { hojaMisHoras, hojaResumenClientes } from './hojas';
import { aRegistro } from './registro';
import { resumirPorCliente } from './resumenPorCliente';

describe('hojaMisHoras', () => {
  it("names the file with the day and writes sheet 'Mis Horas' with the spec's columns", () => {
    const registros = [
      unaHora({ fechaCarga: '02/03/2026', horas: 1.5, descripcion: 'Reunión' }),
      unaHora({ clienteId: null, cliente: null, servicioId: null, servicio: null, horas: 2, descripcion: 'Formación' }),
    ].map(aRegistro);
    const hoja = hojaMisHoras(registros, '2026-03-05');

    expect(hoja.nombreArchivo).toBe('mis_horas_2026-03-05.xlsx');
    const { nombres, filas } = releer(hoja);
    expect(nombres).toEqual(['Mis Horas']);
    expect(filas).toEqual([
      ['Fecha', 'Cliente', 'Servicio', 'Tarea', 'Horas', 'Descripción'],
      ['02/03/2026', 'Acme', 'Desarrollo', 'Programación', 1.5, 'Reunión'],
      ['17/11/2026', 'Sin cliente', 'Sin servicio', 'Programación', 2, 'Formación'],
    ]);
  });

  it('freezes the header row and makes each column as wide as its content, a long description capped', () => {
    const hoja = hojaMisHoras([aRegistro(unaHora({ horas: 1.25, descripcion: 'x'.repeat(300) }))], '2026-03-05');
    const { filas, anchos, encabezadoFijo } = releer(hoja);
    expect(encabezadoFijo).toBe(true);
    // Fecha: '17/11/2026'; Cliente, Servicio, Tarea: their names or headers; Horas: '1.25' under 'Horas'; Descripción: capped.
    expect(anchos).toEqual([12, 9, 12, 14, 7, 60]);
    expect(filas[0]).toEqual(['Fecha', 'Cliente', 'Servicio', 'Tarea', 'Horas', 'Descripción']);
  });

  it('writes formula-looking text as plain text', () => {
    const hoja = hojaMisHoras([aRegistro(unaHora({ descripcion: '=HYPERLINK("http://x","y")' }))], '2026-03-05');
    const celda = XLSX.read(escribirLibro(XLSX, hoja), { type: 'array' }).Sheets['Mis Horas'].F2;
    expect(celda.f).toBeUndefined();
    expect(celda.v).toBe(`'=HYPERLINK("http://x","y")`);
  });
});

describe('hojaResumenClientes', () => {
  it("writes sheet 'Resumen por Cliente' with rounded figures and a TOTAL row at 100 %", () => {
    const resumen = resumirPorCliente([
      unaHora({ cliente: { id: 1, nombre: 'Acme' }, horas: 2 }),
      unaHora({ cliente: { id: 2, nombre: '+Globex' }, horas: 1.333 }),
      unaHora({ cliente: null, clienteId: null, horas: 0.667 }),
    ]);
    const hoja = hojaResumenClientes(resumen, '2026-03-05');

    expect(hoja.nombreArchivo).toBe('resumen_clientes_2026-03-05.xlsx');
    const { nombres, filas } = releer(hoja);
    expect(nombres).toEqual(['Resumen por Cliente']);
    expect(filas).toEqual([
      ['Cliente', 'Horas Totales', '% del Total'],
      ['Acme', 2, 50],
      ["'+Globex", 1.33, 33.3],
      // Shares come from the rounded sums: 0.67 / 4 = 16.75 %.
      ['Sin cliente', 0.67, 16.8],
      ['TOTAL', 4, 100],
    ]);
  });

  it('freezes the header row and makes each column as wide as its content', () => {
    const hoja = hojaResumenClientes(resumirPorCliente([unaHora({ cliente: { id: 1, nombre: 'Municipalidad de Río Claro' }, horas: 2 })]), '2026-03-05');
    const { anchos, encabezadoFijo } = releer(hoja);
    expect(encabezadoFijo).toBe(true);
    expect(anchos).toEqual([28, 15, 13]);
  });

  it('has no rows, not even TOTAL, when there is nothing to summarise', () => {
    expect(hojaResumenClientes([], '2026-03-05').filas).toEqual([]);
  });
});
