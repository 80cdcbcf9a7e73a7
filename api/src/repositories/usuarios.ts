import { formaCanonica, type Area, type Usuario, type UsuarioBasico } from '@horas/shared/contracts';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ejecutarPreparada } from '../db/preparadas';
import { areas, usuarioAreas, usuarios } from '../db/schema';

/** What decides, on every request, whether a token still speaks for its user. */
export interface Autoridad {
  perfil: string;
  activo: boolean;
  versionSesion: number;
  /** The name the request's changes are recorded under. */
  nombre: string;
  apellidos: string;
}

export interface Contacto { id: number; email: string; nombre: string; apellidos: string }

/**
 * The pending invitation's expiry (past: it expired unused), as ISO 8601. Written out: inside a
 * selected field drizzle names columns without their table, which the subquery needs.
 */
const invitacionVence = sql`(SELECT max(t.vence) FROM tokens_cuenta t
  WHERE t.usuario_id = "usuarios"."id" AND t.proposito = 'invitacion' AND t.fin IS NULL)`
  .mapWith((vence: Date | string) => new Date(vence).toISOString());

const columnas = {
  id: usuarios.id, email: usuarios.email, nombre: usuarios.nombre, apellidos: usuarios.apellidos, perfil: usuarios.perfil, activo: usuarios.activo,
  tieneContrasena: sql<boolean>`${usuarios.passwordHash} IS NOT NULL`.mapWith(Boolean),
  sso: sql<boolean>`${usuarios.oidcSub} IS NOT NULL`.mapWith(Boolean), invitacionVence,
};
const porNombre = [asc(usuarios.nombre), asc(usuarios.apellidos), asc(usuarios.id)];

const consultaAreas = (db: Db) =>
  db.select({ usuarioId: usuarioAreas.usuarioId, id: areas.id, nombre: areas.nombre, responsable: usuarioAreas.responsable })
    .from(usuarioAreas)
    .innerJoin(areas, eq(areas.id, usuarioAreas.areaId));

const areasDeUnUsuario = (db: Db) =>
  consultaAreas(db).where(eq(usuarioAreas.usuarioId, sql.placeholder('usuarioId'))).orderBy(asc(areas.nombre)).prepare('areas_de_usuario');

const AUTORIDAD = 'SELECT perfil, activo, version_sesion AS "versionSesion", nombre, apellidos FROM usuarios WHERE id = $1';

