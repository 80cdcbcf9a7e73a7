import { esDiaSinHoras, type DiaSaldo } from '@horas/shared';

/** What a day's header says beside its date: a holiday's name, 'Sin horas', or nothing. */
export type MarcaDelDia = { tipo: 'feriado'; nombre: string } | { tipo: 'sin-horas' } | null;

/**
 * From the user's saldo of the week (their jornada and the holidays) and the hours the day holds
 * now, so a saved entry clears the mark at once. No saldo yet (loading or failed): no mark rather
 * than a wrong one.
 */
export function marcaDelDia(dia: DiaSaldo | undefined, cargadas: number, hoy: string): MarcaDelDia {
  if (!dia) return null;
  if (dia.feriado) return { tipo: 'feriado', nombre: dia.feriado };
  return esDiaSinHoras({ fecha: dia.fecha, objetivo: dia.objetivo, cargadas }, hoy) ? { tipo: 'sin-horas' } : null;
}
