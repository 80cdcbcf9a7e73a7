import { DatosInvalidosError } from '../lib/errores';

/** Refusals of deactivated items where something new would use them. */
export const INACTIVO = {
  area: (nombre: string) => `El área '${nombre}' está inactiva.`,
  servicio: (nombre: string) => `El servicio '${nombre}' está inactivo.`,
  tarea: (nombre: string) => `La tarea '${nombre}' está inactiva.`,
  cliente: (nombre: string) => `El cliente '${nombre}' está inactivo.`,
};

interface Elemento { id: number; nombre: string; activo: boolean }

/**
 * The items behind `ids`, in that order: each must exist, and be active unless it is among
 * `yaAsignados` (an edit keeps what it had, even when deactivated since).
 */
export function exigirAsignables<T extends Elemento>(
  ids: number[],
  encontrados: T[],
  yaAsignados: number[],
  mensajes: { noExiste: (id: number) => string; inactivo: (nombre: string) => string },
): T[] {
  return ids.map((id) => {
    const elemento = encontrados.find((e) => e.id === id);
    if (!elemento) throw new DatosInvalidosError(mensajes.noExiste(id));
    if (!elemento.activo && !yaAsignados.includes(id)) throw new DatosInvalidosError(mensajes.inactivo(elemento.nombre));
    return elemento;
  });
}

export const MENSAJES_AREA = { noExiste: (id: number) => `El área con ID ${id} no existe.`, inactivo: INACTIVO.area };
export const MENSAJES_SERVICIO = { noExiste: (id: number) => `El servicio con ID ${id} no existe.`, inactivo: INACTIVO.servicio };
