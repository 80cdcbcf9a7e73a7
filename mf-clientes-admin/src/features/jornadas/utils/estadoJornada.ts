import { AÑOS_ADMITIDOS, formatFecha, type Jornada } from '@horas/shared';

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

/** The first day a jornada may start: the company's first one (the migration's) starts there. */
const PRIMER_DIA = `${AÑOS_ADMITIDOS.desde}-01-01`;

/** From when a jornada rules, as a person reads it: 'Vigente desde el inicio' rather than '01/01/1900'. */
export const textoDesde = (desde: string): string => (desde <= PRIMER_DIA ? 'Vigente desde el inicio' : formatFecha(desde));
