import {
  MENSAJES_CIERRE, mesDeFecha, mesParaMensaje,
  type AprobarCierresBody, type Cierre, type EstadoCierre, type ResultadoAprobacion,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { enParalelo } from '../lib/en-paralelo';
import { ConflictoError, DatosInvalidosError, ErrorDeDominio, SinPermisoError } from '../lib/errores';
import { diasDelMes, hoyEn } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { CierresRepository, FigurasCierre } from '../repositories/cierres';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { HistorialRepository } from '../repositories/historial';
import type { ObjetivosRepository } from '../repositories/objetivos';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { aprobadores } from './aprobadores';
import { figurasDe, lectorDeCierres, type LectorDeCierresDeps } from './cierre-datos';
import { usuarioNoEncontrado } from './jornadas';
import type { Bitacora } from './recordatorios';
import { porUsuario } from './saldos';

/**
 * Approvals of one request in flight at once, each its own transaction on its own connection of the
 * pool (PGlite runs them in turn): the same person twice in a list waits on their row lock.
 */
const APROBACIONES_A_LA_VEZ = 4;

type Paso = 'enviar' | 'retirar' | 'aprobar' | 'rechazar' | 'reabrir';

/** Each transition: the states it leaves from and the one it leads to. */
const PASOS: Record<Paso, { desde: EstadoCierre[]; hacia: EstadoCierre }> = {
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

/** An approval's figures computed before its transaction, valid while nothing moved since. */
interface FigurasPrevias {
  /** The closing's version and the targets' version when they were computed. */
  version: number;
  versionObjetivos: number;
  figuras: FigurasCierre;
}

/** What a transition needs inside its transaction. */
interface RepositoriosTransicion {
  usuarios: Pick<UsuariosRepository, 'bloquear'>;
  cierres: Pick<CierresRepository, 'uno' | 'registrar'>;
  configuracion: Pick<ConfiguracionRepository, 'versionObjetivos'>;
  objetivos: Pick<ObjetivosRepository, 'dias'>;
  historial: Pick<HistorialRepository, 'registrar'>;
}

export interface TransicionesDeps extends LectorDeCierresDeps {
  cierres: Pick<CierresRepository, 'uno' | 'historial' | 'delMes'>;
  usuarios: Pick<UsuariosRepository, 'existe' | 'existentes' | 'esResponsable' | 'liderados'>;
  configuracion: Pick<ConfiguracionRepository, 'versionObjetivos'>;
  transaccion: EnTransaccion<RepositoriosTransicion>;
  config: Pick<Config, 'appTz' | 'now'>;
  bitacora: Pick<Bitacora, 'error'>;
}

/**
 * The transitions of a month closing. Checks in the API's order: input (400: the route, a month
 * after the current one), the user (404), who asks (403), then, in one transaction under the
 * user's row lock (the lock every write of their hours takes), the version (409) and whether the
 * state allows it (409).
 */
export function transicionesService(deps: TransicionesDeps) {
  const { usuarios, cierres, objetivos, configuracion, transaccion, config, bitacora } = deps;
  const lector = lectorDeCierres(deps);
  const quien = aprobadores(usuarios);

  async function exigirUsuario(usuarioId: number) {
    if (!(await usuarios.existe(usuarioId))) throw usuarioNoEncontrado(usuarioId);
  }

  function exigirPropio(actor: Actor, usuarioId: number) {
    if (usuarioId !== actor.id) throw new SinPermisoError(MENSAJES_TRANSICION.soloElPropio);
  }

  /** The figures an approval stores: those computed before, unless the closing or any target moved since. */
  async function figurasAlAprobar(tx: RepositoriosTransicion, usuarioId: number, mes: string, versiones: Omit<FigurasPrevias, 'figuras'>, previas?: FigurasPrevias) {
    if (previas && previas.version === versiones.version && previas.versionObjetivos === versiones.versionObjetivos) return previas.figuras;
    const { desde, hasta } = diasDelMes(mes);
    return figurasDe(await tx.objetivos.dias({ usuarioId }, desde, hasta));
  }

  /**
   * One transition in its own transaction, under the user's row lock. An approval reads the
   * targets' row FOR SHARE before it: the lock order of api/README.md (the configuration row, then
   * user rows), which every write that moves targets follows too.
   */
  async function transitar(actor: Actor, usuarioId: number, mes: string, paso: Paso, opciones: { comentario?: string; version?: number; previas?: FigurasPrevias } = {}) {
    await transaccion(async (tx) => {
      const versionObjetivos = paso === 'aprobar' ? await tx.configuracion.versionObjetivos({ compartida: true }) : undefined;
      await tx.usuarios.bloquear(usuarioId);
      const actual = await tx.cierres.uno(usuarioId, mes);
      const version = actual?.version ?? 0;
      const estado = actual?.estado ?? 'abierto';
      if (opciones.version !== undefined && opciones.version !== version) throw new ConflictoError(MENSAJES_CIERRE.versionVieja);
      if (!PASOS[paso].desde.includes(estado)) throw new ConflictoError(MENSAJES_TRANSICION.noPermitida(paso, mesParaMensaje(mes), estado));
      const hacia = PASOS[paso].hacia;
      const figuras = versionObjetivos === undefined ? null : await figurasAlAprobar(tx, usuarioId, mes, { version, versionObjetivos }, opciones.previas);
      const comentario = opciones.comentario ?? null;
      await tx.cierres.registrar({
        usuarioId, mes, estado: hacia, version: version + 1, reabierto: paso === 'reabrir', figuras, actorId: actor.id, en: config.now(), comentario,
      });
      // A reopening's comment is its reason; an approval's record keeps the figures it stored.
      await tx.historial.registrar(actor, {
        entidad: 'cierre', entidadId: `${usuarioId}/${mes}`, usuarioId, accion: paso,
        cambios: {
          estado: [estado, hacia],
          ...(comentario !== null && { [paso === 'reabrir' ? 'motivo' : 'comentario']: [null, comentario] }),
          ...(figuras && { cargadas: [null, figuras.cargadas], objetivo: [null, figuras.objetivo], diferencia: [null, figuras.diferencia] }),
        },
      });
    });
  }

  async function transitarYLeer(actor: Actor, usuarioId: number, mes: string, paso: Paso, opciones?: { comentario?: string; version?: number }): Promise<Cierre> {
    await transitar(actor, usuarioId, mes, paso, opciones);
    return (await lector.leer(usuarioId, mes)).cierre;
  }

  return {
    async enviar(actor: Actor, usuarioId: number, mes: string): Promise<Cierre> {
      if (mes > mesDeFecha(hoyEn(config.appTz, config.now()))) throw new DatosInvalidosError(MENSAJES_TRANSICION.mesFuturo(mesParaMensaje(mes)));
      await exigirUsuario(usuarioId);
      exigirPropio(actor, usuarioId);
      return transitarYLeer(actor, usuarioId, mes, 'enviar');
    },

    async retirar(actor: Actor, usuarioId: number, mes: string): Promise<Cierre> {
      await exigirUsuario(usuarioId);
      exigirPropio(actor, usuarioId);
      return transitarYLeer(actor, usuarioId, mes, 'retirar');
    },

    async aprobar(actor: Actor, usuarioId: number, mes: string, version: number): Promise<Cierre> {
      await exigirUsuario(usuarioId);
      await quien.exigirAprobador(actor, usuarioId);
      return transitarYLeer(actor, usuarioId, mes, 'aprobar', { version });
    },

    async rechazar(actor: Actor, usuarioId: number, mes: string, comentario: string): Promise<Cierre> {
      await exigirUsuario(usuarioId);
      await quien.exigirAprobador(actor, usuarioId);
      return transitarYLeer(actor, usuarioId, mes, 'rechazar', { comentario });
    },

    async reabrir(actor: Actor, usuarioId: number, mes: string, motivo: string): Promise<Cierre> {
      await exigirUsuario(usuarioId);
      if (!esAdmin(actor)) throw new SinPermisoError(MENSAJES_TRANSICION.soloAdministrador);
      return transitarYLeer(actor, usuarioId, mes, 'reabrir', { comentario: motivo });
    },

    /**
     * Many approvals, each checked as if alone and in its own transaction. The figures of every
     * month `enviado` are computed first in one statement (with the closings' and the targets'
     * versions read before it); each transaction uses them while neither version moved.
     */
    async aprobarVarios(actor: Actor, { mes, usuarios: pedidos }: AprobarCierresBody): Promise<ResultadoAprobacion[]> {
      const aprobados = await quien.aprobadosPor(actor);
      const existentes = await usuarios.existentes(pedidos.map((p) => p.usuarioId));
      const [estados, versionObjetivos] = await Promise.all([cierres.delMes(mes), configuracion.versionObjetivos()]);
      const { desde, hasta } = diasDelMes(mes);
      const dias = porUsuario(await objetivos.dias({ enviados: true }, desde, hasta));
      const aprobarUno = async ({ usuarioId, version }: AprobarCierresBody['usuarios'][number]): Promise<ResultadoAprobacion> => {
        try {
          if (!existentes.has(usuarioId)) throw usuarioNoEncontrado(usuarioId);
          quien.exigirAprobadorDe(actor, usuarioId, aprobados);
          const suyos = dias.get(usuarioId);
          const estado = estados.get(usuarioId);
          const previas = suyos && estado ? { version: estado.version, versionObjetivos, figuras: figurasDe(suyos) } : undefined;
          await transitar(actor, usuarioId, mes, 'aprobar', { version, previas });
          return { usuarioId, estado: 'aprobado' };
        } catch (error) {
          if (error instanceof ErrorDeDominio) return { usuarioId, mensaje: error.message };
          // Only this user's transaction failed (it rolled back): the others' results stand.
          bitacora.error({ err: error, usuarioId, mes }, 'Aprobación de varios meses: la de un usuario falló');
          return { usuarioId, mensaje: MENSAJES_TRANSICION.falloInterno };
        }
      };
      // The same person named twice is approved in the order asked (the later one then finds the
      // version moved on), never racing against itself.
      const porPersona = new Map<number, { pedido: AprobarCierresBody['usuarios'][number]; i: number }[]>();
      pedidos.forEach((pedido, i) => {
        if (!porPersona.has(pedido.usuarioId)) porPersona.set(pedido.usuarioId, []);
        porPersona.get(pedido.usuarioId)?.push({ pedido, i });
      });
      const resultados: ResultadoAprobacion[] = new Array(pedidos.length);
      await enParalelo([...porPersona.values()], APROBACIONES_A_LA_VEZ, async (suyos) => {
        for (const { pedido, i } of suyos) resultados[i] = await aprobarUno(pedido);
      });
      return resultados;
    },
  };
}
