import { aIso } from '@horas/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** Spec §2: date inputs cannot go past today. */
export const esFutura = (fecha: Dayjs): boolean => fecha.isAfter(dayjs(), 'day');

/** For an end date: neither in the future nor before the chosen start. */
export const fueraDeRango = (inicio: Dayjs | undefined) => (fecha: Dayjs): boolean =>
  esFutura(fecha) || (inicio !== undefined && fecha.isBefore(inicio, 'day'));

/** The `{date}` of the download file names: today as YYYY-MM-DD. */
export const hoyIso = (): string => aIso(dayjs());
