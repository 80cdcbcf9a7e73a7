import { hoyEn } from './fechas';

/** Instants in an IANA time zone (APP_TZ), through Intl only. */

const formatos = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at that instant (-180 in Buenos Aires). */
export function desfaseEn(zona: string, instante: Date): number {
  let formato = formatos.get(zona);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-US', { timeZone: zona, timeZoneName: 'longOffset' });
    formatos.set(zona, formato);
  }
  const nombre = formato.formatToParts(instante).find((parte) => parte.type === 'timeZoneName')?.value ?? '';
  // 'GMT-03:00', 'GMT+05:45'; UTC itself is 'GMT'.
  const m = /([+-])(\d{2}):(\d{2})/.exec(nombre);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** ISO 8601 with the zone's offset at that instant: '2026-03-18T09:30:00.000-03:00'. */
export function isoConDesfase(zona: string, instante: Date): string {
  const desfase = desfaseEn(zona, instante);
  const local = new Date(instante.getTime() + desfase * 60_000).toISOString().slice(0, 23);
  const horas = String(Math.floor(Math.abs(desfase) / 60)).padStart(2, '0');
  const minutos = String(Math.abs(desfase) % 60).padStart(2, '0');
  return `${local}${desfase < 0 ? '-' : '+'}${horas}:${minutos}`;
}

/**
 * The first instant of the day `dia` (YYYY-MM-DD) in the zone: its midnight, or where a change of
 * clocks skips midnight (Chile in September), the instant the day begins. A day the zone skipped
 * altogether (Samoa's 30/12/2011) begins and ends when the next one begins.
 */
export function inicioDelDia(zona: string, dia: string): Date {
  const medianoche = Date.parse(`${dia}T00:00:00Z`);
  // Midnight at the offset of the instant guessed, twice: the second guess takes a change of clocks that day.
  const primera = medianoche - desfaseEn(zona, new Date(medianoche)) * 60_000;
  const segunda = medianoche - desfaseEn(zona, new Date(primera)) * 60_000;
  const delDia = [primera, segunda].filter((t) => hoyEn(zona, new Date(t)) === dia);
  return new Date(delDia.length > 0 ? Math.min(...delDia) : Math.max(primera, segunda));
}
