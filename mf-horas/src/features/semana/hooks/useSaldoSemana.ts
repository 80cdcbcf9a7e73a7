import type { Dayjs } from 'dayjs';
import { aIso, useSaldo, type DiaSaldo } from '@horas/shared';

/** The user's target of the week on screen, Monday to Sunday, and each day's (with its holiday). */
export function useSaldoSemana(usuarioId: number, lunes: Dayjs) {
  const { data, isPending } = useSaldo(usuarioId, { desde: aIso(lunes), hasta: aIso(lunes.add(6, 'day')) });
  const dias = new Map(data?.dias.map((dia) => [dia.fecha, dia]));
  return {
    /** Null until the saldo has arrived (or while it fails). */
    objetivo: data?.objetivo ?? null,
    /** Not arrived yet (and not failed): its line is kept for it. */
    objetivoPendiente: isPending,
    diaDe: (fecha: Dayjs): DiaSaldo | undefined => dias.get(aIso(fecha)),
  };
}
