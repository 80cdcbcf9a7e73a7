import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientes, filasTabla, servicios, tareas } from '../db/schema';

/** A row of a week's grid: its references and the description its new entries take. */
export interface FilaTablaGuardada {
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
  descripcion: string;
}

/** The rows a person added to their weeks' grids ('Tabla'). */
export function filasTablaRepository(db: Db) {
  return {
    /** A week's rows in order, with their names as they are now. */
    deSemana: (usuarioId: number, lunes: string) =>
      db.select({
        clienteId: filasTabla.clienteId, servicioId: filasTabla.servicioId, tareaId: filasTabla.tareaId,
        cliente: clientes.nombre, servicio: servicios.nombre, tarea: tareas.nombre, descripcion: filasTabla.descripcion,
      })
        .from(filasTabla)
        .innerJoin(tareas, eq(tareas.id, filasTabla.tareaId))
        .leftJoin(clientes, eq(clientes.id, filasTabla.clienteId))
        .leftJoin(servicios, eq(servicios.id, filasTabla.servicioId))
        .where(and(eq(filasTabla.usuarioId, usuarioId), eq(filasTabla.lunes, lunes)))
        .orderBy(asc(filasTabla.posicion)),

    /** Replaces a week's rows; run under the person's row lock, so two replacements do not mix. */
    async reemplazar(usuarioId: number, lunes: string, filas: FilaTablaGuardada[]): Promise<void> {
      await db.delete(filasTabla).where(and(eq(filasTabla.usuarioId, usuarioId), eq(filasTabla.lunes, lunes)));
      if (filas.length) await db.insert(filasTabla).values(filas.map((fila, posicion) => ({ ...fila, usuarioId, lunes, posicion })));
    },
  };
}
export type FilasTablaRepository = ReturnType<typeof filasTablaRepository>;
