import type { Hora, HoraBody, HorasUsuarioQuery } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, NoAutenticadoError, NoEncontradoError, SinPermisoError } from '../lib/errores';
import { desdeFechaCarga, fechaIso, hoyEn } from '../lib/fechas';
import type { Db } from '../db/client';
import { catalogoRepository } from '../repositories/catalogo';
import { clientesRepository } from '../repositories/clientes';
import { configuracionRepository } from '../repositories/configuracion';
import { horasRepository, type DatosHora } from '../repositories/horas';
import { usuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import type { Contexto } from './contexto';
import { resolverReferencias } from './referencias-hora';
import { exigirVentana, MAX_HORAS, MENSAJES, validarCantidad, validarDescripcion } from './reglas-horas';

export const MENSAJE_HORAS_AJENAS = 'No tiene permisos para ver las horas de otros usuarios.';
const noEncontrada = (id: number) => new NoEncontradoError(`Registro de horas con ID ${id} no encontrado`);

export function horasService({ db, config }: Contexto) {
  const horas = horasRepository(db);
  const usuarios = usuariosRepository(db);
  const ajustes = configuracionRepository(db);
  const repos = { catalogo: catalogoRepository(db), clientes: clientesRepository(db) };

  async function ventana(fecha: string) {
    exigirVentana(fecha, hoyEn(config.appTz, config.now()), await ajustes.horasHabilitadas());
  }

  /** The caller's own entry, else 404 (another user's id reveals nothing). */
  async function propia(actor: Actor, id: number) {
    const cabecera = await horas.cabecera(id);
    if (!cabecera || cabecera.usuarioId !== actor.id) throw noEncontrada(id);
    return cabecera;
  }

  async function preparar(actor: Actor, body: HoraBody, clienteAnterior: number | null = null): Promise<DatosHora> {
    if (body.usuarioId !== undefined && body.usuarioId !== actor.id) throw new SinPermisoError(MENSAJES.otroUsuario);
    const cantidad = validarCantidad(body.horasTrabajadas);
    const descripcion = validarDescripcion(body.descripcion);
    const fecha = desdeFechaCarga(body.fechaCarga);
    await ventana(fecha);
    const referencias = await resolverReferencias(body, repos, clienteAnterior);
    const usuario = await usuarios.porId(actor.id);
    if (!usuario) throw new NoAutenticadoError('El usuario de la sesión ya no existe.');
    return { ...referencias, usuarioId: actor.id, fecha, horas: cantidad, descripcion, senorityhora: usuario.perfil };
  }

  /** Writes under a row lock on the user so two requests cannot both pass the per-day total. */
  async function escribir(datos: DatosHora, accion: (tx: Db) => Promise<number>, exceptoId?: number): Promise<number> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await usuariosRepository(t).bloquear(datos.usuarioId);
      const yaCargadas = await horasRepository(t).totalDelDia(datos.usuarioId, datos.fecha, exceptoId);
      if (yaCargadas + datos.horas > MAX_HORAS + 1e-9) throw new ConflictoError(MENSAJES.maximoPorDia(yaCargadas));
      return accion(t);
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
      const id = await escribir(datos, (tx) => horasRepository(tx).crear(datos));
      return (await horas.porId(id))!;
    },

    async actualizar(actor: Actor, id: number, body: HoraBody): Promise<Hora> {
      if (body.id !== undefined && body.id !== id) throw new DatosInvalidosError('El id del cuerpo no coincide con el de la ruta.');
      const actual = await propia(actor, id);
      await ventana(actual.fecha);
      const datos = await preparar(actor, body, actual.clienteId);
      await escribir(datos, async (tx) => { await horasRepository(tx).actualizar(id, datos); return id; }, id);
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
