import type { Feriado } from '@horas/shared/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feriados } from '../db/schema';

const columnas = { fecha: feriados.fecha, nombre: feriados.nombre };

export function feriadosRepository(db: Db) {
  return {
    delAño: (año: number): Promise<Feriado[]> =>
      db.select(columnas).from(feriados)
        .where(and(gte(feriados.fecha, `${año}-01-01`), lte(feriados.fecha, `${año}-12-31`))).orderBy(asc(feriados.fecha)),

    porFecha: async (fecha: string): Promise<Feriado | undefined> => (await db.select(columnas).from(feriados).where(eq(feriados.fecha, fecha)))[0],

    /** `false` when the day is a holiday already (the primary key decides, whatever the number of instances). */
    async crear(feriado: Feriado): Promise<boolean> {
      return (await db.insert(feriados).values(feriado).onConflictDoNothing().returning({ fecha: feriados.fecha })).length > 0;
    },

    /** The holiday deleted, or undefined when there was none that day. */
    eliminar: async (fecha: string): Promise<Feriado | undefined> => (await db.delete(feriados).where(eq(feriados.fecha, fecha)).returning(columnas))[0],
  };
}
export type FeriadosRepository = ReturnType<typeof feriadosRepository>;
