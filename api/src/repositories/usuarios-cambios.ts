import { and, count, eq, sql } from 'drizzle-orm';
import { formaCanonica, PERFIL_ADMIN } from '@horas/shared/contracts';
import type { Db } from '../db/client';
import { usuarioAreas, usuarios } from '../db/schema';
import { anularTokensDe } from './tokens-cuenta';

export interface DatosUsuario {
  email?: string;
  nombre: string;
  apellidos: string;
  perfil: string;
  activo: boolean;
}

export interface NuevoUsuario extends DatosUsuario {
  email: string;
  /** Null: invited, the person chooses it through the mailed link. */
  passwordHash: string | null;
  /** The day the account is created, in APP_TZ (`YYYY-MM-DD`). */
  alta: string;
}

/** An e-mail with its canonical form, the column the unique index is on. */
const conEmail = (email: string) => ({ email: email.trim(), emailCanonico: formaCanonica(email) });

/**
 * A new perfil, with the one to go back to: becoming an administrator keeps the perfil held until
 * then (leaving single sign-on's admin group gives it back); any other perfil clears it.
 */
export const conPerfil = (perfil: string) => ({
  perfil,
  perfilPrevio: perfil === PERFIL_ADMIN ? sql`CASE WHEN ${usuarios.perfil} = ${PERFIL_ADMIN} THEN ${usuarios.perfilPrevio} ELSE ${usuarios.perfil} END` : null,
});

/** A user's areas and the ones among them the user leads. */
export interface AreasDeUsuario {
  areaIds: number[];
  responsables: number[];
}

export function usuariosCambiosRepository(db: Db) {
  /** The user's areas, and which of them they lead (a subset of `areaIds`). */
  async function asignarAreas(conexion: Db, usuarioId: number, { areaIds, responsables }: AreasDeUsuario) {
    await conexion.delete(usuarioAreas).where(eq(usuarioAreas.usuarioId, usuarioId));
    if (areaIds.length) {
      await conexion.insert(usuarioAreas).values(areaIds.map((areaId) => ({ usuarioId, areaId, responsable: responsables.includes(areaId) })));
    }
  }

  return {
    /** The user, their areas and the ones they lead; call inside a transaction (with the creation's history record). */
    async crear(nuevo: NuevoUsuario, areas: AreasDeUsuario = { areaIds: [], responsables: [] }): Promise<number> {
      const [{ id }] = await db.insert(usuarios).values({ ...nuevo, ...conEmail(nuevo.email) }).returning({ id: usuarios.id });
      await asignarAreas(db, id, areas);
      return id;
    },

    /**
     * Data and areas at once; call inside a transaction. A deactivation ends every session for good:
     * the session version moves on, so reactivating the user does not bring old tokens back, and
     * every pending mailed link ends.
     */
    async actualizar(id: number, datos: DatosUsuario, areas: AreasDeUsuario): Promise<void> {
      await db.update(usuarios).set({
        ...datos,
        ...conPerfil(datos.perfil),
        ...(datos.email === undefined ? {} : conEmail(datos.email)),
        ...(datos.activo ? {} : { versionSesion: sql`${usuarios.versionSesion} + 1` }),
      }).where(eq(usuarios.id, id));
      await asignarAreas(db, id, areas);
      if (!datos.activo) await anularTokensDe(db, id);
    },

    /**
     * A new password hash; the session version moves on, so every token signed before answers 401,
     * and every pending mailed link (invitation, reset) ends. Returns the new version.
     */
    async cambiarContrasena(id: number, passwordHash: string): Promise<number> {
      await anularTokensDe(db, id);
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
