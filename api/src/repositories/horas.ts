import type { Hora } from '@horas/shared/contracts';
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientes, horas, servicios, tareas, usuarioAreas, usuarios } from '../db/schema';
import { aFechaCarga } from '../lib/fechas';
import { usuariosRepository } from './usuarios';

export interface FiltroHoras {
  usuarioId?: number;
  clienteId?: number;
  /** Entries of the users who belong to this area. */
  areaId?: number;
  desde?: string;
  hasta?: string;
}

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

const columnas = {
  id: horas.id, clienteId: horas.clienteId, servicioId: horas.servicioId, tareaId: horas.tareaId,
  horas: horas.horas, descripcion: horas.descripcion, usuarioId: horas.usuarioId, fecha: horas.fecha,
  senorityhora: horas.senorityhora, clienteNombre: clientes.nombre, usuarioNombre: usuarios.nombre,
  usuarioApellidos: usuarios.apellidos, servicioNombre: servicios.nombre, tareaNombre: tareas.nombre,
};

function condiciones(db: Db, f: FiltroHoras): SQL | undefined {
  return and(
    f.usuarioId !== undefined ? eq(horas.usuarioId, f.usuarioId) : undefined,
    f.clienteId !== undefined ? eq(horas.clienteId, f.clienteId) : undefined,
    f.areaId !== undefined
      ? inArray(horas.usuarioId, db.select({ id: usuarioAreas.usuarioId }).from(usuarioAreas).where(eq(usuarioAreas.areaId, f.areaId)))
      : undefined,
    f.desde !== undefined ? gte(horas.fecha, f.desde) : undefined,
    f.hasta !== undefined ? lte(horas.fecha, f.hasta) : undefined,
  );
}

type FilaHora = Awaited<ReturnType<ReturnType<typeof seleccion>['execute']>>[number];

function seleccion(db: Db) {
  return db.select(columnas).from(horas)
    .innerJoin(usuarios, eq(usuarios.id, horas.usuarioId))
    .innerJoin(tareas, eq(tareas.id, horas.tareaId))
    .leftJoin(clientes, eq(clientes.id, horas.clienteId))
    .leftJoin(servicios, eq(servicios.id, horas.servicioId));
}

/** The hottest query (week view, mis-horas): prepared, so PostgreSQL plans it once per connection. */
function preparadaUsuarioRango(db: Db) {
  return seleccion(db)
    .where(and(
      eq(horas.usuarioId, sql.placeholder('usuarioId')),
      gte(horas.fecha, sql.placeholder('desde')),
      lte(horas.fecha, sql.placeholder('hasta')),
    ))
    .orderBy(asc(horas.fecha), asc(horas.id))
    .prepare('horas_usuario_rango');
}

export function horasRepository(db: Db) {
  let usuarioRango: ReturnType<typeof preparadaUsuarioRango> | undefined;
  const usuariosRepo = usuariosRepository(db);

  async function aHoras(filas: FilaHora[]): Promise<Hora[]> {
    const areas = await usuariosRepo.areasDe([...new Set(filas.map((f) => f.usuarioId))]);
    return filas.map((f) => ({
      id: f.id,
      clienteId: f.clienteId,
      servicioId: f.servicioId,
      tareaId: f.tareaId,
      horas: Number(f.horas),
      descripcion: f.descripcion,
      usuarioId: f.usuarioId,
      fechaCarga: aFechaCarga(f.fecha),
      senorityhora: f.senorityhora,
      cliente: f.clienteId !== null && f.clienteNombre !== null ? { id: f.clienteId, nombre: f.clienteNombre } : null,
      usuario: { id: f.usuarioId, nombre: f.usuarioNombre, apellidos: f.usuarioApellidos, areas: areas.get(f.usuarioId) ?? [] },
      servicio: f.servicioNombre !== null ? { nombre: f.servicioNombre } : null,
      tarea: { nombre: f.tareaNombre },
    }));
  }

  async function listarDonde(where: SQL | undefined): Promise<Hora[]> {
    return aHoras(await seleccion(db).where(where).orderBy(asc(horas.fecha), asc(horas.id)));
  }

  async function listar(f: FiltroHoras): Promise<Hora[]> {
    const soloUsuarioYRango = f.usuarioId !== undefined && f.desde !== undefined && f.hasta !== undefined
      && f.clienteId === undefined && f.areaId === undefined;
    if (!soloUsuarioYRango) return listarDonde(condiciones(db, f));
    usuarioRango ??= preparadaUsuarioRango(db);
    return aHoras(await usuarioRango.execute({ usuarioId: f.usuarioId, desde: f.desde, hasta: f.hasta }));
  }

  return {
    listar,

    porId: async (id: number): Promise<Hora | undefined> => (await listarDonde(eq(horas.id, id)))[0],

    /** Owner and day of an entry, for permission and window checks. */
    cabecera: async (id: number) =>
      (await db.select({ id: horas.id, usuarioId: horas.usuarioId, fecha: horas.fecha, clienteId: horas.clienteId })
        .from(horas).where(eq(horas.id, id)))[0],

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
