import type { Analisis, GrupoAnalisis } from '@horas/shared';

/** Tests only: an answer of GET /reportes/analisis, by client then user, month by month over a quarter. */
export const analisisDePrueba = (cambios: Partial<Analisis> = {}): Analisis => ({
  fechaDesde: '2026-07-01',
  fechaHasta: '2026-09-30',
  grupo: 'cliente',
  subgrupo: 'usuario',
  periodo: 'mes',
  periodos: ['2026-07', '2026-08', '2026-09'],
  total: { horas: 30.5, registros: 7 },
  grupos: [
    {
      id: 1, nombre: 'Acme', horas: 20.5, registros: 5, porcentaje: 67.2, serie: [10, 0, 10.5],
      subgrupos: [
        { id: 2, nombre: 'Ana García', horas: 12, registros: 3, porcentaje: 58.5, serie: [6, 0, 6] },
        { id: 3, nombre: 'Luis Pérez', horas: 8.5, registros: 2, porcentaje: 41.5, serie: [4, 0, 4.5] },
      ],
    },
    { id: null, nombre: 'Sin cliente', horas: 10, registros: 2, porcentaje: 32.8, serie: [0, 10, 0], subgrupos: [{ id: 3, nombre: 'Luis Pérez', horas: 10, registros: 2, porcentaje: 100, serie: [0, 10, 0] }] },
  ],
  ...cambios,
});

/** Tests only: `n` groups of one hour each, without a period. */
export const gruposDePrueba = (n: number): GrupoAnalisis[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, nombre: `Cliente ${i + 1}`, horas: 1, registros: 1, porcentaje: Math.round(1000 / n) / 10, serie: [1] }));
