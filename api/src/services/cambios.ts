import type { AccionHistorial, Cambios } from '@horas/shared/contracts';
import type { Autor, HistorialRepository, NuevoRegistro } from '../repositories/historial';

/**
 * Something as a history record shows it: its fields as a person reads them (names rather than
 * ids, lists sorted), taken at the time of the change.
 */
export type Vista = Record<string, unknown>;

const sinValor = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
const iguales = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A creation: `[null, valor]` for each field that has a value. */
export const creacion = (v: Vista): Cambios =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => !sinValor(x)).map(([campo, x]) => [campo, [null, x]]));

/** A deletion: `[valor, null]` for each field that had a value. */
export const eliminacion = (v: Vista): Cambios =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => !sinValor(x)).map(([campo, x]) => [campo, [x, null]]));

/** Only the fields that changed, `[antes, después]`. */
export function diferencias(antes: Vista, despues: Vista): Cambios {
  const cambios: Cambios = {};
  for (const campo of new Set([...Object.keys(antes), ...Object.keys(despues)])) {
    if (!iguales(antes[campo], despues[campo])) cambios[campo] = [antes[campo] ?? null, despues[campo] ?? null];
  }
  return cambios;
}

/** An edit that switches `campo` (a user's or catalogue item's `activo`, a client's `estado`) is that switch; any other, a modification. */
export function accionDeEdicion(cambios: Cambios, campo: 'activo' | 'estado' = 'activo'): AccionHistorial {
  const interruptor = cambios[campo];
  if (!interruptor) return 'modificar';
  return interruptor[1] ? 'activar' : 'desactivar';
}

type Registrar = Pick<HistorialRepository, 'registrar'>;

/**
 * Records an edit from the views before and after it, inside the edit's transaction: only the
 * fields that changed; a save that changed nothing leaves no record.
 */
export async function registrarEdicion(
  historial: Registrar,
  autor: Autor,
  registro: Omit<NuevoRegistro, 'accion' | 'cambios'> & { antes: Vista; despues: Vista; campoActivo?: 'activo' | 'estado' },
): Promise<void> {
  const { antes, despues, campoActivo, ...datos } = registro;
  const cambios = diferencias(antes, despues);
  if (Object.keys(cambios).length === 0) return;
  await historial.registrar(autor, { ...datos, accion: accionDeEdicion(cambios, campoActivo), cambios });
}
