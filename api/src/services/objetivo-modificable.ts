import { MENSAJES_CIERRE, mesDeFecha, mesParaMensaje } from '@horas/shared/contracts';
import { ConflictoError } from '../lib/errores';
import type { CierresRepository } from '../repositories/cierres';
import type { ConfiguracionRepository } from '../repositories/configuracion';

/** What a write that moves targets needs inside its transaction. */
export interface RepositoriosObjetivo {
  configuracion: Pick<ConfiguracionRepository, 'avanzarVersionObjetivos'>;
  cierres: Pick<CierresRepository, 'primerAprobado'>;
}

/** The days whose targets a write moves, both ends included (open-ended without `hasta`): one user's, or everybody's. */
export interface DiasDeObjetivo {
  desde: string;
  hasta?: string;
  usuarioId?: number;
}

/**
 * Whether the daily targets of some days may still change. Every write that moves a target (a
 * jornada, the default jornada, a holiday) calls this first, inside its transaction. It takes the
 * targets' lock (an approval reads it FOR SHARE: an approval's figures and such a write never
 * cross), then asks `dias` which days the write changes (read under the lock), and answers 409 when
 * one of them is in an approved month: of that user, or of anyone for a holiday or the default
 * jornada. An approved month's target does not move.
 */
export async function exigirObjetivoModificable(tx: RepositoriosObjetivo, dias: () => Promise<DiasDeObjetivo> | DiasDeObjetivo): Promise<void> {
  await tx.configuracion.avanzarVersionObjetivos();
  const { desde, hasta, usuarioId } = await dias();
  const mes = await tx.cierres.primerAprobado(mesDeFecha(desde), hasta === undefined ? undefined : mesDeFecha(hasta), usuarioId);
  if (mes === undefined) return;
  const enMensaje = mesParaMensaje(mes);
  throw new ConflictoError(usuarioId === undefined ? MENSAJES_CIERRE.objetivoAprobado(enMensaje) : MENSAJES_CIERRE.objetivoAprobadoDeUsuario(enMensaje));
}
