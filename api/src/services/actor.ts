import { PERFIL_ADMIN } from '@horas/shared/contracts';
import { SinPermisoError } from '../lib/errores';

/** The caller, as the database says at the request, and where the request came from. */
export interface Actor {
  id: number;
  perfil: string;
  /** The caller's name now: what the history records of the request's changes say. */
  nombre: string;
  apellidos: string;
  /** The client's address (`TRUST_PROXY`): a history record's `origen`. */
  origen: string;
}

/** Who the caller is, as the database says (plugins/auth.ts adds the request's address). */
export type Autoridad = Omit<Actor, 'origen'>;

export const esAdmin = (actor: Actor): boolean => actor.perfil === PERFIL_ADMIN;

export function exigirAdmin(actor: Actor): void {
  if (!esAdmin(actor)) throw new SinPermisoError('Solo un administrador puede realizar esta acción.');
}
