import { and, count, eq, sql } from 'drizzle-orm';
import { formaCanonica, PERFIL_ADMIN } from '@horas/shared/contracts';
import type { Db } from '../db/client';
import { usuarioAreas, usuarios } from '../db/schema';

export interface DatosUsuario {
  email?: string;
  nombre: string;
  apellidos: string;
  perfil: string;
  activo: boolean;
}

export interface NuevoUsuario extends DatosUsuario {
  email: string;
  passwordHash: string;
  /** The day the account is created, in APP_TZ (`YYYY-MM-DD`). */
  alta: string;
}

/** An e-mail with its canonical form, the column the unique index is on. */
const conEmail = (email: string) => ({ email: email.trim(), emailCanonico: formaCanonica(email) });

export function usuariosCambiosRepository(db: Db) {
  async function asignarAreas(usuarioId: number, areaIds: number[]) {
    await db.delete(usuarioAreas).where(eq(usuarioAreas.usuarioId, usuarioId));
    if (areaIds.length) await db.insert(usuarioAreas).values(areaIds.map((areaId) => ({ usuarioId, areaId })));
  }

  return {
    /** The user and their areas; call inside a transaction (with the creation's history record). */
    async crear(nuevo: NuevoUsuario, areaIds: number[] = []): Promise<number> {
      const [{ id }] = await db.insert(usuarios).values({ ...nuevo, ...conEmail(nuevo.email) }).returning({ id: usuarios.id });
      if (areaIds.length) await db.insert(usuarioAreas).values(areaIds.map((areaId) => ({ usuarioId: id, areaId })));
      return id;
    },

    /**
     * Data and areas at once; call inside a transaction. A deactivation ends every session for good:
     * the session version moves on, so reactivating the user does not bring old tokens back.
     */
    async actualizar(id: number, datos: DatosUsuario, areaIds: number[]): Promise<void> {
      await db.update(usuarios).set({
        ...datos,
        ...(datos.email === undefined ? {} : conEmail(datos.email)),
        ...(datos.activo ? {} : { versionSesion: sql`${usuarios.versionSesion} + 1` }),
      }).where(eq(usuarios.id, id));
      await asignarAreas(id, areaIds);
    },

    /** A new password hash; the session version moves on, so every token signed before answers 401. Returns the new version. */
    async cambiarContrasena(id: number, passwordHash: string): Promise<number> {
      const [fila] = await db.update(usuarios).set({ passwordHash, versionSesion: sql`${usuarios.versionSesion} + 1` })
        .where(eq(usuarios.id, id)).returning({ versionSesion: usuarios.versionSesion });
      return fila.versionSesion;
    },

    /**
     * The transactions that can leave no active administrator take turns on this lock, held until
     * the transaction ends and seen by every API instance sharing the database.
     */
    async bloquearAdministradores(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('horas.administradores'))`);
    },

    async administradoresActivos(): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(usuarios).where(and(eq(usuarios.perfil, PERFIL_ADMIN), eq(usuarios.activo, true)));
      return Number(n);
    },
  };
}
export type UsuariosCambiosRepository = ReturnType<typeof usuariosCambiosRepository>;
