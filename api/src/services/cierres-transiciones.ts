import {
  mesDeFecha, mesParaMensaje,
  type AprobarCierresBody, type Cierre, type ResultadoAprobacion,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { enParalelo } from '../lib/en-paralelo';
import { DatosInvalidosError, ErrorDeDominio, SinPermisoError } from '../lib/errores';
import { diasDelMes, hoyEn } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { CierresRepository } from '../repositories/cierres';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { ObjetivosRepository } from '../repositories/objetivos';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { aprobadores } from './aprobadores';
import { aprobarLote, type AprobacionDelLote } from './aprobacion-en-lote';
import { figurasDeSumas, lectorDeCierres, type LectorDeCierresDeps } from './cierre-datos';
import { asiento, exigirPaso, figurasAlAprobar, MENSAJES_TRANSICION, type FigurasPrevias, type Paso, type RepositoriosTransicion } from './cierres-pasos';
import { usuarioNoEncontrado } from './jornadas';
import type { Bitacora } from './recordatorios';

export { MENSAJES_TRANSICION } from './cierres-pasos';

type Pedido = AprobarCierresBody['usuarios'][number];

/**
 * Transactions of one bulk approval in flight at once, each on its own connection of the pool
 * (PGlite runs them in turn).
 */
const APROBACIONES_A_LA_VEZ = 4;
/**
 * People approved in one transaction (`aprobarLote`): seven statements whatever its size, against
 * eight for each person alone; their rows stay locked while it runs (a fraction of a second), and
 * its inserts stay far below PostgreSQL's 65,535 parameters a statement.
 */
const POR_LOTE = 250;

export interface TransicionesDeps extends LectorDeCierresDeps {
  objetivos: Pick<ObjetivosRepository, 'dias' | 'totales'>;
  cierres: Pick<CierresRepository, 'uno' | 'historial' | 'delMes'>;
  usuarios: Pick<UsuariosRepository, 'existe' | 'existentes' | 'esResponsable' | 'liderados'>;
  configuracion: Pick<ConfiguracionRepository, 'versionObjetivos'>;
  transaccion: EnTransaccion<RepositoriosTransicion>;
  config: Pick<Config, 'appTz' | 'now'>;
  bitacora: Pick<Bitacora, 'info' | 'error'>;
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

  /**
   * One transition in its own transaction, under the user's row lock. An approval reads the
   * targets' row FOR SHARE before it: the lock order of api/README.md (the configuration row, then
   * user rows), which every write that moves targets follows too.
   */
  async function transitar(actor: Actor, usuarioId: number, mes: string, paso: Paso, opciones: { comentario?: string; version?: number; previas?: FigurasPrevias } = {}) {
    await transaccion(async (tx) => {
      const versionObjetivos = paso === 'aprobar' ? await tx.configuracion.versionObjetivos({ compartida: true }) : undefined;
      await tx.usuarios.bloquear(usuarioId);
      const desde = exigirPaso(paso, mes, await tx.cierres.uno(usuarioId, mes), opciones.version);
      const figuras = versionObjetivos === undefined ? null : await figurasAlAprobar(tx, usuarioId, mes, { version: desde.version, versionObjetivos }, opciones.previas);
      const { transicion, registro } = asiento(actor, { usuarioId, mes, paso, desde, figuras, comentario: opciones.comentario ?? null, en: config.now() });
      await tx.cierres.registrar(transicion);
      await tx.historial.registrar(actor, registro);
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
     * Many approvals, each checked as if alone. The figures of every month `enviado` are summed
     * first in one statement (with the closings' and the targets' versions read before it); each
     * approval uses them while neither version moved. The people named once are approved in
     * batches (`aprobarLote`), one transaction each; a batch that fails is run again one
     * transaction per person, so each failure stays that person's result.
     */
    async aprobarVarios(actor: Actor, { mes, usuarios: pedidos }: AprobarCierresBody): Promise<ResultadoAprobacion[]> {
      const aprobados = await quien.aprobadosPor(actor);
      const existentes = await usuarios.existentes(pedidos.map((p) => p.usuarioId));
      const [estados, versionObjetivos] = await Promise.all([cierres.delMes(mes), configuracion.versionObjetivos()]);
      const { desde, hasta } = diasDelMes(mes);
      const sumas = new Map((await objetivos.totales({ enviados: true }, desde, hasta, hasta)).map((suyas) => [suyas.usuarioId, suyas]));
      const aprobacion = ({ usuarioId, version }: Pedido): AprobacionDelLote => {
        if (!existentes.has(usuarioId)) throw usuarioNoEncontrado(usuarioId);
        quien.exigirAprobadorDe(actor, usuarioId, aprobados);
        const suyas = sumas.get(usuarioId);
        const estado = estados.get(usuarioId);
        return { usuarioId, version, previas: suyas && estado ? { version: estado.version, versionObjetivos, figuras: figurasDeSumas(suyas) } : undefined };
      };
      const aprobarUno = async (pedido: Pedido): Promise<ResultadoAprobacion> => {
        try {
          const { usuarioId, version, previas } = aprobacion(pedido);
          await transitar(actor, usuarioId, mes, 'aprobar', { version, previas });
          return { usuarioId, estado: 'aprobado' };
        } catch (error) {
          if (error instanceof ErrorDeDominio) return { usuarioId: pedido.usuarioId, mensaje: error.message };
          // Only this user's transaction failed (it rolled back): the others' results stand.
          bitacora.error({ err: error, usuarioId: pedido.usuarioId, mes }, 'Aprobación de varios meses: la de un usuario falló');
          return { usuarioId: pedido.usuarioId, mensaje: MENSAJES_TRANSICION.falloInterno };
        }
      };
      const aprobarDeAUno = async (suyos: Pedido[]) => {
        const resultados: ResultadoAprobacion[] = [];
        for (const pedido of suyos) resultados.push(await aprobarUno(pedido));
        return resultados;
      };
      const aprobarElLote = async (lote: AprobacionDelLote[]): Promise<ResultadoAprobacion[]> => {
        try {
          return await transaccion((tx) => aprobarLote(tx, actor, mes, lote, config.now()));
        } catch (error) {
          bitacora.info({ err: error, mes, personas: lote.length }, 'Aprobación de varios meses: un lote falló, se aprueba de a una persona');
          return aprobarDeAUno(lote);
        }
      };

      // A batch: people named once who exist and whom the actor approves. The same person named
      // twice is approved in the order asked (the later one then finds the version moved on),
      // never racing against itself; refusals before any transaction are answered as they are.
      const veces = new Map<number, number>();
      for (const { usuarioId } of pedidos) veces.set(usuarioId, (veces.get(usuarioId) ?? 0) + 1);
      const sueltos = new Map<number, Pedido[]>();
      const enLote: AprobacionDelLote[] = [];
      const suelto = (pedido: Pedido) => sueltos.set(pedido.usuarioId, [...(sueltos.get(pedido.usuarioId) ?? []), pedido]);
      for (const pedido of pedidos) {
        try {
          if (veces.get(pedido.usuarioId) === 1) enLote.push(aprobacion(pedido));
          else suelto(pedido);
        } catch (error) {
          if (!(error instanceof ErrorDeDominio)) throw error;
          suelto(pedido);
        }
      }
      const lotes = Array.from({ length: Math.ceil(enLote.length / POR_LOTE) }, (_, i) => enLote.slice(i * POR_LOTE, (i + 1) * POR_LOTE));
      const trabajos = [...lotes.map((lote) => () => aprobarElLote(lote)), ...[...sueltos.values()].map((suyos) => () => aprobarDeAUno(suyos))];
      const porPersona = new Map<number, ResultadoAprobacion[]>();
      for (const resultados of await enParalelo(trabajos, APROBACIONES_A_LA_VEZ, (trabajo) => trabajo())) {
        for (const r of resultados) porPersona.set(r.usuarioId, [...(porPersona.get(r.usuarioId) ?? []), r]);
      }
      // Each person's results in the order asked, each at the place of its request.
      return pedidos.map(({ usuarioId }) => porPersona.get(usuarioId)?.shift() as ResultadoAprobacion);
    },
  };
}
