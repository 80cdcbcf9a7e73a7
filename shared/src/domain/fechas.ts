import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import 'dayjs/locale/es';

dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);

/** The spec's `dd/MM/yyyy`, used on screen and in `fechaCarga`. */
export const FORMATO_FECHA = 'DD/MM/YYYY';
/** Query dates travel as calendar days. */
export const FORMATO_ISO = 'YYYY-MM-DD';

export const formatFecha = (fecha: Dayjs | string): string => dayjs(fecha).format(FORMATO_FECHA);
export const aIso = (fecha: Dayjs): string => fecha.format(FORMATO_ISO);
/** An instant (ISO 8601) in this browser's time zone: '24/11/2026 10:05'. */
export const formatFechaHora = (instante: string): string => dayjs(instante).format(`${FORMATO_FECHA} HH:mm`);

/** Strict parse of `dd/MM/yyyy`; `null` for anything else (31/02 included). */
export function parseFecha(texto: string): Dayjs | null {
  const fecha = dayjs(texto, FORMATO_FECHA, true);
  return fecha.isValid() ? fecha : null;
}

/** Weeks start on Monday (spec §9). */
export const inicioSemana = (fecha: Dayjs): Dayjs => fecha.isoWeekday(1).startOf('day');

export const diasDeSemana = (lunes: Dayjs): Dayjs[] => Array.from({ length: 7 }, (_, i) => lunes.add(i, 'day'));

/** 'lunes', 'martes'… in Spanish whatever the global dayjs locale is. */
export const nombreDia = (fecha: Dayjs): string => fecha.locale('es').format('dddd');

/** 'Lunes', as a day's title or a table's 'Día' starts. */
export const nombreDeDia = (fecha: Dayjs): string => {
  const nombre = nombreDia(fecha);
  return nombre.charAt(0).toUpperCase() + nombre.slice(1);
};

/** 'YYYY-MM' -> 'Noviembre 2026', as the screens name a month. */
export function nombreMes(mes: string): string {
  const texto = dayjs(`${mes}-01`).locale('es').format('MMMM YYYY');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** Days (`YYYY-MM-DD`) as the screens write dates: '13/11/2026, 16/11/2026'. */
export const fechasLegibles = (fechas: string[]): string => fechas.map(formatFecha).join(', ');
