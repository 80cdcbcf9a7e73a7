import { claveHorasDeUsuario } from '@horas/shared';
import type { HorasPorDia } from './horasPorDia';

/** The user's saved hours, shown at once while the week is fetched again. */
export function leerCacheHoras(usuarioId: number): HorasPorDia {
  try {
    const guardado: unknown = JSON.parse(localStorage.getItem(claveHorasDeUsuario(usuarioId)) ?? '{}');
    return guardado && typeof guardado === 'object' && !Array.isArray(guardado) ? (guardado as HorasPorDia) : {};
  } catch {
    // A corrupt entry is only a cache: start empty, the API refills it.
    return {};
  }
}

export function guardarCacheHoras(usuarioId: number, horas: HorasPorDia): void {
  // Empty days are not worth keeping: the API answer for the week says so again.
  const conHoras = Object.fromEntries(Object.entries(horas).filter(([, delDia]) => delDia.length > 0));
  localStorage.setItem(claveHorasDeUsuario(usuarioId), JSON.stringify(conHoras));
}
