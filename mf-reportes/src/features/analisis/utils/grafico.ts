import { ETIQUETA_DIMENSION, ETIQUETA_PERIODO, formatFecha, sumarHoras, type Analisis, type GrupoAnalisis } from '@horas/shared';
import { colorDe, COLOR_OTROS } from './colores';
import { nombreDelObjetivo } from './columnas';
import { comparadoCon } from './comparacion';
import type { Filtros } from './estadoAnalisis';
import { filasDe } from './filas';
import { etiquetaDePeriodo } from './periodos';

/** The chart shows the largest groups; the rest add up as 'Otros', so the bars stay readable at 390 px. */
export const MAX_GRUPOS_GRAFICO = 8;
export const OTROS = 'Otros';

/** A bar (or a stack's part): its data key, its name, its group's colour, what clicking it narrows to ('Otros': nothing). */
export interface SerieGrafico {
  clave: string;
  nombre: string;
  color: string;
  filtros: Filtros | null;
}

export type Punto = Record<string, string | number>;

export interface DatosGrafico {
  /**
   * `periodos`: with a period, one stacked bar per period, a part per group; `partes`: without one,
   * a horizontal bar per group, its share of the total (`valor`); `objetivos`: by user without a
   * period, each person's hours beside their target.
   */
  tipo: 'periodos' | 'partes' | 'objetivos';
  /** What the chart shows, as its accessible name. */
  etiqueta: string;
  series: SerieGrafico[];
  /** With the comparison, each point's `anterior` too (partes: its share then; objetivos: its hours then). */
  puntos: Punto[];
  /**
   * With the comparison: its name ('Comparado con …'); with periods, the previous range's hours per
   * period on average, a line across the stacks.
   */
  anterior?: { nombre: string; promedio?: number };
  /** objetivos: the target bar's name ('Objetivo', or 'Objetivo a la fecha' for a range past today). */
  objetivo?: string;
}

export const minuscula = (texto: string) => texto.charAt(0).toLowerCase() + texto.slice(1);
const rango = (a: Analisis) => {
  const comparado = comparadoCon(a);
  return `del ${formatFecha(a.fechaDesde)} al ${formatFecha(a.fechaHasta)}${comparado ? `, ${minuscula(comparado)}` : ''}`;
};

function principales(analisis: Analisis) {
  const filtros = filasDe(analisis).map((fila) => fila.filtros);
  const series = analisis.grupos.slice(0, MAX_GRUPOS_GRAFICO).map((g, i): SerieGrafico => ({ clave: `g${i}`, nombre: g.nombre, color: colorDe(g.id), filtros: filtros[i] }));
  const resto = analisis.grupos.slice(MAX_GRUPOS_GRAFICO);
  return { series: resto.length ? [...series, { clave: 'otros', nombre: OTROS, color: COLOR_OTROS, filtros: null }] : series, resto };
}

const sumaDelResto = (resto: GrupoAnalisis[], valor: (g: GrupoAnalisis) => number) => sumarHoras(resto.map(valor));

function porPeriodos(analisis: Analisis, periodo: NonNullable<Analisis['periodo']>): DatosGrafico {
  const { series, resto } = principales(analisis);
  // A group without hours in a period has no value there: the tooltip leaves it out.
  const puntos = analisis.periodos.map((clave, i) => {
    const punto: Punto = { nombre: etiquetaDePeriodo(periodo, clave) };
    analisis.grupos.slice(0, MAX_GRUPOS_GRAFICO).forEach((g, j) => {
      if (g.serie?.[i]) punto[`g${j}`] = g.serie[i];
    });
    const otros = resto.length ? sumaDelResto(resto, (g) => g.serie?.[i] ?? 0) : 0;
    if (otros) punto.otros = otros;
    return punto;
  });
  const dimension = minuscula(ETIQUETA_DIMENSION[analisis.grupo]);
  const etiqueta = `Barras apiladas de horas por ${minuscula(ETIQUETA_PERIODO[periodo])} y ${dimension}, ${rango(analisis)}`;
  const nombre = comparadoCon(analisis);
  const { horasAnterior } = analisis.total;
  const anterior = nombre && horasAnterior !== undefined && { nombre, promedio: Math.round((horasAnterior * 100) / puntos.length) / 100 };
  return { tipo: 'periodos', etiqueta, series, puntos, ...(anterior && { anterior }) };
}

function porPartes(analisis: Analisis): DatosGrafico {
  const { series, resto } = principales(analisis);
  const nombre = comparadoCon(analisis);
  // The share of the previous range's hours, beside this range's share.
  const antes = analisis.total.horasAnterior;
  const parteAnterior = (horas: number) => (antes ? Math.round((horas * 1000) / antes) / 10 : 0);
  const punto = (nombrePunto: string, valor: number, horasAnterior: number): Punto =>
    ({ nombre: nombrePunto, valor, ...(nombre && { anterior: parteAnterior(horasAnterior) }) });
  const puntos = analisis.grupos.slice(0, MAX_GRUPOS_GRAFICO).map((g) => punto(g.nombre, g.porcentaje, g.horasAnterior ?? 0));
  if (resto.length) {
    puntos.push(punto(OTROS, Math.round(resto.reduce((suma, g) => suma + g.porcentaje, 0) * 10) / 10, sumaDelResto(resto, (g) => g.horasAnterior ?? 0)));
  }
  const etiqueta = `Barras del porcentaje de horas de cada ${minuscula(ETIQUETA_DIMENSION[analisis.grupo])}, ${rango(analisis)}`;
  return { tipo: 'partes', etiqueta, series, puntos, ...(nombre && { anterior: { nombre } }) };
}

function porObjetivos(analisis: Analisis): DatosGrafico {
  const filtros = filasDe(analisis).map((fila) => fila.filtros);
  const nombre = comparadoCon(analisis);
  const puntos = analisis.grupos.map((g) => ({ nombre: g.nombre, horas: g.horas, objetivo: g.objetivo ?? 0, ...(nombre && { anterior: g.horasAnterior ?? 0 }) }));
  const series = analisis.grupos.map((g, i) => ({ clave: `g${i}`, nombre: g.nombre, color: colorDe(g.id), filtros: filtros[i] }));
  const objetivo = nombreDelObjetivo(analisis);
  const etiqueta = `Barras de horas y ${minuscula(objetivo)} de cada usuario, ${rango(analisis)}`;
  return { tipo: 'objetivos', etiqueta, series, puntos, objetivo, ...(nombre && { anterior: { nombre } }) };
}

/** What the chart draws for an answer, and the sentence that names it for screen readers. */
export function datosDelGrafico(analisis: Analisis): DatosGrafico {
  if (analisis.periodo) return porPeriodos(analisis, analisis.periodo);
  return analisis.grupo === 'usuario' ? porObjetivos(analisis) : porPartes(analisis);
}
