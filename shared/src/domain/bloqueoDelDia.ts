import type { Dayjs } from 'dayjs';
import { MENSAJES_CIERRE, type Cierre } from '../contracts/cierres';
import { motivoFueraDePeriodo, puedeEditarDia } from './ventanaEdicion';

/** What a weekly view knows of a day's month: its closing (GET /horas/cierres/me), once it has arrived. */
export type CierreDelMes = Pick<Cierre, 'estado' | 'historial'>;

/**
 * A rejected month, and one an administrator reopened (its last transition took it from approved
 * back to open), take their owner's hours even outside the editing window, until sent again.
 */
export function abiertoFueraDeVentana(cierre: CierreDelMes): boolean {
  if (cierre.estado === 'rechazado') return true;
  if (cierre.estado !== 'abierto') return false;
  const [ultima, anterior] = [...cierre.historial].sort((a, b) => b.en.localeCompare(a.en));
  return ultima?.estado === 'abierto' && anterior?.estado === 'aprobado';
}

interface Opciones {
  horasHabilitadas: boolean;
  hoy: Dayjs;
  /** The day's month closing; absent while it loads (or when it failed): the window alone decides. */
  cierre?: CierreDelMes;
}

/**
 * Why the signed-in user cannot edit a day, or null: a month sent or approved locks its days
 * whatever the window or the administrator's switch; a rejected or reopened one opens them; else the
 * editing window (or the switch). The one decision of both weekly views ('Días' and 'Tabla'); the
 * API decides, this predicts it.
 */
export function motivoBloqueoDelDia(dia: Dayjs, { horasHabilitadas, hoy, cierre }: Opciones): string | null {
  if (cierre?.estado === 'enviado') return MENSAJES_CIERRE.diaEnviado;
  if (cierre?.estado === 'aprobado') return MENSAJES_CIERRE.diaAprobado;
  if (cierre && abiertoFueraDeVentana(cierre)) return null;
  return puedeEditarDia(dia, { horasHabilitadas, hoy }) ? null : motivoFueraDePeriodo(hoy);
}
