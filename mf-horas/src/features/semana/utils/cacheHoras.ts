import { claveHorasDeUsuario, type Hora } from '@horas/shared';
import { horasDeDias, reemplazarDias, type HorasPorDia } from './horasPorDia';

/** Spec §9 key `horas-{userId}`: the user's hours by day, shown at once while a week is fetched again. */
function leer(usuarioId: number): HorasPorDia {
  try {
    const guardado: unknown = JSON.parse(localStorage.getItem(claveHorasDeUsuario(usuarioId)) ?? '{}');
    return guardado && typeof guardado === 'object' && !Array.isArray(guardado) ? (guardado as HorasPorDia) : {};
  } catch {
    // A corrupt entry is only a cache: start empty, the API refills it.
    return {};
  }
}

export const leerCacheDeDias = (usuarioId: number, fechas: string[]): Hora[] | undefined => horasDeDias(leer(usuarioId), fechas);

export function guardarCacheDeDias(usuarioId: number, fechas: string[], horas: Hora[]): void {
  // Empty days are not worth keeping: the API answer for the week says so again.
  const dias = reemplazarDias(leer(usuarioId), fechas, horas);
  const conHoras = Object.fromEntries(Object.entries(dias).filter(([, delDia]) => delDia.length > 0));
  localStorage.setItem(claveHorasDeUsuario(usuarioId), JSON.stringify(conHoras));
}
