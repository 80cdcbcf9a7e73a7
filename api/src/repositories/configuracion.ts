import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { configuracion } from '../db/schema';

export function configuracionRepository(db: Db) {
  return {
    async horasHabilitadas(): Promise<boolean> {
      const [fila] = await db.select({ valor: configuracion.horasHabilitadas }).from(configuracion).where(eq(configuracion.id, 1));
      return fila?.valor ?? false;
    },

    /** The switch, its row locked until the transaction ends: a change reads what it changes. */
    async horasHabilitadasParaCambiar(): Promise<boolean> {
      const [fila] = await db.select({ valor: configuracion.horasHabilitadas }).from(configuracion).where(eq(configuracion.id, 1)).for('update');
      return fila?.valor ?? false;
    },

    async guardarHorasHabilitadas(valor: boolean): Promise<boolean> {
      await db.insert(configuracion).values({ id: 1, horasHabilitadas: valor })
        .onConflictDoUpdate({ target: configuracion.id, set: { horasHabilitadas: valor } });
      return valor;
    },

    /**
     * How many times targets moved. `compartida`: held FOR SHARE until the transaction ends, so no
     * write that moves targets (`avanzarVersionObjetivos`) commits meanwhile.
     */
    async versionObjetivos({ compartida = false } = {}): Promise<number> {
      const consulta = db.select({ version: configuracion.versionObjetivos }).from(configuracion).where(eq(configuracion.id, 1));
      const [fila] = await (compartida ? consulta.for('share') : consulta);
      return fila?.version ?? 0;
    },

    /** A write that moves targets starts here: the row stays locked until its transaction ends. */
    async avanzarVersionObjetivos(): Promise<void> {
      await db.insert(configuracion).values({ id: 1 })
        .onConflictDoUpdate({ target: configuracion.id, set: { versionObjetivos: sql`${configuracion.versionObjetivos} + 1` } });
    },
  };
}
export type ConfiguracionRepository = ReturnType<typeof configuracionRepository>;
