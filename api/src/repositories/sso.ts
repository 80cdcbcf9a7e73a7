import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ssoCodigos, usuarios } from '../db/schema';
import { conPerfil } from './usuarios-cambios';

/** Single sign-on's one-time codes and links in the database, so callback and exchange may each land on any instance. */
export function ssoRepository(db: Db) {
  const cuenta = {
    id: usuarios.id, perfil: usuarios.perfil, activo: usuarios.activo, versionSesion: usuarios.versionSesion,
    nombre: usuarios.nombre, apellidos: usuarios.apellidos, oidcSub: usuarios.oidcSub,
  };
  return {
    async guardarCodigo(hash: string, usuarioId: number, ahora: Date, vence: Date): Promise<void> {
      await db.delete(ssoCodigos).where(lt(ssoCodigos.vence, ahora));
      await db.insert(ssoCodigos).values({ hash, usuarioId, vence });
    },

    /** Uses a one-time code once, unexpired: its user's id. */
    async canjearCodigo(hash: string, ahora: Date): Promise<number | undefined> {
      const [fila] = await db.delete(ssoCodigos).where(and(eq(ssoCodigos.hash, hash), gt(ssoCodigos.vence, ahora)))
        .returning({ usuarioId: ssoCodigos.usuarioId });
      return fila?.usuarioId;
    },

    async porVinculo(issuer: string, sub: string) {
      const [fila] = await db.select(cuenta).from(usuarios).where(and(eq(usuarios.oidcIssuer, issuer), eq(usuarios.oidcSub, sub))).limit(1);
      return fila;
    },

    async cuentaPorId(id: number) {
      const [fila] = await db.select(cuenta).from(usuarios).where(eq(usuarios.id, id)).limit(1);
      return fila;
    },

    async vincular(id: number, issuer: string, sub: string): Promise<void> {
      await db.update(usuarios).set({ oidcIssuer: issuer, oidcSub: sub }).where(eq(usuarios.id, id));
    },

    async cambiarPerfil(id: number, perfil: string): Promise<void> {
      await db.update(usuarios).set(conPerfil(perfil)).where(eq(usuarios.id, id));
    },

    /** An administrator no more: back to the perfil held before becoming one, else `inicial`. Returns it. */
    async volverDeAdministrador(id: number, inicial: string): Promise<string> {
      const [fila] = await db.update(usuarios).set({ perfil: sql`coalesce(${usuarios.perfilPrevio}, ${inicial})`, perfilPrevio: null })
        .where(eq(usuarios.id, id)).returning({ perfil: usuarios.perfil });
      return fila.perfil;
    },

    /** Whether the user was linked. */
    async desvincular(id: number): Promise<boolean> {
      const filas = await db.update(usuarios).set({ oidcIssuer: null, oidcSub: null })
        .where(and(eq(usuarios.id, id), isNotNull(usuarios.oidcSub))).returning({ id: usuarios.id });
      return filas.length > 0;
    },
  };
}
export type SsoRepository = ReturnType<typeof ssoRepository>;
