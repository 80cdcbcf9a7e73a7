import { describe, expect, it } from 'vitest';
import { analisisDePrueba } from './analisisDePrueba';
import { libroAnalisis } from './libroAnalisis';

describe('analisis.xlsx', () => {
  it("is the table as shown: group, subgroup, a column per period named in Spanish, Horas, %, Registros, then 'TOTAL'", () => {
    expect(libroAnalisis(analisisDePrueba())).toEqual({
      nombreArchivo: 'analisis.xlsx',
      hoja: 'Análisis',
      columnas: ['Cliente', 'Usuario', 'jul 2026', 'ago 2026', 'sep 2026', 'Horas', '%', 'Registros'],
      filas: [
        ['Acme', null, 10, 0, 10.5, 20.5, 67.2, 5],
        ['Acme', 'Ana García', 6, 0, 6, 12, 58.5, 3],
        ['Acme', 'Luis Pérez', 4, 0, 4.5, 8.5, 41.5, 2],
        ['Sin cliente', null, 0, 10, 0, 10, 32.8, 2],
        ['Sin cliente', 'Luis Pérez', 0, 10, 0, 10, 100, 2],
        ['TOTAL', null, 10, 10, 10.5, 30.5, 100, 7],
      ],
    });
  });

  it("by user, with the comparison: Objetivo, '% del objetivo', Anterior and the change", () => {
    const analisis = analisisDePrueba({
      grupo: 'usuario', subgrupo: null, periodo: null, periodos: [],
      total: { horas: 30, registros: 4, horasAnterior: 40 },
      grupos: [
        { id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 66.7, objetivo: 160, horasAnterior: 16 },
        { id: 3, nombre: '=Luis', horas: 10, registros: 1, porcentaje: 33.3, objetivo: 0, horasAnterior: 24 },
      ],
    });
    const libro = libroAnalisis(analisis);
    expect(libro.columnas).toEqual(['Usuario', 'Horas', '%', 'Registros', 'Objetivo', '% del objetivo', 'Anterior', 'Variación %']);
    expect(libro.filas).toEqual([
      ['Ana García', 20, 66.7, 3, 160, 12.5, 16, 25],
      // The sheet writer (shared construirLibro) neutralises text that starts like a formula.
      ['=Luis', 10, 33.3, 1, 0, null, 24, -58.3],
      ['TOTAL', 30, 100, 4, 160, 18.8, 40, -25],
    ]);
  });

  it("names the target 'Objetivo a la fecha' when the range reaches past the day it counts through (today)", () => {
    const libro = libroAnalisis(analisisDePrueba({
      fechaDesde: '2026-01-01', fechaHasta: '2026-12-31', objetivoHasta: '2026-11-18', grupo: 'usuario', subgrupo: null, periodo: null, periodos: [],
      grupos: [{ id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 100, objetivo: 80 }],
    }));
    expect(libro.columnas).toEqual(['Usuario', 'Horas', '%', 'Registros', 'Objetivo a la fecha', '% del objetivo']);
  });
});
