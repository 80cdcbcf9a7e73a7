import type { AreaCatalogo, Servicio, Tarea } from '@horas/shared/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, clienteAreas, clienteServicios, servicios, tareas } from '../db/schema';

const colArea = { id: areas.id, nombre: areas.nombre, activo: areas.activo };
const colServicio = { id: servicios.id, nombre: servicios.nombre, areaId: servicios.areaId, activo: servicios.activo };
const colTarea = { id: tareas.id, nombre: tareas.nombre, servicioId: tareas.servicioId, activo: tareas.activo };
const porNombre = <T extends typeof servicios | typeof tareas>(t: T) => [asc(t.nombre), asc(t.id)];

/** Reads of areas, services and tasks. Lists for new hour entries hold active items only. */
export function catalogoRepository(db: Db) {
  return {
    listarAreas: (): Promise<AreaCatalogo[]> => db.select(colArea).from(areas).orderBy(asc(areas.nombre)),

    area: async (id: number): Promise<AreaCatalogo | undefined> => (await db.select(colArea).from(areas).where(eq(areas.id, id)))[0],

    areasPorIds: (ids: number[]): Promise<AreaCatalogo[]> =>
      ids.length ? db.select(colArea).from(areas).where(inArray(areas.id, ids)) : Promise.resolve([]),

    listarServicios: (): Promise<Servicio[]> => db.select(colServicio).from(servicios).orderBy(...porNombre(servicios)),

    servicio: async (id: number): Promise<Servicio | undefined> =>
      (await db.select(colServicio).from(servicios).where(eq(servicios.id, id)))[0],

    serviciosPorIds: (ids: number[]): Promise<Servicio[]> =>
      ids.length ? db.select(colServicio).from(servicios).where(inArray(servicios.id, ids)) : Promise.resolve([]),

    serviciosDeAreas: (areaIds: number[]): Promise<Servicio[]> =>
      areaIds.length
        ? db.select(colServicio).from(servicios).where(inArray(servicios.areaId, areaIds)).orderBy(...porNombre(servicios))
        : Promise.resolve([]),

    /** The client's assigned services that are active and of an active area: the hour form's list. */
    serviciosUsablesDeCliente: (clienteId: number): Promise<Servicio[]> =>
      db.select(colServicio).from(clienteServicios)
        .innerJoin(servicios, eq(servicios.id, clienteServicios.servicioId))
        .innerJoin(areas, eq(areas.id, servicios.areaId))
        .where(and(eq(clienteServicios.clienteId, clienteId), eq(servicios.activo, true), eq(areas.activo, true)))
        .orderBy(...porNombre(servicios)),

    areasDeCliente: (clienteId: number): Promise<AreaCatalogo[]> =>
      db.select(colArea).from(clienteAreas)
        .innerJoin(areas, eq(areas.id, clienteAreas.areaId))
        .where(eq(clienteAreas.clienteId, clienteId))
        .orderBy(asc(areas.nombre)),

    servicioAsignado: async (clienteId: number, servicioId: number): Promise<boolean> =>
      (await db.select({ id: clienteServicios.servicioId }).from(clienteServicios)
        .where(and(eq(clienteServicios.clienteId, clienteId), eq(clienteServicios.servicioId, servicioId)))).length > 0,

    /** Every task, inactive ones too. */
    listarTareas: (): Promise<Tarea[]> => db.select(colTarea).from(tareas).orderBy(...porNombre(tareas)),

    tareasActivasDeServicio: (servicioId: number): Promise<Tarea[]> =>
      db.select(colTarea).from(tareas).where(and(eq(tareas.servicioId, servicioId), eq(tareas.activo, true))).orderBy(...porNombre(tareas)),

    tareasDefaultActivas: (): Promise<Tarea[]> =>
      db.select(colTarea).from(tareas).where(and(isNull(tareas.servicioId), eq(tareas.activo, true))).orderBy(...porNombre(tareas)),

    tarea: async (id: number): Promise<Tarea | undefined> => (await db.select(colTarea).from(tareas).where(eq(tareas.id, id)))[0],
  };
}
export type CatalogoRepository = ReturnType<typeof catalogoRepository>;
