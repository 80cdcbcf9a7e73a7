import { MAX_HORAS, MENSAJES_HORAS, mesDeFecha, type Hora, type HoraBody, type HorasUsuarioQuery } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, NoEncontradoError, SinPermisoError } from '../lib/errores';
import { desdeFechaCarga, fechaIso, hoyEn } from '../lib/fechas';
import type { Config } from '../config';
import type { CierresRepository } from '../repositories/cierres';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { CronometrosRepository } from '../repositories/cronometros';
import type { HistorialRepository } from '../repositories/historial';
import type { HorasRepository } from '../repositories/horas';
import type { EnTransaccion } from '../repositories';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { creacion, eliminacion, registrarEdicion } from './cambios';
import { resolverReferencias, type RepositoriosReferencias } from './referencias-hora';
import { devueltoParaCorregir, exigirMesAbierto, exigirVentana, validarCantidad, validarDescripcion } from './reglas-horas';
import { vistaHora } from './vistas-historial';

export const MENSAJE_HORAS_AJENAS = 'No tiene permisos para ver las horas de otros usuarios.';
const noEncontrada = (id: number) => new NoEncontradoError(`Registro de horas con ID ${id} no encontrado`);

/**
 * What a write needs inside its transaction: the entry, the user's lock, the month's state, the
 * entry's history; and the timer whose stop the entries are (removed in the same transaction).
 */
export interface RepositoriosEscritura extends RepositoriosReferencias {
  usuarios: Pick<UsuariosRepository, 'bloquear'>;
  horas: Pick<HorasRepository, 'cabecera' | 'conNombres' | 'totalDelDia' | 'crear' | 'actualizar' | 'eliminar'>;
  historial: Pick<HistorialRepository, 'registrar'>;
  cierres: Pick<CierresRepository, 'deMeses'>;
  configuracion: Pick<ConfiguracionRepository, 'horasHabilitadas'>;
  cronometros: Pick<CronometrosRepository, 'quitar'>;
}

export interface HorasDeps {
  horas: Pick<HorasRepository, 'listar' | 'porId' | 'cabecera'>;
  usuarios: Pick<UsuariosRepository, 'existe'>;
  transaccion: EnTransaccion<RepositoriosEscritura>;
  config: Pick<Config, 'appTz' | 'now'>;
}

type Cabecera = NonNullable<Awaited<ReturnType<HorasRepository['cabecera']>>>;

/** What a write changes, read under the user's lock: the entry it edits or deletes (re-read), the days it writes. */
interface Cambio {
  actual?: Cabecera;
  fechas: string[];
}

