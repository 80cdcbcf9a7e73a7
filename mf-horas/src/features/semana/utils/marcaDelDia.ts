import { esDiaSinHoras, type Ausencia, type DiaSaldo } from '@horas/shared';

/** What a day's header says beside its date: a holiday's name, the person's absence, 'Sin horas', or nothing. */
export type MarcaDelDia = { tipo: 'feriado'; nombre: string } | { tipo: 'ausencia'; texto: string; pendiente: boolean } | { tipo: 'sin-horas' } | null;

type AusenciaDelDia = Pick<Ausencia, 'tipo' | 'medioDia' | 'estado'>;

/** 'Vacaciones', 'Vacaciones · Medio día', 'Vacaciones (pendiente)': its type (the owner always sees it). */
const textoDeAusencia = ({ tipo, medioDia, estado }: AusenciaDelDia) =>
  `${tipo?.nombre ?? 'Ausencia'}${medioDia ? ' · Medio día' : ''}${estado === 'pendiente' ? ' (pendiente)' : ''}`;

/**
 * From the user's saldo of the week (their jornada, the holidays and approved absences), the
 * absence pending or approved on that day, and the hours the day holds now, so a saved entry clears
 * the mark at once. No saldo yet (loading or failed): no mark rather than a wrong one.
 */
export function marcaDelDia(dia: DiaSaldo | undefined, cargadas: number, hoy: string, ausencia?: AusenciaDelDia): MarcaDelDia {
  if (!dia) return null;
  if (dia.feriado) return { tipo: 'feriado', nombre: dia.feriado };
  if (ausencia) return { tipo: 'ausencia', texto: textoDeAusencia(ausencia), pendiente: ausencia.estado === 'pendiente' };
  return esDiaSinHoras({ fecha: dia.fecha, objetivo: dia.objetivo, cargadas }, hoy) ? { tipo: 'sin-horas' } : null;
}
