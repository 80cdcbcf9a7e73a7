import type { Jornada, JornadaBody } from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { aFechaCarga, fechaIso, sumarDias } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { HistorialRepository } from '../repositories/historial';
import type { JornadasRepository } from '../repositories/jornadas';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { creacion, eliminacion, registrarEdicion } from './cambios';
import { exigirObjetivoModificable, type DiasDeObjetivo, type RepositoriosObjetivo } from './objetivo-modificable';

export const MENSAJE_JORNADA_AJENA = 'No tiene permisos para ver la jornada de otros usuarios.';
export const usuarioNoEncontrado = (id: number) => new NoEncontradoError(`Usuario con ID ${id} no encontrado`);

export interface JornadasDeps {
  jornadas: Pick<JornadasRepository, 'deUsuario' | 'defecto'>;
  usuarios: Pick<UsuariosRepository, 'alta'>;
  transaccion: EnTransaccion<RepositoriosEscritura>;
}

/** What a jornada's write needs inside its transaction: the targets' lock, the jornadas, their history. */
interface RepositoriosEscritura extends RepositoriosObjetivo {
  jornadas: JornadasRepository;
  historial: Pick<HistorialRepository, 'registrar'>;
}

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

/** A jornada written from `desde` changes the targets from that day until the eve of the next jornada's `desde`. */
const hastaLaSiguiente = (lista: Jornada[], desde: string): DiasDeObjetivo => {
  const siguiente = lista.find((j) => j.desde > desde)?.desde;
  return { desde, hasta: siguiente === undefined ? undefined : sumarDias(siguiente, -1) };
};

/**
 * The days a user's jornada written (`queda`) or deleted from `desde` changes: until the next
 * jornada's eve, and also every day between the user's start before and after, when it moves (a
 * user starts on their first jornada's `desde`, else on `alta`; before it their target is 0).
 */
function diasDeUsuario(usuarioId: number, lista: Jornada[], alta: string, desde: string, queda: boolean): DiasDeObjetivo {
  const inicio = (desdes: string[]) => desdes.sort()[0] ?? alta;
  const otras = lista.map((j) => j.desde).filter((d) => d !== desde);
  const antes = inicio(lista.map((j) => j.desde));
  const despues = inicio(queda ? [...otras, desde] : otras);
  const dias = hastaLaSiguiente(lista, desde);
  return { ...dias, desde: antes === despues ? desde : [desde, antes, despues].sort()[0], usuarioId };
}

/**
 * Jornadas: each user's own (read by themselves or an administrator, written by an administrator)
 * and the company's default ones (read by anyone). Checks in the API's order: the dates (400),
 * who asks (403), the user (404), a day of an approved month (409).
 */
export function jornadasService({ jornadas, usuarios, transaccion }: JornadasDeps) {
  async function exigirAlta(id: number): Promise<string> {
    const alta = await usuarios.alta(id);
    if (alta === undefined) throw usuarioNoEncontrado(id);
    return alta;
  }

  return {
    async deUsuario(actor: Actor, usuarioId: number): Promise<Jornada[]> {
      if (usuarioId !== actor.id && !esAdmin(actor)) throw new SinPermisoError(MENSAJE_JORNADA_AJENA);
      await exigirAlta(usuarioId);
      return jornadas.deUsuario(usuarioId);
    },

    async guardarDeUsuario(actor: Actor, usuarioId: number, desde: string, { horasPorDia }: JornadaBody): Promise<Jornada[]> {
      fechaIso(desde);
      exigirAdmin(actor);
      const alta = await exigirAlta(usuarioId);
      await transaccion(async (tx) => {
        // Read under the targets' lock (exigirObjetivoModificable): what was there is what this one replaces.
        let lista: Jornada[] = [];
        await exigirObjetivoModificable(tx, async () => {
          lista = await tx.jornadas.deUsuario(usuarioId);
          return diasDeUsuario(usuarioId, lista, alta, desde, true);
        });
        await guardar(tx, actor, usuarioId, { desde, horasPorDia }, lista);
      });
      return jornadas.deUsuario(usuarioId);
    },

    async eliminarDeUsuario(actor: Actor, usuarioId: number, desde: string): Promise<void> {
      fechaIso(desde);
      exigirAdmin(actor);
      const alta = await exigirAlta(usuarioId);
      await transaccion(async (tx) => {
        let borrada: Jornada | undefined;
        await exigirObjetivoModificable(tx, async () => {
          const lista = await tx.jornadas.deUsuario(usuarioId);
          borrada = lista.find((j) => j.desde === desde);
          if (!borrada) throw new NoEncontradoError(`El usuario con ID ${usuarioId} no tiene una jornada desde el ${aFechaCarga(desde)}.`);
          return diasDeUsuario(usuarioId, lista, alta, desde, false);
        });
        await tx.jornadas.eliminarDeUsuario(usuarioId, desde);
        await tx.historial.registrar(actor, { ...registro(usuarioId, desde), accion: 'eliminar', cambios: eliminacion({ horasPorDia: borrada!.horasPorDia }) });
      });
    },

    defecto: (): Promise<Jornada[]> => jornadas.defecto(),

    async guardarDefecto(actor: Actor, desde: string, { horasPorDia }: JornadaBody): Promise<Jornada[]> {
      fechaIso(desde);
      exigirAdmin(actor);
      await transaccion(async (tx) => {
        let lista: Jornada[] = [];
        await exigirObjetivoModificable(tx, async () => {
          lista = await tx.jornadas.defecto();
          return hastaLaSiguiente(lista, desde);
        });
        await guardar(tx, actor, null, { desde, horasPorDia }, lista);
      });
      return jornadas.defecto();
    },
  };
}