export function horasService({ horas, usuarios, transaccion, config }: HorasDeps) {
  /** The caller's own entry, else 404 (another user's id reveals nothing). */
  async function propia(repo: Pick<HorasRepository, 'cabecera'>, actor: Actor, id: number): Promise<Cabecera> {
    const cabecera = await repo.cabecera(id);
    if (!cabecera || cabecera.usuarioId !== actor.id) throw noEncontrada(id);
    return cabecera;
  }

  /** The body's own checks; `senorityhora` is the caller's perfil, read from the database with the request's authority. */
  function validar(actor: Actor, body: HoraBody) {
    if (body.usuarioId !== undefined && body.usuarioId !== actor.id) throw new SinPermisoError(MENSAJES_HORAS.otroUsuario);
    const cantidad = validarCantidad(body.horasTrabajadas);
    const descripcion = validarDescripcion(body.descripcion);
    return { usuarioId: actor.id, fecha: desdeFechaCarga(body.fechaCarga), horas: cantidad, descripcion, senorityhora: actor.perfil };
  }

  /**
   * The days a write touches (an entry's old day, its new one): none in a month `enviado` or
   * `aprobado` (409), checked first; then each inside the editing window (403) unless hours are
   * enabled or its month was sent back to be fixed.
   */
  async function exigirDiasEscribibles(tx: RepositoriosEscritura, usuarioId: number, fechas: string[]): Promise<void> {
    const cierres = await tx.cierres.deMeses(usuarioId, [...new Set(fechas.map(mesDeFecha))]);
    for (const fecha of fechas) exigirMesAbierto(fecha, cierres.get(mesDeFecha(fecha)));
    const enVentana = fechas.filter((fecha) => !devueltoParaCorregir(cierres.get(mesDeFecha(fecha))));
    if (enVentana.length === 0) return;
    const habilitadas = await tx.configuracion.horasHabilitadas();
    for (const fecha of enVentana) exigirVentana(fecha, hoyEn(config.appTz, config.now()), habilitadas);
  }

  /**
   * Every way of writing hours goes through here: one transaction holding the user's row lock,
   * which a month's submission and approval take too, so a write and a submission never both win.
   * Under it: `leer` says what the write changes (the entry re-read; a timer's stop takes its timer),
   * the days written (the entry's old day too) pass `exigirDiasEscribibles`, then `trabajo` runs
   * (references, day total, the write itself).
   */
  function escribir<C extends Cambio, T>(actor: Actor, leer: (tx: RepositoriosEscritura) => Promise<C>, trabajo: (tx: RepositoriosEscritura, cambio: C) => Promise<T>): Promise<T> {
    return transaccion(async (tx) => {
      await tx.usuarios.bloquear(actor.id);
      const cambio = await leer(tx);
      await exigirDiasEscribibles(tx, actor.id, cambio.actual ? [cambio.actual.fecha, ...cambio.fechas] : cambio.fechas);
      return trabajo(tx, cambio);
    });
  }

  /** A new entry, its references checked, within its day's 24 hours, with its history record. */
  async function crearUna(tx: RepositoriosEscritura, actor: Actor, body: HoraBody, datos: ReturnType<typeof validar>): Promise<number> {
    const { nombres, ...referencias } = await resolverReferencias(body, actor, tx);
    await exigirTotalDelDia(tx, datos);
    const nueva = await tx.horas.crear({ ...datos, ...referencias });
    await tx.historial.registrar(actor, { ...registro(actor, nueva), accion: 'crear', cambios: creacion(vistaHora(datos, nombres)) });
    return nueva;
  }

  /** The entry as listings show it, once committed. */
  const comoSeLista = async (id: number): Promise<Hora> => (await horas.porId(id))!;

  /** The entry with its names as they are, under the user's lock: what its history records. */
  async function leida(tx: RepositoriosEscritura, id: number) {
    const hora = await tx.horas.conNombres(id);
    if (!hora) throw noEncontrada(id);
    return hora;
  }

  /** The record of a change to one of the actor's entries: whose hours they are, is the actor. */
  const registro = (actor: Actor, id: number) => ({ entidad: 'hora' as const, entidadId: String(id), usuarioId: actor.id });

  /** At most 24 hours a day (the user's row lock keeps two writes from both passing). */
  async function exigirTotalDelDia(tx: RepositoriosEscritura, datos: { usuarioId: number; fecha: string; horas: number }, exceptoId?: number) {
    const yaCargadas = await tx.horas.totalDelDia(datos.usuarioId, datos.fecha, exceptoId);
    if (yaCargadas + datos.horas > MAX_HORAS + 1e-9) throw new ConflictoError(MENSAJES_HORAS.maximoPorDia(yaCargadas));
  }

  return {
    /** The entries as JSON text (see repositories/horas-json.ts). */
    async deUsuario(actor: Actor, usuarioId: number, query: HorasUsuarioQuery): Promise<string> {
      if (usuarioId !== actor.id && !esAdmin(actor)) throw new SinPermisoError(MENSAJE_HORAS_AJENAS);
      if (usuarioId !== actor.id && !(await usuarios.existe(usuarioId))) throw new NoEncontradoError(`Usuario con ID ${usuarioId} no encontrado`);
      const desde = query.fechaDesde !== undefined ? fechaIso(query.fechaDesde) : undefined;
      const hasta = query.fechaHasta !== undefined ? fechaIso(query.fechaHasta) : undefined;
      if (desde && hasta && desde > hasta) throw new DatosInvalidosError('La fecha de inicio no puede ser posterior a la fecha de fin.');
      return (await horas.listar({ usuarioId, desde, hasta })).json;
    },

    async crear(actor: Actor, body: HoraBody): Promise<Hora> {
      const datos = validar(actor, body);
      return comoSeLista(await escribir(actor, async () => ({ fechas: [datos.fecha] }), (tx) => crearUna(tx, actor, body, datos)));
    },

    /**
     * Several new entries in one write, all or none, each checked as `crear` checks one: what they
     * are is read under the user's lock by `leer` (a timer's stop removes its timer there, so a
     * refusal keeps it running). In the order given.
     */
    async crearVarias(actor: Actor, leer: (tx: RepositoriosEscritura) => Promise<HoraBody[]>): Promise<Hora[]> {
      const ids = await escribir(actor, async (tx) => {
        const pedidos = (await leer(tx)).map((body) => ({ body, datos: validar(actor, body) }));
        return { pedidos, fechas: pedidos.map(({ datos }) => datos.fecha) };
      }, async (tx, { pedidos }) => {
        const nuevas: number[] = [];
        for (const { body, datos } of pedidos) nuevas.push(await crearUna(tx, actor, body, datos));
        return nuevas;
      });
      const escritas: Hora[] = [];
      for (const id of ids) escritas.push(await comoSeLista(id));
      return escritas;
    },

    async actualizar(actor: Actor, id: number, body: HoraBody): Promise<Hora> {
      if (body.id !== undefined && body.id !== id) throw new DatosInvalidosError('El id del cuerpo no coincide con el de la ruta.');
      await propia(horas, actor, id);
      const datos = validar(actor, body);
      await escribir(actor, async (tx) => ({ actual: await propia(tx.horas, actor, id), fechas: [datos.fecha] }), async (tx, { actual }) => {
        const { nombres, ...referencias } = await resolverReferencias(body, actor, tx, actual);
        await exigirTotalDelDia(tx, datos, id);
        const antes = await leida(tx, id);
        await tx.horas.actualizar(id, { ...datos, ...referencias });
        // An unchanged reference keeps the name read with the entry, whatever a rename did meanwhile.
        const despues = {
          cliente: referencias.clienteId === antes.clienteId ? antes.cliente : nombres.cliente,
          servicio: referencias.servicioId === antes.servicioId ? antes.servicio : nombres.servicio,
          tarea: referencias.tareaId === antes.tareaId ? antes.tarea : nombres.tarea,
        };
        await registrarEdicion(tx.historial, actor, { ...registro(actor, id), antes: vistaHora(antes, antes), despues: vistaHora(datos, despues) });
      });
      return comoSeLista(id);
    },

    async eliminar(actor: Actor, id: number): Promise<void> {
      await escribir(actor, async (tx) => ({ actual: await propia(tx.horas, actor, id), fechas: [] }), async (tx) => {
        const antes = await leida(tx, id);
        await tx.horas.eliminar(id);
        await tx.historial.registrar(actor, { ...registro(actor, id), accion: 'eliminar', cambios: eliminacion(vistaHora(antes, antes)) });
      });
    },
  };
}
