import dayjs, { type Dayjs } from 'dayjs';
import { dentroDeVentanaDeEdicion, MENSAJES_HORAS, periodoDeCarga } from '../contracts/reglasHoras';
import { formatFecha } from './fechas';

const DIA = 'YYYY-MM-DD';

/**
 * Spec §6/§9: a day is editable if the global flag is on, or it falls inside the rule book's
 * editing window (the current month and the previous ones it allows). The API decides with `hoy`
 * taken in APP_TZ; this is the browser's prediction, for the buttons it enables.
 */
export function puedeEditarDia(dia: Dayjs, opciones: { horasHabilitadas: boolean; hoy: Dayjs }): boolean {
  return opciones.horasHabilitadas || dentroDeVentanaDeEdicion(dia.format(DIA), opciones.hoy.format(DIA));
}

/** Why a day the browser predicts locked cannot be edited, with the period that is open (hover and focus text). */
export function motivoFueraDePeriodo(hoy: Dayjs): string {
  const { desde, hasta } = periodoDeCarga(hoy.format(DIA));
  return MENSAJES_HORAS.fueraDelPeriodo(formatFecha(dayjs(desde)), formatFecha(dayjs(hasta)));
}
