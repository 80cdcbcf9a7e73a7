import { MAX_HORAS, MENSAJES_HORAS, type Hora, type HoraBody, type HorasUsuarioQuery } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, NoEncontradoError, SinPermisoError } from '../lib/errores';
import { desdeFechaCarga, fechaIso, hoyEn } from '../lib/fechas';
import type { Config } from '../config';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { HistorialRepository } from '../repositories/historial';
import type { DatosHora, HorasRepository } from '../repositories/horas';
import type { EnTransaccion } from '../repositories';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { creacion, eliminacion, registrarEdicion } from './cambios';
import { resolverReferencias, type NombresHora, type Referencias, type RepositoriosReferencias } from './referencias-hora';
import { exigirVentana, validarCantidad, validarDescripcion } from './reglas-horas';
import { vistaHora } from './vistas-historial';

export const MENSAJE_HORAS_AJENAS = 'No tiene permisos para ver las horas de otros usuarios.';
const noEncontrada = (id: number) => new NoEncontradoError(`Registro de horas con ID ${id} no encontrado`);

/** What a write needs inside its transaction: the entry, the user's lock, the entry's history. */
interface RepositoriosEscritura {
  usuarios: Pick<UsuariosRepository, 'bloquear'>;
  horas: Pick<HorasRepository, 'totalDelDia' | 'crear' | 'actualizar' | 'eliminar' | 'conNombres'>;
  historial: Pick<HistorialRepository, 'registrar'>;
}

export interface HorasDeps {
  horas: Pick<HorasRepository, 'listar' | 'porId' | 'cabecera'>;
  usuarios: Pick<UsuariosRepository, 'existe'>;
  configuracion: Pick<ConfiguracionRepository, 'horasHabilitadas'>;
  referencias: RepositoriosReferencias;
  transaccion: EnTransaccion<RepositoriosEscritura>;
  config: Pick<Config, 'appTz' | 'now'>;
}

export function horasService({ horas, usuarios, configuracion: ajustes, referencias, transaccion, config }: HorasDeps) {

  async function ventana(fecha: string) {
    exigirVentana(fecha, hoyEn(config.appTz, config.now()), await ajustes.horasHabilitadas());
  }

  /** The caller's own entry, else 404 (another user's id reveals nothing). */
  async function propia(actor: Actor, id: number) {
    const cabecera = await horas.cabecera(id);
    if (!cabecera || cabecera.usuarioId !== actor.id) throw noEncontrada(id);
    return cabecera;
  }

  /** `senorityhora` is the caller's perfil, read from the database with the request's authority. */
  async function preparar(actor: Actor, body: HoraBody, anterior: Referencias | null = null): Promise<{ datos: DatosHora; nombres: NombresHora }> {
    if (body.usuarioId !== undefined && body.usuarioId !== actor.id) throw new SinPermisoError(MENSAJES_HORAS.otroUsuario);
    const cantidad = validarCantidad(body.horasTrabajadas);
    const descripcion = validarDescripcion(body.descripcion);
    const fecha = desdeFechaCarga(body.fechaCarga);
    await ventana(fecha);
    const { nombres, ...refs } = await resolverReferencias(body, actor, referencias, anterior);
    return { datos: { ...refs, usuarioId: actor.id, fecha, horas: cantidad, descripcion, senorityhora: actor.perfil }, nombres };
  }

  /**
   * Every write of the user's hours takes turns on a row lock on the user: two requests cannot both
   * pass the per-day total, and an entry read inside the transaction stays as read until it ends.
   */
  function enTurno<T>(usuarioId: number, trabajo: (tx: RepositoriosEscritura) => Promise<T>): Promise<T> {
    return transaccion(async (tx) => {
      await tx.usuarios.bloquear(usuarioId);
      return trabajo(tx);
    });
  }

  /** The entry as it is, under the user's lock (404 if it went meanwhile). */
  async function leida(tx: RepositoriosEscritura, id: number) {
    const hora = await tx.horas.conNombres(id);
    if (!hora) throw noEncontrada(id);
    return hora;
  }

  async function escribir(datos: DatosHora, accion: (tx: RepositoriosEscritura) => Promise<number>, exceptoId?: number): Promise<number> {
    return enTurno(datos.usuarioId, async (tx) => {
      const yaCargadas = await tx.horas.totalDelDia(datos.usuarioId, datos.fecha, exceptoId);
      if (yaCargadas + datos.horas > MAX_HORAS + 1e-9) throw new ConflictoError(MENSAJES_HORAS.maximoPorDia(yaCargadas));
      return accion(tx);
    });
  }

  /** The record of a change to one of the actor's entries: whose hours they are, is the actor. */
  const registro = (actor: Actor, id: number) => ({ entidad: 'hora' as const, entidadId: String(id), usuarioId: actor.id });

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
      const { datos, nombres } = await preparar(actor, body);
      const id = await escribir(datos, async (tx) => {
        const nueva = await tx.horas.crear(datos);
        await tx.historial.registrar(actor, { ...registro(actor, nueva), accion: 'crear', cambios: creacion(vistaHora(datos, nombres)) });
        return nueva;
      });
      return (await horas.porId(id))!;
    },

    async actualizar(actor: Actor, id: number, body: HoraBody): Promise<Hora> {
      if (body.id !== undefined && body.id !== id) throw new DatosInvalidosError('El id del cuerpo no coincide con el de la ruta.');
      const actual = await propia(actor, id);
      await ventana(actual.fecha);
      const { datos, nombres } = await preparar(actor, body, actual);
      await escribir(datos, async (tx) => {
        const antes = await leida(tx, id);
        await tx.horas.actualizar(id, datos);
        // An unchanged reference keeps the name read with the entry, whatever a rename did meanwhile.
        const despues = {
          cliente: datos.clienteId === antes.clienteId ? antes.cliente : nombres.cliente,
          servicio: datos.servicioId === antes.servicioId ? antes.servicio : nombres.servicio,
          tarea: datos.tareaId === antes.tareaId ? antes.tarea : nombres.tarea,
        };
        await registrarEdicion(tx.historial, actor, { ...registro(actor, id), antes: vistaHora(antes, antes), despues: vistaHora(datos, despues) });
        return id;
      }, id);
      return (await horas.porId(id))!;
    },

    async eliminar(actor: Actor, id: number): Promise<void> {
      const actual = await propia(actor, id);
      await ventana(actual.fecha);
      await enTurno(actor.id, async (tx) => {
        const antes = await leida(tx, id);
        await tx.horas.eliminar(id);
        await tx.historial.registrar(actor, { ...registro(actor, id), accion: 'eliminar', cambios: eliminacion(vistaHora(antes, antes)) });
      });
    },

    habilitadas: () => ajustes.horasHabilitadas(),
  };
}
