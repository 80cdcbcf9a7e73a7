import type { ResultadoAprobacion } from '@horas/shared/contracts';
import { ConflictoError } from '../lib/errores';
import type { Actor } from './actor';
import { asiento, exigirPaso, figurasAlAprobar, type Asiento, type FigurasPrevias, type RepositoriosTransicion } from './cierres-pasos';

/** One approval of a batch: a person named once in the request, who exists and whom the actor approves. */
export interface AprobacionDelLote {
  usuarioId: number;
  version: number;
  previas?: FigurasPrevias;
}

/**
 * Approves a batch of months in the caller's transaction, each as if alone: the targets' row FOR
 * SHARE, then the users' row locks by ascending id in one statement (the lock order of
 * api/README.md), then each
 * closing's version and state checked (a refusal is that user's 409 message, nothing written for
 * them); the closings, transitions and history records of the approved ones in one statement each.
 */
export async function aprobarLote(tx: RepositoriosTransicion, actor: Actor, mes: string, lote: AprobacionDelLote[], en: Date): Promise<ResultadoAprobacion[]> {
  const versionObjetivos = await tx.configuracion.versionObjetivos({ compartida: true });
  const ids = lote.map((a) => a.usuarioId);
  await tx.usuarios.bloquearVarios(ids);
  const actuales = await tx.cierres.delMes(mes, ids);
  const asientos: Asiento[] = [];
  const resultados: ResultadoAprobacion[] = [];
  for (const { usuarioId, version: pedida, previas } of lote) {
    try {
      const desde = exigirPaso('aprobar', mes, actuales.get(usuarioId), pedida);
      const figuras = await figurasAlAprobar(tx, usuarioId, mes, { version: desde.version, versionObjetivos }, previas);
      asientos.push(asiento(actor, { usuarioId, mes, paso: 'aprobar', desde, figuras, comentario: null, en }));
      resultados.push({ usuarioId, estado: 'aprobado' });
    } catch (error) {
      if (!(error instanceof ConflictoError)) throw error;
      resultados.push({ usuarioId, mensaje: error.message });
    }
  }
  if (asientos.length > 0) {
    await tx.cierres.registrar(...asientos.map((a) => a.transicion));
    await tx.historial.registrarVarios(actor, asientos.map((a) => a.registro));
  }
  return resultados;
}
