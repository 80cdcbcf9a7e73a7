import { diasDelMes, diasEntre, inicioDeMes, mesesEntre, sumarDias } from '../lib/fechas';

/**
 * The range 'Anterior' compares `desde`..`hasta` with, ending the day before it: like with like. Whole
 * calendar months (a month, a quarter, a year) against as many whole months before them (October
 * against September, not the 31 days before it); any other range against as many days.
 */
export function rangoAnterior(desde: string, hasta: string): { desde: string; hasta: string } {
  const fin = sumarDias(desde, -1);
  const mesesEnteros = desde.endsWith('-01') && diasDelMes(hasta.slice(0, 7)).hasta === hasta;
  if (mesesEnteros) return { desde: inicioDeMes(desde, mesesEntre(desde, hasta).length), hasta: fin };
  return { desde: sumarDias(desde, -(diasEntre(desde, hasta) + 1)), hasta: fin };
}
