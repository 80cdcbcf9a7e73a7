import { formaCanonica, type Area, type Cliente, type Servicio } from '@horas/shared/contracts';
import { and, asc, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conNombreCanonico } from '../db/formas-canonicas';
import { areas, clienteAreas, clienteServicios, clientes, servicios, usuarioAreas } from '../db/schema';

export interface DatosCliente {
  nombre: string;
  descripcion?: string | null;
  correo?: string | null;
  numeroContacto?: string | null;
  direccion?: string | null;
  estado: boolean;
}

const columnas = {
  id: clientes.id, nombre: clientes.nombre, descripcion: clientes.descripcion, correo: clientes.correo,
  numeroContacto: clientes.numeroContacto, direccion: clientes.direccion, estado: clientes.estado,
};

/** The client (in the outer query) shares an active area with the user: whom staff may log hours for. */
const comparteAreaActiva = (db: Db, usuarioId: number) => exists(
  db.select({ uno: sql`1` }).from(clienteAreas)
    .innerJoin(usuarioAreas, eq(usuarioAreas.areaId, clienteAreas.areaId))
    .innerJoin(areas, and(eq(areas.id, clienteAreas.areaId), eq(areas.activo, true)))
    .where(and(eq(clienteAreas.clienteId, clientes.id), eq(usuarioAreas.usuarioId, usuarioId))),
);

export function clientesRepository(db: Db) {
  async function completar(filas: Omit<Cliente, 'areas' | 'servicios'>[]): Promise<Cliente[]> {
    const ids = filas.map((f) => f.id);
    if (ids.length === 0) return [];
    const [filasAreas, filasServicios] = await Promise.all([
      db.select({ clienteId: clienteAreas.clienteId, id: areas.id, nombre: areas.nombre })
        .from(clienteAreas).innerJoin(areas, eq(areas.id, clienteAreas.areaId))
        .where(inArray(clienteAreas.clienteId, ids)).orderBy(asc(areas.nombre)),
      db.select({ clienteId: clienteServicios.clienteId, id: servicios.id, nombre: servicios.nombre, areaId: servicios.areaId, activo: servicios.activo })
        .from(clienteServicios).innerJoin(servicios, eq(servicios.id, clienteServicios.servicioId))
        .where(inArray(clienteServicios.clienteId, ids)).orderBy(asc(servicios.nombre), asc(servicios.id)),
    ]);
    const porCliente = <T extends { clienteId: number }>(lista: T[]) => {
      const mapa = new Map<number, Omit<T, 'clienteId'>[]>();
      for (const { clienteId, ...resto } of lista) mapa.set(clienteId, [...(mapa.get(clienteId) ?? []), resto]);
      return mapa;
    };
    const a = porCliente(filasAreas);
    const s = porCliente(filasServicios);
    return filas.map((f) => ({ ...f, areas: (a.get(f.id) ?? []) as Area[], servicios: (s.get(f.id) ?? []) as Servicio[] }));
  }

  async function reemplazarServicios(id: number, servicioIds: number[]) {
    await db.delete(clienteServicios).where(eq(clienteServicios.clienteId, id));
    if (servicioIds.length) await db.insert(clienteServicios).values(servicioIds.map((servicioId) => ({ clienteId: id, servicioId })));
  }

  async function listarDonde(filtro?: SQL): Promise<Cliente[]> {
    const filas = await db.select(columnas).from(clientes).where(filtro).orderBy(asc(clientes.nombre), asc(clientes.id));
    return completar(filas);
  }

  return {
    listar: () => listarDonde(),

    /** Active clients sharing at least one active area with the user. */
    activosDeUsuario: (usuarioId: number) => listarDonde(and(eq(clientes.estado, true), comparteAreaActiva(db, usuarioId))),

    comparteArea: async (clienteId: number, usuarioId: number): Promise<boolean> =>
      (await db.select({ id: clientes.id }).from(clientes).where(and(eq(clientes.id, clienteId), comparteAreaActiva(db, usuarioId)))).length > 0,

    activos: () => listarDonde(eq(clientes.estado, true)),

    porId: async (id: number): Promise<Cliente | undefined> => (await listarDonde(eq(clientes.id, id)))[0],

    resumen: async (id: number) =>
      (await db.select({ id: clientes.id, nombre: clientes.nombre, estado: clientes.estado }).from(clientes).where(eq(clientes.id, id)))[0],

    /** Whether another client's name is the same in canonical form (`formaCanonica`). */
    nombreEnUso: async (nombre: string, exceptoId?: number): Promise<boolean> => {
      const mismo = eq(clientes.nombreCanonico, formaCanonica(nombre));
      const filas = await db.select({ id: clientes.id }).from(clientes)
        .where(exceptoId === undefined ? mismo : and(mismo, ne(clientes.id, exceptoId)));
      return filas.length > 0;
    },

    // The writes below are several statements each: call them inside a transaction (the services do,
    // with the change's history record).

    crear: async (datos: DatosCliente, areaIds: number[]): Promise<number> => {
      const [{ id }] = await db.insert(clientes).values({ ...datos, ...conNombreCanonico(datos.nombre) }).returning({ id: clientes.id });
      await db.insert(clienteAreas).values(areaIds.map((areaId) => ({ clienteId: id, areaId })));
      return id;
    },

    /** Replaces data, areas and services at once. */
    actualizar: async (id: number, datos: DatosCliente, areaIds: number[], servicioIds: number[]) => {
      await db.update(clientes).set({ ...datos, ...conNombreCanonico(datos.nombre) }).where(eq(clientes.id, id));
      await db.delete(clienteAreas).where(eq(clienteAreas.clienteId, id));
      if (areaIds.length) await db.insert(clienteAreas).values(areaIds.map((areaId) => ({ clienteId: id, areaId })));
      await reemplazarServicios(id, servicioIds);
    },

    agregarServicios: async (id: number, servicioIds: number[]) => {
      if (servicioIds.length) await db.insert(clienteServicios).values(servicioIds.map((servicioId) => ({ clienteId: id, servicioId }))).onConflictDoNothing();
    },

    reemplazarServicios,
  };
}
export type ClientesRepository = ReturnType<typeof clientesRepository>;
