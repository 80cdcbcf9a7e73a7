import { PERFIL_ADMIN } from '@horas/shared/contracts';
import { SinPermisoError } from '../lib/errores';

/** The caller, as the token says. */
export interface Actor {
  id: number;
  perfil: string;
}

export const esAdmin = (actor: Actor): boolean => actor.perfil === PERFIL_ADMIN;

export function exigirAdmin(actor: Actor): void {
  if (!esAdmin(actor)) throw new SinPermisoError('Solo un administrador puede realizar esta acción.');
}
