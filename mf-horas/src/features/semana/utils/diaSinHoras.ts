import type { Dayjs } from 'dayjs';

/** A weekday (Monday to Friday) before today with no hours at all: both views mark it 'Sin horas'. */
export const esDiaSinHoras = (dia: Dayjs, hoy: Dayjs, totalDelDia: number): boolean =>
  totalDelDia === 0 && dia.isoWeekday() <= 5 && dia.isBefore(hoy, 'day');
