import type { Jornada, JornadaBody } from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { aFechaCarga, fechaIso } from '../lib/fechas';
import type { JornadasRepository } from '../repositories/jornadas';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { exigirObjetivoModificable } from './objetivo-modificable';

export const MENSAJE_JORNADA_AJENA = 'No tiene permisos para ver la jornada de otros usuarios.';
export const usuarioNoEncontrado = (id: number) => new NoEncontradoError(`Usuario con ID ${id} no encontrado`);

export interface JornadasDeps {
  jornadas: JornadasRepository;
  usuarios: Pick<UsuariosRepository, 'existe'>;
}

/** A jornada written from `desde` changes the targets from that day until the next jornada's `desde`. */
const hastaLaSiguiente = (lista: Jornada[], desde: string) => ({ desde, hasta: lista.find((j) => j.desde > desde)?.desde });

/**
 * Jornadas: each user's own (read by themselves or an administrator, written by an administrator)
 * and the company's default ones (read by anyone). Checks in the API's order: the dates (400),
 * who asks (403), the user (404).
 */
export function jornadasService({ jornadas, usuarios }: JornadasDeps) {
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
      await jornadas.guardarDeUsuario(usuarioId, { desde, horasPorDia });
      return jornadas.deUsuario(usuarioId);
    },

    async eliminarDeUsuario(actor: Actor, usuarioId: number, desde: string): Promise<void> {
      fechaIso(desde);
      exigirAdmin(actor);
      await exigirUsuario(usuarioId);
      const lista = await jornadas.deUsuario(usuarioId);
      if (!lista.some((j) => j.desde === desde)) {
        throw new NoEncontradoError(`El usuario con ID ${usuarioId} no tiene una jornada desde el ${aFechaCarga(desde)}.`);
      }
      await exigirObjetivoModificable(hastaLaSiguiente(lista, desde));
      await jornadas.eliminarDeUsuario(usuarioId, desde);
    },

    defecto: (): Promise<Jornada[]> => jornadas.defecto(),

    async guardarDefecto(actor: Actor, desde: string, { horasPorDia }: JornadaBody): Promise<Jornada[]> {
      fechaIso(desde);
      exigirAdmin(actor);
      await exigirObjetivoModificable(hastaLaSiguiente(await jornadas.defecto(), desde));
      await jornadas.guardarDefecto({ desde, horasPorDia });
      return jornadas.defecto();
    },
  };
}
