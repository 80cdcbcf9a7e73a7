import type { Hora } from '@horas/shared/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ejecutarPreparada } from '../db/preparadas';
import { clientes, horas, servicios, tareas } from '../db/schema';
import { consultaHorasJson, type FiltroHoras } from './horas-json';

export type { FiltroHoras } from './horas-json';

export interface DatosHora {
  usuarioId: number;
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
  fecha: string;
  horas: number;
  descripcion: string;
  senorityhora: string;
}

/** A listing as the database wrote it: the entries' JSON text, their hours and distinct days. */
export interface ListadoHoras {
  json: string;
  total: number;
  dias: number;
}

export function horasRepository(db: Db) {
  async function listar(filtro: FiltroHoras): Promise<ListadoHoras> {
    const { nombre, texto, valores } = consultaHorasJson(filtro);
    const [fila] = await ejecutarPreparada<ListadoHoras>(db, nombre, texto, valores);
    return fila;
  }

  return {
    listar,

    porId: async (id: number): Promise<Hora | undefined> => (JSON.parse((await listar({ id })).json) as Hora[])[0],

    /** Owner, day and references of an entry, for permission, window and edit checks. */
    cabecera: async (id: number) =>
      (await db.select({
        id: horas.id, usuarioId: horas.usuarioId, fecha: horas.fecha, clienteId: horas.clienteId, servicioId: horas.servicioId, tareaId: horas.tareaId,
      })
        .from(horas).where(eq(horas.id, id)))[0],

    /** An entry with the names of its client, service and task as they are now: what its history records. */
    conNombres: async (id: number) =>
      (await db.select({
        clienteId: horas.clienteId, cliente: clientes.nombre, servicioId: horas.servicioId, servicio: servicios.nombre,
        tareaId: horas.tareaId, tarea: tareas.nombre, fecha: horas.fecha, horas: sql<number>`${horas.horas}::float8`, descripcion: horas.descripcion,
      })
        .from(horas)
        .leftJoin(clientes, eq(clientes.id, horas.clienteId))
        .leftJoin(servicios, eq(servicios.id, horas.servicioId))
        .innerJoin(tareas, eq(tareas.id, horas.tareaId))
        .where(eq(horas.id, id)))[0],

    /** Hours already logged by a user on a day, optionally ignoring one entry (the one being edited). */
    totalDelDia: async (usuarioId: number, fecha: string, exceptoId?: number): Promise<number> => {
      const [fila] = await db.select({ total: sql<string>`coalesce(sum(${horas.horas}), 0)` }).from(horas)
        .where(and(eq(horas.usuarioId, usuarioId), eq(horas.fecha, fecha), exceptoId !== undefined ? ne(horas.id, exceptoId) : undefined));
      return Number(fila.total);
    },

    crear: async (datos: DatosHora): Promise<number> => {
      const [{ id }] = await db.insert(horas).values({ ...datos, horas: datos.horas.toFixed(2) }).returning({ id: horas.id });
      return id;
    },

    actualizar: async (id: number, datos: DatosHora): Promise<void> => {
      await db.update(horas).set({ ...datos, horas: datos.horas.toFixed(2) }).where(eq(horas.id, id));
    },

    eliminar: async (id: number): Promise<void> => {
      await db.delete(horas).where(eq(horas.id, id));
    },
  };
}
export type HorasRepository = ReturnType<typeof horasRepository>;
