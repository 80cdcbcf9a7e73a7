import type { UsuariosRepository } from '../repositories/usuarios';
import { SinPermisoError } from '../lib/errores';
import { esAdmin, type Actor } from './actor';

export const MENSAJES_APROBADORES = {
  soloAprobadores: 'Solo un administrador o un responsable de área puede revisar los cierres de otros usuarios.',
  noAprobador: 'Solo un administrador o un responsable de un área del usuario puede aprobar o rechazar su mes.',
  propio: 'No puede aprobar ni rechazar su propio mes: lo hace un administrador o un responsable de otra de sus áreas.',
} as const;

/**
 * Who approves user U: any administrator (their own month too), or a responsable of an area U
 * belongs to (never their own month). Both are active: an inactive user's requests answer 401.
 */
export function aprobadores(usuarios: Pick<UsuariosRepository, 'esResponsable' | 'liderados'>) {
  /** The users whose months the caller approves: `null` = everyone (an administrator); 403 for someone who approves nobody's. */
  async function aprobadosPor(actor: Actor): Promise<Set<number> | null> {
    if (esAdmin(actor)) return null;
    if (!(await usuarios.esResponsable(actor.id))) throw new SinPermisoError(MENSAJES_APROBADORES.soloAprobadores);
    return usuarios.liderados(actor.id);
  }

  /** A 403 unless the caller, whose approvals are `aprobados`, approves `usuarioId`'s month. */
  function exigirAprobadorDe(actor: Actor, usuarioId: number, aprobados: Set<number> | null): void {
    if (aprobados === null) return;
    if (usuarioId === actor.id) throw new SinPermisoError(MENSAJES_APROBADORES.propio);
    if (!aprobados.has(usuarioId)) throw new SinPermisoError(MENSAJES_APROBADORES.noAprobador);
  }

  return {
    aprobadosPor,
    exigirAprobadorDe,
    async exigirAprobador(actor: Actor, usuarioId: number): Promise<void> {
      if (usuarioId === actor.id && !esAdmin(actor)) throw new SinPermisoError(MENSAJES_APROBADORES.propio);
      exigirAprobadorDe(actor, usuarioId, await aprobadosPor(actor));
    },
    /** Whether the caller approves `usuarioId`'s month (reads it as its approver). */
    async aprueba(actor: Actor, usuarioId: number): Promise<boolean> {
      if (esAdmin(actor)) return true;
      return usuarioId !== actor.id && (await usuarios.liderados(actor.id)).has(usuarioId);
    },
  };
}
export type Aprobadores = ReturnType<typeof aprobadores>;
