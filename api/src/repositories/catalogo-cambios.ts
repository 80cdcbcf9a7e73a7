import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sinRepetir } from '../db/errores';
import { conNombreCanonico } from '../db/formas-canonicas';
import { areas, servicios, tareas } from '../db/schema';

/** What a PUT of an area, service or task may change. */
export interface CambiosCatalogo {
  nombre?: string;
  activo?: boolean;
}

/** The new row's id, or null when its name is already in use within its parent (unique index). */
const idCreado = (filas: { id: number }[]): number | null => filas[0]?.id ?? null;

/** A rename writes the canonical form too, the column the unique index is on. */
const cambiosConForma = (cambios: CambiosCatalogo) => (cambios.nombre === undefined ? cambios : { ...cambios, ...conNombreCanonico(cambios.nombre) });

/** Creates and changes areas, services and tasks; `false` / null where the name repeats. */
export function catalogoCambiosRepository(db: Db) {
  return {
    crearArea: async (nombre: string) => idCreado(await db.insert(areas).values(conNombreCanonico(nombre)).onConflictDoNothing().returning({ id: areas.id })),
    crearServicio: async (nombre: string, areaId: number) =>
      idCreado(await db.insert(servicios).values({ ...conNombreCanonico(nombre), areaId }).onConflictDoNothing().returning({ id: servicios.id })),
    crearTarea: async (nombre: string, servicioId: number | null) =>
      idCreado(await db.insert(tareas).values({ ...conNombreCanonico(nombre), servicioId }).onConflictDoNothing().returning({ id: tareas.id })),

    cambiarArea: (id: number, cambios: CambiosCatalogo) => sinRepetir(() => db.update(areas).set(cambiosConForma(cambios)).where(eq(areas.id, id))),
    cambiarServicio: (id: number, cambios: CambiosCatalogo) => sinRepetir(() => db.update(servicios).set(cambiosConForma(cambios)).where(eq(servicios.id, id))),
    cambiarTarea: (id: number, cambios: CambiosCatalogo) => sinRepetir(() => db.update(tareas).set(cambiosConForma(cambios)).where(eq(tareas.id, id))),
  };
}
export type CatalogoCambiosRepository = ReturnType<typeof catalogoCambiosRepository>;
