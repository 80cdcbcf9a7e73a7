import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFallos } from '../db/schema';

export interface Cuenta { clave: string; fallos: number; desde: Date }

export function loginFallosRepository(db: Db) {
  return {
    /**
     * Counts one attempt for each key, atomically (concurrent attempts on any instance each get their
     * own number). A key starts a new window at `ahora` when its window started before `inicioVentana`
     * or it counts nothing (a success took its attempt back): the window starts at the first failure
     * after the last success, not at that success.
     */
    async contar(claves: string[], ahora: Date, inicioVentana: Date): Promise<Cuenta[]> {
      const vencida = sql`(${loginFallos.desde} < ${inicioVentana} or ${loginFallos.fallos} = 0)`;
      return db.insert(loginFallos).values(claves.map((clave) => ({ clave, desde: ahora, fallos: 1 })))
        .onConflictDoUpdate({
          target: loginFallos.clave,
          set: {
            fallos: sql`case when ${vencida} then 1 else ${loginFallos.fallos} + 1 end`,
            desde: sql`case when ${vencida} then excluded.desde else ${loginFallos.desde} end`,
          },
        })
        .returning({ clave: loginFallos.clave, fallos: loginFallos.fallos, desde: loginFallos.desde });
    },

    /** Takes back an attempt counted by `contar` (it succeeded), unless its window has since restarted. */
    async descontar(cuentas: Cuenta[]): Promise<void> {
      for (const { clave, desde } of cuentas) {
        await db.update(loginFallos).set({ fallos: sql`greatest(${loginFallos.fallos} - 1, 0)` })
          .where(and(eq(loginFallos.clave, clave), eq(loginFallos.desde, desde)));
      }
    },

    /**
     * The keys that just reached their ceiling start their window again at `ahora`: the lock-out lasts
     * a whole window from the failure that began it (unless another attempt restarted the key since).
     */
    async bloquear(cuentas: Cuenta[], ahora: Date): Promise<void> {
      for (const { clave, desde } of cuentas) {
        await db.update(loginFallos).set({ desde: ahora }).where(and(eq(loginFallos.clave, clave), eq(loginFallos.desde, desde)));
      }
    },

    olvidar: async (claves: string[]): Promise<void> => { await db.delete(loginFallos).where(inArray(loginFallos.clave, claves)); },

    /** Windows that ended count nothing: their rows go. */
    purgar: async (inicioVentana: Date): Promise<void> => { await db.delete(loginFallos).where(lt(loginFallos.desde, inicioVentana)); },
  };
}
export type LoginFallosRepository = ReturnType<typeof loginFallosRepository>;
