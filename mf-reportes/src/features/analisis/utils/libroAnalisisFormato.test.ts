import { releerLibro } from '@horas/shared/testing';
import { describe, expect, it } from 'vitest';
import { analisisDePrueba } from './analisisDePrueba';
import { libroAnalisis } from './libroAnalisis';

describe('analisis.xlsx as downloaded', () => {
  it('keeps its columns and rows, freezes the header row and makes each column as wide as its content', () => {
    const libro = libroAnalisis(analisisDePrueba());
    const { nombres, filas, anchos, encabezadoFijo } = releerLibro(libro);
    expect(nombres).toEqual(['Análisis']);
    expect(filas[0]).toEqual(libro.columnas);
    expect(filas).toHaveLength(libro.filas.length + 1);
    expect(encabezadoFijo).toBe(true);
    // 'Cliente': 'Sin cliente'; 'Usuario': 'Ana García'; each two characters wider.
    expect(anchos.slice(0, 2)).toEqual([13, 12]);
    expect(anchos).toHaveLength(libro.columnas.length);
  });
});