export function usuariosRepository(db: Db) {
  let deUnUsuario: ReturnType<typeof areasDeUnUsuario> | undefined;

  async function leerAreas(ids: number[]) {
    if (ids.length !== 1) return consultaAreas(db).where(inArray(usuarioAreas.usuarioId, ids)).orderBy(asc(areas.nombre));
    deUnUsuario ??= areasDeUnUsuario(db);
    return deUnUsuario.execute({ usuarioId: ids[0] });
  }

  /** Each user's areas (by name) and the ids of those they lead (ascending). */
  async function areasDe(ids: number[]): Promise<Map<number, Pick<Usuario, 'areas' | 'areasResponsable'>>> {
    const mapa = new Map(ids.map((id) => [id, { areas: [] as Area[], areasResponsable: [] as number[] }]));
    if (ids.length === 0) return mapa;
    for (const { usuarioId, id, nombre, responsable } of await leerAreas(ids)) {
      const suyas = mapa.get(usuarioId);
      suyas?.areas.push({ id, nombre });
      if (responsable) suyas?.areasResponsable.push(id);
    }
    for (const suyas of mapa.values()) suyas.areasResponsable.sort((a, b) => a - b);
    return mapa;
  }

  async function conAreas(filas: Omit<Usuario, 'areas' | 'areasResponsable'>[]): Promise<Usuario[]> {
    const mapa = await areasDe(filas.map((f) => f.id));
    return filas.map((f) => ({ ...f, ...(mapa.get(f.id) ?? { areas: [], areasResponsable: [] }) }));
  }

  return {
    /** The user of an e-mail as typed, read in canonical form (`formaCanonica`). */
    async credencialesPorEmail(email: string) {
      const [fila] = await db
        .select({
          id: usuarios.id, perfil: usuarios.perfil, passwordHash: usuarios.passwordHash, activo: usuarios.activo, versionSesion: usuarios.versionSesion,
          nombre: usuarios.nombre, apellidos: usuarios.apellidos, oidcSub: usuarios.oidcSub,
        })
        .from(usuarios)
        .where(eq(usuarios.emailCanonico, formaCanonica(email)))
        .limit(1);
      return fila;
    },

    /** Null: an invited person who has not chosen one yet. */
    async passwordHash(id: number): Promise<string | null | undefined> {
      const [fila] = await db.select({ passwordHash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, id));
      return fila?.passwordHash;
    },

    /** Read on every authenticated request: a prepared statement. */
    async autoridad(id: number): Promise<Autoridad | undefined> {
      return (await ejecutarPreparada<Autoridad>(db, 'usuario_autoridad', AUTORIDAD, [id]))[0];
    },

    async porId(id: number): Promise<Usuario | undefined> {
      const filas = await db.select(columnas).from(usuarios).where(eq(usuarios.id, id));
      return (await conAreas(filas))[0];
    },

    async existe(id: number): Promise<boolean> {
      const filas = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, id));
      return filas.length > 0;
    },

    /** Which of these ids are users. */
    async existentes(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      return new Set((await db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.id, [...new Set(ids)]))).map((f) => f.id));
    },

    /** The day the account was created (`YYYY-MM-DD`); undefined: no such user. */
    async alta(id: number): Promise<string | undefined> {
      return (await db.select({ alta: usuarios.alta }).from(usuarios).where(eq(usuarios.id, id)))[0]?.alta;
    },

    /** Whether the user leads any area. */
    async esResponsable(id: number): Promise<boolean> {
      const filas = await db.select({ id: usuarioAreas.areaId }).from(usuarioAreas)
        .where(and(eq(usuarioAreas.usuarioId, id), eq(usuarioAreas.responsable, true))).limit(1);
      return filas.length > 0;
    },

    /** The people of the areas a user leads, but that user: whose months they approve. */
    async liderados(responsableId: number): Promise<Set<number>> {
      const filas = await db.selectDistinct({ id: usuarioAreas.usuarioId }).from(usuarioAreas)
        .where(and(
          ne(usuarioAreas.usuarioId, responsableId),
          sql`${usuarioAreas.areaId} IN (SELECT area_id FROM usuario_areas WHERE usuario_id = ${responsableId} AND responsable)`,
        ));
      return new Set(filas.map((f) => f.id));
    },

    /** Who approves `usuarioId` now, active: every administrator and the responsables of their areas, never themselves. */
    aprobadoresDe: (usuarioId: number, perfilAdmin: string): Promise<Contacto[]> =>
      db.select({ id: usuarios.id, email: usuarios.email, nombre: usuarios.nombre, apellidos: usuarios.apellidos }).from(usuarios)
        .where(and(eq(usuarios.activo, true), ne(usuarios.id, usuarioId), or(
          eq(usuarios.perfil, perfilAdmin),
          sql`${usuarios.id} IN (SELECT r.usuario_id FROM usuario_areas r JOIN usuario_areas ua ON ua.area_id = r.area_id AND ua.usuario_id = ${usuarioId} WHERE r.responsable)`,
        )))
        .orderBy(asc(usuarios.id)),

    /** Every user, inactive ones too. */
    async listar(): Promise<Usuario[]> {
      return conAreas(await db.select(columnas).from(usuarios).orderBy(...porNombre));
    },

    /** Whom reminders go to: the active users' names and e-mails, by surname. */
    contactosActivos: (): Promise<Contacto[]> =>
      db.select({ id: usuarios.id, email: usuarios.email, nombre: usuarios.nombre, apellidos: usuarios.apellidos }).from(usuarios)
        .where(eq(usuarios.activo, true)).orderBy(asc(usuarios.apellidos), asc(usuarios.nombre), asc(usuarios.id)),

    listarActivosBasico: (): Promise<UsuarioBasico[]> =>
      db.select({ id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos }).from(usuarios)
        .where(eq(usuarios.activo, true)).orderBy(...porNombre),

    async perfilesEnUso(): Promise<string[]> {
      return (await db.selectDistinct({ perfil: usuarios.perfil }).from(usuarios).orderBy(asc(usuarios.perfil))).map((f) => f.perfil);
    },

    async emailEnUso(email: string, exceptoId?: number): Promise<boolean> {
      const mismo = eq(usuarios.emailCanonico, formaCanonica(email));
      const filas = await db.select({ id: usuarios.id }).from(usuarios).where(exceptoId === undefined ? mismo : and(mismo, ne(usuarios.id, exceptoId)));
      return filas.length > 0;
    },

    /**
     * Serializes writes of one user's hours (per-day total check) and their month's transitions.
     * NO KEY UPDATE: a foreign key to the user (a transition's or a record's actor, a jornada's user)
     * takes KEY SHARE, which it does not block, so no such insert waits on it (api/README.md, lock order).
     */
    async bloquear(id: number): Promise<void> {
      await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, id)).for('no key update');
    },

    /** The same lock of several users in one statement, taken by ascending id (the lock order). */
    async bloquearVarios(ids: number[]): Promise<void> {
      await db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.id, ids)).orderBy(asc(usuarios.id)).for('no key update');
    },
  };
}
export type UsuariosRepository = ReturnType<typeof usuariosRepository>;
