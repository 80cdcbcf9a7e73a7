import { inicioSemana } from '@horas/shared';
import type { Dayjs } from 'dayjs';

/** Monday to Sunday of the week before `hoy`'s: the range 'Horas faltantes' opens on. */
export function semanaPasada(hoy: Dayjs): { desde: Dayjs; hasta: Dayjs } {
  const lunes = inicioSemana(hoy).subtract(1, 'week');
  return { desde: lunes, hasta: lunes.add(6, 'day') };
}
