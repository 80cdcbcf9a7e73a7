import type { Dayjs } from 'dayjs';
import { aIso, formatFecha, type Ausencia } from '@horas/shared';

/**
 * GET /ausencias takes at most 366 days: half a year back (a past request, a late decision) and
 * the rest ahead, as far as a request may reach.
 */
export function ventanaDeAusencias(hoy: Dayjs) {
  const desde = hoy.subtract(180, 'day');
  return { desde: aIso(desde), hasta: aIso(desde.add(365, 'day')) };
}

/** Days as Spanish writes them: '2,5'. */
export const formatDias = (dias: number): string => String(dias).replace('.', ',');

/** '01/12/2026 (medio día)', or '01/12/2026 – 05/12/2026'. */
export const fechasDe = ({ desde, hasta, medioDia }: { desde: string; hasta: string; medioDia: boolean }): string =>
  desde === hasta ? `${formatFecha(desde)}${medioDia ? ' (medio día)' : ''}` : `${formatFecha(desde)} – ${formatFecha(hasta)}`;

/** The type's name, or 'Ausente' where the API hides it (health data: a colleague's absence). */
export const nombreDeTipo = (tipo: { nombre: string } | null): string => tipo?.nombre ?? 'Ausente';

/**
 * The API's cancel rule, to offer 'Cancelar' only where it would pass: the owner while it is pending
 * or before it starts, an administrator any time (a closed month still refuses, with its message).
 */
export function sePuedeCancelar(ausencia: Ausencia, administrador: boolean, hoyIso: string): boolean {
  if (ausencia.estado !== 'pendiente' && ausencia.estado !== 'aprobada') return false;
  return administrador || ausencia.estado === 'pendiente' || ausencia.desde > hoyIso;
}
