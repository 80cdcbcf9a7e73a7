import { PATRON_FECHA_ISO, problemaDelDia } from '@horas/shared/contracts';
import { DatosInvalidosError } from './errores';

// Calendar days are `YYYY-MM-DD` strings; these helpers never go through instants.

/** The contracts' rule of a day (a real one, of the admitted years): its 400 otherwise. */
function exigirDia(texto: string, partes: RegExpExecArray | null, [a, m, d]: readonly [number, number, number]): void {
  const problema = partes ? problemaDelDia(texto, +partes[a], +partes[m], +partes[d]) : `Fecha inválida: ${texto}`;
  if (problema) throw new DatosInvalidosError(problema);
}

const dos = (n: number) => String(n).padStart(2, '0');
const iso = (anio: number, mes: number, dia: number) => `${anio}-${dos(mes)}-${dos(dia)}`;

export function fechaIso(texto: string): string {
  exigirDia(texto, PATRON_FECHA_ISO.exec(texto), [1, 2, 3]);
  return texto;
}

/** `dd/MM/yyyy` -> `YYYY-MM-DD`. */
export function desdeFechaCarga(texto: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  exigirDia(texto, m, [3, 2, 1]);
  return iso(+m![3], +m![2], +m![1]);
}

/** `YYYY-MM-DD` -> `dd/MM/yyyy`. */
export function aFechaCarga(fecha: string): string {
  const [a, m, d] = fecha.split('-');
  return `${d}/${m}/${a}`;
}

/** Today's calendar day in the given IANA time zone. */
export function hoyEn(zona: string, ahora: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ahora);
}

/** The time of day `HH:MM` (24 h) in the given IANA time zone. */
export function horaEn(zona: string, ahora: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zona, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ahora);
}

/** First day of the month `meses` months before the month of `fecha`. */
export function inicioDeMes(fecha: string, mesesAtras = 0): string {
  const [a, m] = fecha.split('-').map(Number);
  const total = a * 12 + (m - 1) - mesesAtras;
  return iso(Math.floor(total / 12), (total % 12) + 1, 1);
}

export function finDeMes(anio: number, mes: number): string {
  return iso(anio, mes, new Date(Date.UTC(anio, mes, 0)).getUTCDate());
}

/** The months (`YYYY-MM`) that `desde`..`hasta` touches, in order. */
export function mesesEntre(desde: string, hasta: string): string[] {
  const meses: string[] = [];
  for (let mes = inicioDeMes(desde); mes <= hasta; mes = inicioDeMes(mes, -1)) meses.push(mes.slice(0, 7));
  return meses;
}

/** The first and last day of a month `YYYY-MM`. */
export function diasDelMes(mes: string): { desde: string; hasta: string } {
  return { desde: `${mes}-01`, hasta: finDeMes(Number(mes.slice(0, 4)), Number(mes.slice(5, 7))) };
}

export { sumarDias } from '@horas/shared/contracts';

export function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);
}

/** Validates an ordered range of real days covering at most `maxDias` days, both ends included. */
export function rango(desde: string, hasta: string, maxDias?: number): { desde: string; hasta: string } {
  fechaIso(desde);
  fechaIso(hasta);
  if (desde > hasta) throw new DatosInvalidosError('La fecha de inicio no puede ser posterior a la fecha de fin.');
  if (maxDias !== undefined && diasEntre(desde, hasta) + 1 > maxDias) {
    throw new DatosInvalidosError(`El rango de fechas no puede superar ${maxDias} días.`);
  }
  return { desde, hasta };
}
