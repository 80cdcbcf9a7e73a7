import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cronometros } from '../db/schema';

/** What a timer is for, as far as it is known while it runs. */
export interface ParaQueCronometro {
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number | null;
  descripcion: string | null;
}

export interface FilaCronometro extends ParaQueCronometro {
  inicio: Date;
}

const columnas = {
  inicio: cronometros.inicio, clienteId: cronometros.clienteId, servicioId: cronometros.servicioId,
  tareaId: cronometros.tareaId, descripcion: cronometros.descripcion,
};

/** Each person's running timer, one at most (the primary key). */
export function cronometrosRepository(db: Db) {
  return {
    async de(usuarioId: number): Promise<FilaCronometro | undefined> {
      return (await db.select(columnas).from(cronometros).where(eq(cronometros.usuarioId, usuarioId)))[0];
    },

    /** The new timer; undefined when one is already running (the primary key decides, on any instance). */
    async iniciar(usuarioId: number, inicio: Date, paraQue: ParaQueCronometro): Promise<FilaCronometro | undefined> {
      return (await db.insert(cronometros).values({ usuarioId, inicio, ...paraQue }).onConflictDoNothing().returning(columnas))[0];
    },

    /** The timer with what it is for replaced; undefined when none runs. */
    async cambiar(usuarioId: number, paraQue: ParaQueCronometro): Promise<FilaCronometro | undefined> {
      return (await db.update(cronometros).set(paraQue).where(eq(cronometros.usuarioId, usuarioId)).returning(columnas))[0];
    },

    /**
     * Removes the timer and returns it as it was (undefined: none): of two removals at once, one gets
     * it. Inside a transaction the row stays locked until the commit, and a rollback keeps it running.
     */
    async quitar(usuarioId: number): Promise<FilaCronometro | undefined> {
      return (await db.delete(cronometros).where(eq(cronometros.usuarioId, usuarioId)).returning(columnas))[0];
    },
  };
}
export type CronometrosRepository = ReturnType<typeof cronometrosRepository>;
