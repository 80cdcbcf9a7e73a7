import { hoyEn, sumarDias } from '../lib/fechas';
import { inicioDelDia } from '../lib/zona-horaria';

/** A hundredth of an hour, the unit hours are kept in. */
const CENTESIMO_MS = 36_000;

export interface HorasDelDia {
  fecha: string;
  horas: number;
}

/**
 * The time from `inicio` to `fin` in hours rounded to the hundredth (at least 0.01), split by the
 * days of the zone it touched: a day's share is the rounded time up to its end less the rounded time
 * up to its start, so the shares add up to the rounded total exactly. A day whose share rounds to
 * nothing (a timer started seconds before midnight) gets no entry.
 */
export function horasPorDia(inicio: Date, fin: Date, zona: string): HorasDelDia[] {
  const hasta = (instante: number) => Math.round((instante - inicio.getTime()) / CENTESIMO_MS);
  const total = Math.max(1, hasta(fin.getTime()));
  const ultimo = hoyEn(zona, fin);
  const partes: HorasDelDia[] = [];
  let anterior = 0;
  for (let dia = hoyEn(zona, inicio); ; dia = sumarDias(dia, 1)) {
    const acumulado = dia >= ultimo ? total : hasta(inicioDelDia(zona, sumarDias(dia, 1)).getTime());
    if (acumulado > anterior) partes.push({ fecha: dia, horas: (acumulado - anterior) / 100 });
    if (dia >= ultimo) return partes;
    anterior = acumulado;
  }
}
