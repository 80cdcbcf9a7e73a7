import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secretos } from '../db/schema';

export function secretosRepository(db: Db) {
  return {
    /** The stored value, or `generar()`'s stored now: when instances race, the first insert wins for all. */
    async obtenerOCrear(nombre: string, generar: () => string): Promise<string> {
      await db.insert(secretos).values({ nombre, valor: generar() }).onConflictDoNothing({ target: secretos.nombre });
      const [fila] = await db.select({ valor: secretos.valor }).from(secretos).where(eq(secretos.nombre, nombre));
      return fila.valor;
    },
  };
}
export type SecretosRepository = ReturnType<typeof secretosRepository>;
