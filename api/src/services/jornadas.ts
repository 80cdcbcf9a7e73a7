import type { Jornada, JornadaBody } from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { aFechaCarga, fechaIso } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { HistorialRepository } from '../repositories/historial';
import type { JornadasRepository } from '../repositories/jornadas';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { creacion, eliminacion, registrarEdicion } from './cambios';
import { exigirObjetivoModificable } from './objetivo-modificable';

export const MENSAJE_JORNADA_AJENA = 'No tiene permisos para ver la jornada de otros usuarios.';
export const usuarioNoEncontrado = (id: number) => new NoEncontradoError(`Usuario con ID ${id} no encontrado`);

interface RepositoriosEscritura {
  jornadas: JornadasRepository;
  usuarios: Pick<UsuariosRepository, 'bloquear'>;
  historial: Pick<HistorialRepository, 'registrar'>;
}

export interface JornadasDeps {
  jornadas: Pick<JornadasRepository, 'deUsuario' | 'defecto'>;
  usuarios: Pick<UsuariosRepository, 'existe'>;
  transaccion: EnTransaccion<RepositoriosEscritura>;
}

/** A jornada written from `desde` changes the targets from that day until the next jornada's `desde`. */
const hastaLaSiguiente = (lista: Jornada[], desde: string) => ({ desde, hasta: lista.find((j) => j.desde > desde)?.desde });

/**
 * A jornada's record: a user's is '{usuarioId}/{desde}' and about that user; the company's default
 * one is 'defecto/{desde}' and about nobody.
 */
const registro = (usuarioId: number | null, desde: string) =>
  ({ entidad: 'jornada' as const, entidadId: `${usuarioId ?? 'defecto'}/${desde}`, usuarioId });

/** Writes a jornada from `desde` (creating or replacing it) and records what it was and is. */
async function guardar(tx: RepositoriosEscritura, actor: Actor, usuarioId: number | null, jornada: Jornada, anteriores: Jornada[]) {
  const antes = anteriores.find((j) => j.desde === jornada.desde);
  if (usuarioId === null) await tx.jornadas.guardarDefecto(jornada);
  else await tx.jornadas.guardarDeUsuario(usuarioId, jornada);
  const despues = { horasPorDia: jornada.horasPorDia };
  if (!antes) await tx.historial.registrar(actor, { ...registro(usuarioId, jornada.desde), accion: 'crear', cambios: creacion(despues) });
  else await registrarEdicion(tx.historial, actor, { ...registro(usuarioId, jornada.desde), antes: { horasPorDia: antes.horasPorDia }, despues });
}

/**
 * Jornadas: each user's own (read by themselves or an administrator, written by an administrator)
 * and the company's default ones (read by anyone). Checks in the API's order: the dates (400),
 * who asks (403), the user (404).
 */
export function jornadasService({ jornadas, usuarios, transaccion }: JornadasDeps) {
  async function exigirUsuario(id: number): Promise<void> {
    if (!(await usuarios.existe(id))) throw usuarioNoEncontrado(id);
  }

  return {
    async deUsuario(actor: Actor, usuarioId: number): Promise<Jornada[]> {
      if (usuarioId !== actor.id && !esAdmin(actor)) throw new SinPermisoError(MENSAJE_JORNADA_AJENA);
      await exigirUsuario(usuarioId);
      return jornadas.deUsuario(usuarioId);
    },

    async guardarDeUsuario(actor: Actor, usuarioId: number, desde: string, { horasPorDia }: JornadaBody): Promise<Jornada[]> {
      fechaIso(desde);
      exigirAdmin(actor);
      await exigirUsuario(usuarioId);
      await exigirObjetivoModificable(hastaLaSiguiente(await jornadas.deUsuario(usuarioId), desde));
      await transaccion(async (tx) => {
        // The user's writes take turns, so what was there is what this one replaces.
        await tx.usuarios.bloquear(usuarioId);
        await guardar(tx, actor, usuarioId, { desde, horasPorDia }, await tx.jornadas.deUsuario(usuarioId));
      });
      return jornadas.deUsuario(usuarioId);
    },

    async eliminarDeUsuario(actor: Actor, usuarioId: number, desde: string): Promise<void> {
      fechaIso(desde);
      exigirAdmin(actor);
      await exigirUsuario(usuarioId);
      const noTiene = () => new NoEncontradoError(`El usuario con ID ${usuarioId} no tiene una jornada desde el ${aFechaCarga(desde)}.`);
      const lista = await jornadas.deUsuario(usuarioId);
      if (!lista.some((j) => j.desde === desde)) throw noTiene();
      await exigirObjetivoModificable(hastaLaSiguiente(lista, desde));
      await transaccion(async (tx) => {
        await tx.usuarios.bloquear(usuarioId);
        const borrada = (await tx.jornadas.deUsuario(usuarioId)).find((j) => j.desde === desde);
        if (!borrada) throw noTiene();
        await tx.jornadas.eliminarDeUsuario(usuarioId, desde);
        await tx.historial.registrar(actor, { ...registro(usuarioId, desde), accion: 'eliminar', cambios: eliminacion({ horasPorDia: borrada.horasPorDia }) });
      });
    },

    defecto: (): Promise<Jornada[]> => jornadas.defecto(),

    async guardarDefecto(actor: Actor, desde: string, { horasPorDia }: JornadaBody): Promise<Jornada[]> {
      fechaIso(desde);
      exigirAdmin(actor);
      await exigirObjetivoModificable(hastaLaSiguiente(await jornadas.defecto(), desde));
      await transaccion(async (tx) => {
        await tx.jornadas.bloquearDefecto();
        await guardar(tx, actor, null, { desde, horasPorDia }, await tx.jornadas.defecto());
      });
      return jornadas.defecto();
    },
  };
}
