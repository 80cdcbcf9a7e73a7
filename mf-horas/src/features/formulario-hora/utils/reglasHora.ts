import { MENSAJES_HORAS } from '@horas/shared';

/** What the form holds; ids are absent until chosen. */
export interface ValoresHora {
  clienteId?: number | null;
  servicioId?: number | null;
  tareaId?: number | null;
  horas?: number | null;
  descripcion?: string;
}

export const MENSAJE_DESCRIPCION = 'Ingrese una descripción.';

/** Spec §5: hours greater than zero; with two decimals that is the 0.01 minimum. */
export const errorHoras = (horas: number | null | undefined): string | null =>
  typeof horas === 'number' && horas >= 0.01 ? null : MENSAJES_HORAS.horasMayoresACero;

/** Spec §5: a client or a default task; with a client, a task is required. */
export function errorTarea(clienteId: number | null | undefined, tareaId: number | null | undefined): string | null {
  if (tareaId) return null;
  return clienteId ? MENSAJES_HORAS.tareaObligatoria : MENSAJES_HORAS.clienteOTareaDefecto;
}

/** Adapts a rule above to an antd Form validator. */
export const validarCon = (mensaje: string | null): Promise<void> =>
  mensaje ? Promise.reject(new Error(mensaje)) : Promise.resolve();
