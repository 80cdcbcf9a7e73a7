import type { Jornada } from '@horas/shared';

/** Whether a jornada rules today, ruled before the one in force, or starts later. */
export type EstadoJornada = 'Vigente' | 'Anterior' | 'Programada';

/** Each jornada with its state on `hoy` (YYYY-MM-DD), newest first: the one in force is the last that started. */
export function jornadasConEstado(jornadas: Jornada[], hoy: string): (Jornada & { estado: EstadoJornada })[] {
  const recientes = [...jornadas].sort((a, b) => b.desde.localeCompare(a.desde));
  const vigente = recientes.find((jornada) => jornada.desde <= hoy);
  return recientes.map((jornada) => ({
    ...jornada,
    estado: jornada.desde > hoy ? 'Programada' : jornada === vigente ? 'Vigente' : 'Anterior',
  }));
}

/** The hours of the jornada in force on `hoy`, if any. */
export const horasVigentes = (jornadas: Jornada[] | undefined, hoy: string): number[] | undefined =>
  jornadasConEstado(jornadas ?? [], hoy).find((jornada) => jornada.estado === 'Vigente')?.horasPorDia;
