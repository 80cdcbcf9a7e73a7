import { eq } from 'drizzle-orm';
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
  };
}
export type ConfiguracionRepository = ReturnType<typeof configuracionRepository>;
