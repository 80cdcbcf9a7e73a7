import type { Dayjs } from 'dayjs';

/** Months back, besides the current one, in which entries may be added, edited or deleted. */
export const MESES_ATRAS_EDITABLES = 2;

const indiceMes = (fecha: { year(): number; month(): number }) => fecha.year() * 12 + fecha.month();

/**
 * Spec §6/§9: a day is editable if the global flag is on, or it falls in the current month or
 * one of the two previous ones. The API applies the same rule with `hoy` taken in APP_TZ.
 */
export function puedeEditarDia(dia: Dayjs, opciones: { horasHabilitadas: boolean; hoy: Dayjs }): boolean {
  if (opciones.horasHabilitadas) return true;
  const diferencia = indiceMes(opciones.hoy) - indiceMes(dia);
  return diferencia >= 0 && diferencia <= MESES_ATRAS_EDITABLES;
}
