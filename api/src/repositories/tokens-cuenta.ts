import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tokensCuenta, usuarios } from '../db/schema';

export type Proposito = 'invitacion' | 'restablecer';

/** Every pending link of the user ends (`fin`): a password change or a deactivation. */
export async function anularTokensDe(db: Db, usuarioId: number, proposito?: Proposito): Promise<void> {
  await db.update(tokensCuenta).set({ fin: sql`now()` })
    .where(and(eq(tokensCuenta.usuarioId, usuarioId), isNull(tokensCuenta.fin), proposito ? eq(tokensCuenta.proposito, proposito) : undefined));
}

/** The links mailed to set a password, by the SHA-256 of their token. */
export function tokensCuentaRepository(db: Db) {
  return {
    /** A new link; the user's pending ones of the same purpose end. Call inside a transaction. */
    async crear(usuarioId: number, proposito: Proposito, hash: string, creado: Date, vence: Date): Promise<void> {
      await anularTokensDe(db, usuarioId, proposito);
      await db.insert(tokensCuenta).values({ usuarioId, proposito, hash, creado, vence });
    },

    /** Deletes the user's ended links created before `antes`. */
    async borrarTerminados(usuarioId: number, antes: Date): Promise<void> {
      await db.delete(tokensCuenta)
        .where(and(eq(tokensCuenta.usuarioId, usuarioId), isNotNull(tokensCuenta.fin), lt(tokensCuenta.creado, antes)));
    },

    /**
     * Uses a pending, unexpired link of an active user: exactly one of two racing uses gets its user
     * (the second waits on the row, then finds it used). Call inside the transaction that sets the password.
     */
    async usar(hash: string, proposito: Proposito, ahora: Date): Promise<number | undefined> {
      const [fila] = await db.update(tokensCuenta).set({ fin: ahora })
        .where(and(
          eq(tokensCuenta.hash, hash), eq(tokensCuenta.proposito, proposito), isNull(tokensCuenta.fin), gt(tokensCuenta.vence, ahora),
          sql`${tokensCuenta.usuarioId} IN (SELECT ${usuarios.id} FROM ${usuarios} WHERE ${usuarios.activo})`,
        ))
        .returning({ usuarioId: tokensCuenta.usuarioId });
      return fila?.usuarioId;
    },

    /** Links of a purpose made for the user since `desde` (the reset mails of the last hour). */
    async creadosDesde(usuarioId: number, proposito: Proposito, desde: Date): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(tokensCuenta)
        .where(and(eq(tokensCuenta.usuarioId, usuarioId), eq(tokensCuenta.proposito, proposito), gt(tokensCuenta.creado, desde)));
      return Number(n);
    },

    /** Ends every pending link of the user (they may no longer set a password). */
    anularDe: (usuarioId: number): Promise<void> => anularTokensDe(db, usuarioId),

    /** Ends one link (its mail could not be delivered). */
    anular: async (hash: string): Promise<void> => { await db.update(tokensCuenta).set({ fin: sql`now()` }).where(eq(tokensCuenta.hash, hash)); },
  };
}
export type TokensCuentaRepository = ReturnType<typeof tokensCuentaRepository>;
