import { MENSAJES_CIERRE, mesParaMensaje, type EstadoCierre } from '@horas/shared/contracts';
import { ConflictoError } from '../lib/errores';
import { diasDelMes } from '../lib/fechas';
import type { CierresRepository, EstadoDeCierre, FigurasCierre, Transicion } from '../repositories/cierres';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { HistorialRepository, NuevoRegistro } from '../repositories/historial';
import type { ObjetivosRepository } from '../repositories/objetivos';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { Actor } from './actor';
import { figurasDe } from './cierre-datos';

export type Paso = 'enviar' | 'retirar' | 'aprobar' | 'rechazar' | 'reabrir';

/** Each transition: the states it leaves from and the one it leads to. */
export const PASOS: Record<Paso, { desde: EstadoCierre[]; hacia: EstadoCierre }> = {
  enviar: { desde: ['abierto', 'rechazado'], hacia: 'enviado' },
  retirar: { desde: ['enviado'], hacia: 'abierto' },
  aprobar: { desde: ['enviado'], hacia: 'aprobado' },
  rechazar: { desde: ['enviado'], hacia: 'rechazado' },
  reabrir: { desde: ['aprobado'], hacia: 'abierto' },
};

export const MENSAJES_TRANSICION = {
  soloElPropio: 'Solo el propio usuario puede enviar su mes o retirar su envío.',
  soloAdministrador: 'Solo un administrador puede reabrir un mes aprobado.',
  mesFuturo: (mes: string) => `No se puede enviar el mes ${mes}: todavía no comenzó.`,
  /** One user's approval of many that failed for a reason of the server's. */
  falloInterno: 'No se pudo aprobar este mes por un error interno del servidor. Intente nuevamente.',
  noPermitida: (paso: Paso, mes: string, estado: EstadoCierre): string => {
    if (paso === 'enviar') return estado === 'aprobado' ? `El mes ${mes} ya está aprobado.` : `El mes ${mes} ya está enviado para aprobación.`;
    if (paso === 'reabrir') return `Solo se puede reabrir un mes aprobado: el mes ${mes} está ${estado}.`;
    const accion = { retirar: 'retirar el envío de', aprobar: 'aprobar', rechazar: 'rechazar' }[paso];
    return `Solo se puede ${accion} un mes enviado para aprobación: el mes ${mes} está ${estado}.`;
  },
} as const;

/** What transitions need inside their transaction. */
export interface RepositoriosTransicion {
  usuarios: Pick<UsuariosRepository, 'bloquear' | 'bloquearVarios'>;
  cierres: Pick<CierresRepository, 'uno' | 'delMes' | 'registrar'>;
  configuracion: Pick<ConfiguracionRepository, 'versionObjetivos'>;
  objetivos: Pick<ObjetivosRepository, 'dias'>;
  historial: Pick<HistorialRepository, 'registrar' | 'registrarVarios'>;
}

/** An approval's figures computed before its transaction, valid while nothing moved since. */
export interface FigurasPrevias {
  /** The closing's version and the targets' version when they were computed. */
  version: number;
  versionObjetivos: number;
  figuras: FigurasCierre;
}

/** The closing a transition leaves from, under the user's row lock: 409 if the version asked or the state does not allow the step. */
export function exigirPaso(paso: Paso, mes: string, actual: EstadoDeCierre | undefined, versionPedida?: number): { version: number; estado: EstadoCierre } {
  const version = actual?.version ?? 0;
  const estado = actual?.estado ?? 'abierto';
  if (versionPedida !== undefined && versionPedida !== version) throw new ConflictoError(MENSAJES_CIERRE.versionVieja);
  if (!PASOS[paso].desde.includes(estado)) throw new ConflictoError(MENSAJES_TRANSICION.noPermitida(paso, mesParaMensaje(mes), estado));
  return { version, estado };
}

/** The figures an approval stores: those computed before, unless the closing or any target moved since. */
export async function figurasAlAprobar(tx: Pick<RepositoriosTransicion, 'objetivos'>, usuarioId: number, mes: string, versiones: Omit<FigurasPrevias, 'figuras'>, previas?: FigurasPrevias) {
  if (previas && previas.version === versiones.version && previas.versionObjetivos === versiones.versionObjetivos) return previas.figuras;
  const { desde, hasta } = diasDelMes(mes);
  return figurasDe(await tx.objetivos.dias({ usuarioId }, desde, hasta));
}

/** What a transition writes: the closing's new state, and its history record. */
export interface Asiento {
  transicion: Transicion;
  registro: NuevoRegistro;
}

interface DatosDelAsiento {
  usuarioId: number;
  mes: string;
  paso: Paso;
  /** The closing the transition leaves from (`exigirPaso`). */
  desde: { version: number; estado: EstadoCierre };
  /** An approval's; null for any other step. */
  figuras: FigurasCierre | null;
  comentario: string | null;
  en: Date;
}

export function asiento(actor: Actor, { usuarioId, mes, paso, desde, figuras, comentario, en }: DatosDelAsiento): Asiento {
  const hacia = PASOS[paso].hacia;
  return {
    transicion: { usuarioId, mes, estado: hacia, version: desde.version + 1, reabierto: paso === 'reabrir', figuras, actorId: actor.id, en, comentario },
    // A reopening's comment is its reason; an approval's record keeps the figures it stored.
    registro: {
      entidad: 'cierre', entidadId: `${usuarioId}/${mes}`, usuarioId, accion: paso,
      cambios: {
        estado: [desde.estado, hacia],
        ...(comentario !== null && { [paso === 'reabrir' ? 'motivo' : 'comentario']: [null, comentario] }),
        ...(figuras && { cargadas: [null, figuras.cargadas], objetivo: [null, figuras.objetivo], diferencia: [null, figuras.diferencia] }),
      },
    },
  };
}
