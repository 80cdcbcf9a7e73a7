import type { SemanaGuardada } from './filas';

/**
 * `horas-tabla-{userId}`: the grid's added rows and pending descriptions by week (Monday, YYYY-MM-DD),
 * on this browser. Not session data: logout keeps it, as it keeps the chosen view.
 */
const clave = (usuarioId: number) => `horas-tabla-${usuarioId}`;

function leerTodas(usuarioId: number): Record<string, SemanaGuardada> {
  try {
    const guardado: unknown = JSON.parse(localStorage.getItem(clave(usuarioId)) ?? '{}');
    return guardado && typeof guardado === 'object' && !Array.isArray(guardado) ? (guardado as Record<string, SemanaGuardada>) : {};
  } catch {
    // Unreadable: the grid starts from the week's entries alone.
    return {};
  }
}

export function leerSemanaGuardada(usuarioId: number, lunesIso: string): SemanaGuardada {
  const semana = leerTodas(usuarioId)[lunesIso];
  return {
    filas: Array.isArray(semana?.filas) ? semana.filas : [],
    descripciones: semana?.descripciones && typeof semana.descripciones === 'object' ? semana.descripciones : {},
  };
}

/** An empty week is dropped, so the key only holds weeks with something pending. */
export function guardarSemanaGuardada(usuarioId: number, lunesIso: string, semana: SemanaGuardada): void {
  const todas = leerTodas(usuarioId);
  if (semana.filas.length === 0 && Object.keys(semana.descripciones).length === 0) delete todas[lunesIso];
  else todas[lunesIso] = semana;
  if (Object.keys(todas).length === 0) localStorage.removeItem(clave(usuarioId));
  else localStorage.setItem(clave(usuarioId), JSON.stringify(todas));
}
