import { formatHoras, formatPorcentaje, type Analisis } from '@horas/shared';
import type { FilaAnalisis } from './filas';
import { etiquetaDePeriodo } from './periodos';

type Formato = 'horas' | 'porcentaje' | 'entero';

/** A column of numbers, as the table shows it and analisis.xlsx writes it. */
export interface ColumnaDeValores {
  titulo: string;
  formato: Formato;
  valor: (fila: FilaAnalisis) => number | null;
}

const unDecimal = (n: number) => Math.round(n * 10) / 10;
const cociente = (parte: number, todo: number | undefined) => (todo ? unDecimal((parte / todo) * 100) : null);

/** '% del objetivo': of the person's target (none without one, or with a target of 0). */
export const porcentajeDelObjetivo = (fila: FilaAnalisis) => (fila.objetivo === undefined ? null : cociente(fila.horas, fila.objetivo));
/** The change against the previous range, in % of it (none when it had no hours). */
export const variacion = (fila: FilaAnalisis) => (fila.horasAnterior === undefined ? null : cociente(fila.horas - fila.horasAnterior, fila.horasAnterior));

/** 'Objetivo a la fecha' when the range reaches past the last day targets count (today): none is owed in the future. */
export const nombreDelObjetivo = ({ objetivoHasta, fechaHasta }: Analisis) =>
  (objetivoHasta !== undefined && objetivoHasta < fechaHasta ? 'Objetivo a la fecha' : 'Objetivo');

/** The columns after the names: one per period, Horas, %, Registros, and the target's and comparison's. */
export function columnasDe(analisis: Analisis): ColumnaDeValores[] {
  const { periodo } = analisis;
  const porPeriodo = periodo
    ? analisis.periodos.map((clave, i): ColumnaDeValores => ({ titulo: etiquetaDePeriodo(periodo, clave), formato: 'horas', valor: (f) => f.serie?.[i] ?? 0 }))
    : [];
  const columnas: ColumnaDeValores[] = [
    ...porPeriodo,
    { titulo: 'Horas', formato: 'horas', valor: (f) => f.horas },
    { titulo: '%', formato: 'porcentaje', valor: (f) => f.porcentaje },
    { titulo: 'Registros', formato: 'entero', valor: (f) => f.registros },
  ];
  if (analisis.grupo === 'usuario') {
    columnas.push({ titulo: nombreDelObjetivo(analisis), formato: 'horas', valor: (f) => f.objetivo ?? null }, { titulo: '% del objetivo', formato: 'porcentaje', valor: porcentajeDelObjetivo });
  }
  if (analisis.total.horasAnterior !== undefined) {
    columnas.push({ titulo: 'Anterior', formato: 'horas', valor: (f) => f.horasAnterior ?? null }, { titulo: 'Variación %', formato: 'porcentaje', valor: variacion });
  }
  return columnas;
}

const FORMATOS: Record<Formato, (n: number) => string> = { horas: formatHoras, porcentaje: formatPorcentaje, entero: String };

export const textoDe = (columna: ColumnaDeValores, fila: FilaAnalisis): string => {
  const valor = columna.valor(fila);
  return valor === null ? '—' : FORMATOS[columna.formato](valor);
};
