import type { Area, Servicio, Tarea } from '@horas/shared/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, clienteAreas, clienteServicios, servicios, tareas } from '../db/schema';

const colServicio = { id: servicios.id, nombre: servicios.nombre, areaId: servicios.areaId };
const colTarea = { id: tareas.id, nombre: tareas.nombre, servicioId: tareas.servicioId };

export function catalogoRepository(db: Db) {
  return {
    listarAreas: (): Promise<Area[]> => db.select({ id: areas.id, nombre: areas.nombre }).from(areas).orderBy(asc(areas.nombre)),

    area: async (id: number): Promise<Area | undefined> =>
      (await db.select({ id: areas.id, nombre: areas.nombre }).from(areas).where(eq(areas.id, id)))[0],

    areasExistentes: async (ids: number[]): Promise<number[]> =>
      ids.length ? (await db.select({ id: areas.id }).from(areas).where(inArray(areas.id, ids))).map((a) => a.id) : [],

    servicio: async (id: number): Promise<Servicio | undefined> =>
      (await db.select(colServicio).from(servicios).where(eq(servicios.id, id)))[0],

    serviciosPorIds: (ids: number[]): Promise<Servicio[]> =>
      ids.length ? db.select(colServicio).from(servicios).where(inArray(servicios.id, ids)) : Promise.resolve([]),

    serviciosDeAreas: (areaIds: number[]): Promise<Servicio[]> =>
      areaIds.length
        ? db.select(colServicio).from(servicios).where(inArray(servicios.areaId, areaIds)).orderBy(asc(servicios.nombre), asc(servicios.id))
        : Promise.resolve([]),

    /** Services assigned to a client. */
    serviciosDeCliente: (clienteId: number): Promise<Servicio[]> =>
      db.select(colServicio).from(clienteServicios)
        .innerJoin(servicios, eq(servicios.id, clienteServicios.servicioId))
        .where(eq(clienteServicios.clienteId, clienteId))
        .orderBy(asc(servicios.nombre), asc(servicios.id)),

    areasDeCliente: (clienteId: number): Promise<Area[]> =>
      db.select({ id: areas.id, nombre: areas.nombre }).from(clienteAreas)
        .innerJoin(areas, eq(areas.id, clienteAreas.areaId))
        .where(eq(clienteAreas.clienteId, clienteId))
        .orderBy(asc(areas.nombre)),

    servicioAsignado: async (clienteId: number, servicioId: number): Promise<boolean> =>
      (await db.select({ id: clienteServicios.servicioId }).from(clienteServicios)
        .where(and(eq(clienteServicios.clienteId, clienteId), eq(clienteServicios.servicioId, servicioId)))).length > 0,

    listarTareas: (): Promise<Tarea[]> => db.select(colTarea).from(tareas).orderBy(asc(tareas.nombre), asc(tareas.id)),

    tareasDeServicio: (servicioId: number): Promise<Tarea[]> =>
      db.select(colTarea).from(tareas).where(eq(tareas.servicioId, servicioId)).orderBy(asc(tareas.nombre), asc(tareas.id)),

    tareasDefault: (): Promise<Tarea[]> =>
      db.select(colTarea).from(tareas).where(isNull(tareas.servicioId)).orderBy(asc(tareas.nombre), asc(tareas.id)),

    tarea: async (id: number): Promise<Tarea | undefined> => (await db.select(colTarea).from(tareas).where(eq(tareas.id, id)))[0],
  };
}
export type CatalogoRepository = ReturnType<typeof catalogoRepository>;
