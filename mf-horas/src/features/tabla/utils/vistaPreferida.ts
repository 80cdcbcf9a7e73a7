export type Vista = 'dias' | 'tabla';

/** `horas-vista-{userId}`: the chosen view on this browser; logout keeps it (a preference, not session data). */
const clave = (usuarioId: number) => `horas-vista-${usuarioId}`;

/** The day cards are the default, the spec's view, on any screen. */
export const leerVista = (usuarioId: number): Vista => (localStorage.getItem(clave(usuarioId)) === 'tabla' ? 'tabla' : 'dias');

export const guardarVista = (usuarioId: number, vista: Vista): void => localStorage.setItem(clave(usuarioId), vista);
