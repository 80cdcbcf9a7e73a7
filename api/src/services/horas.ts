import { MAX_HORAS, MENSAJES_HORAS, type Hora, type HoraBody, type HorasUsuarioQuery } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, NoEncontradoError, SinPermisoError } from '../lib/errores';
import { desdeFechaCarga, fechaIso, hoyEn } from '../lib/fechas';
import type { Config } from '../config';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { DatosHora, HorasRepository } from '../repositories/horas';
import type { EnTransaccion } from '../repositories';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { resolverReferencias, type Referencias, type RepositoriosReferencias } from './referencias-hora';
import { exigirVentana, validarCantidad, validarDescripcion } from './reglas-horas';

export const MENSAJE_HORAS_AJENAS = 'No tiene permisos para ver las horas de otros usuarios.';
const noEncontrada = (id: number) => new NoEncontradoError(`Registro de horas con ID ${id} no encontrado`);

/** What a write needs inside its transaction. */
interface RepositoriosEscritura {
  usuarios: Pick<UsuariosRepository, 'bloquear'>;
  horas: Pick<HorasRepository, 'totalDelDia' | 'crear' | 'actualizar'>;
}

export interface HorasDeps {
  horas: Pick<HorasRepository, 'listar' | 'porId' | 'cabecera' | 'eliminar'>;
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
  async function preparar(actor: Actor, body: HoraBody, anterior: Referencias | null = null): Promise<DatosHora> {
    if (body.usuarioId !== undefined && body.usuarioId !== actor.id) throw new SinPermisoError(MENSAJES_HORAS.otroUsuario);
    const cantidad = validarCantidad(body.horasTrabajadas);
    const descripcion = validarDescripcion(body.descripcion);
    const fecha = desdeFechaCarga(body.fechaCarga);
    await ventana(fecha);
    const refs = await resolverReferencias(body, actor, referencias, anterior);
    return { ...refs, usuarioId: actor.id, fecha, horas: cantidad, descripcion, senorityhora: actor.perfil };
  }

  /** Writes under a row lock on the user so two requests cannot both pass the per-day total. */
  async function escribir(datos: DatosHora, accion: (tx: RepositoriosEscritura) => Promise<number>, exceptoId?: number): Promise<number> {
    return transaccion(async (tx) => {
      await tx.usuarios.bloquear(datos.usuarioId);
      const yaCargadas = await tx.horas.totalDelDia(datos.usuarioId, datos.fecha, exceptoId);
      if (yaCargadas + datos.horas > MAX_HORAS + 1e-9) throw new ConflictoError(MENSAJES_HORAS.maximoPorDia(yaCargadas));
      return accion(tx);
    });
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
      const datos = await preparar(actor, body);
      const id = await escribir(datos, (tx) => tx.horas.crear(datos));
      return (await horas.porId(id))!;
    },

    async actualizar(actor: Actor, id: number, body: HoraBody): Promise<Hora> {
      if (body.id !== undefined && body.id !== id) throw new DatosInvalidosError('El id del cuerpo no coincide con el de la ruta.');
      const actual = await propia(actor, id);
      await ventana(actual.fecha);
      const datos = await preparar(actor, body, actual);
      await escribir(datos, async (tx) => { await tx.horas.actualizar(id, datos); return id; }, id);
      return (await horas.porId(id))!;
    },

    async eliminar(actor: Actor, id: number): Promise<void> {
      const actual = await propia(actor, id);
      await ventana(actual.fecha);
      await horas.eliminar(id);
    },

    habilitadas: () => ajustes.horasHabilitadas(),
  };
}
