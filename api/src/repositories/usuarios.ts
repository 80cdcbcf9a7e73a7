import type { Area, Usuario } from '@horas/shared/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, usuarioAreas, usuarios } from '../db/schema';

export interface NuevoUsuario {
  email: string;
  passwordHash: string;
  nombre: string;
  apellidos: string;
  perfil: string;
}

const columnas = { id: usuarios.id, email: usuarios.email, nombre: usuarios.nombre, apellidos: usuarios.apellidos, perfil: usuarios.perfil };

const consultaAreas = (db: Db) =>
  db.select({ usuarioId: usuarioAreas.usuarioId, id: areas.id, nombre: areas.nombre })
    .from(usuarioAreas)
    .innerJoin(areas, eq(areas.id, usuarioAreas.areaId));

const areasDeUnUsuario = (db: Db) =>
  consultaAreas(db).where(eq(usuarioAreas.usuarioId, sql.placeholder('usuarioId'))).orderBy(asc(areas.nombre)).prepare('areas_de_usuario');

export function usuariosRepository(db: Db) {
  let deUnUsuario: ReturnType<typeof areasDeUnUsuario> | undefined;

  async function leerAreas(ids: number[]) {
    if (ids.length !== 1) return consultaAreas(db).where(inArray(usuarioAreas.usuarioId, ids)).orderBy(asc(areas.nombre));
    deUnUsuario ??= areasDeUnUsuario(db);
    return deUnUsuario.execute({ usuarioId: ids[0] });
  }

  async function areasDe(ids: number[]): Promise<Map<number, Area[]>> {
    const mapa = new Map<number, Area[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return mapa;
    for (const { usuarioId, id, nombre } of await leerAreas(ids)) mapa.get(usuarioId)?.push({ id, nombre });
    return mapa;
  }

  async function conAreas(filas: Omit<Usuario, 'areas'>[]): Promise<Usuario[]> {
    const mapa = await areasDe(filas.map((f) => f.id));
    return filas.map((f) => ({ ...f, areas: mapa.get(f.id) ?? [] }));
  }

  return {

    async credencialesPorEmail(email: string) {
      const [fila] = await db
        .select({ id: usuarios.id, perfil: usuarios.perfil, passwordHash: usuarios.passwordHash })
        .from(usuarios)
        .where(eq(sql`lower(${usuarios.email})`, email.trim().toLowerCase()))
        .limit(1);
      return fila;
    },

    async porId(id: number): Promise<Usuario | undefined> {
      const filas = await db.select(columnas).from(usuarios).where(eq(usuarios.id, id));
      return (await conAreas(filas))[0];
    },

    async existe(id: number): Promise<boolean> {
      const filas = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, id));
      return filas.length > 0;
    },

    async listar(): Promise<Usuario[]> {
      const filas = await db.select(columnas).from(usuarios).orderBy(asc(usuarios.nombre), asc(usuarios.apellidos), asc(usuarios.id));
      return conAreas(filas);
    },

    async crear(nuevo: NuevoUsuario, areaIds: number[] = []): Promise<number> {
      return db.transaction(async (tx) => {
        const [{ id }] = await tx.insert(usuarios).values({ ...nuevo, email: nuevo.email.trim() }).returning({ id: usuarios.id });
        if (areaIds.length) await tx.insert(usuarioAreas).values(areaIds.map((areaId) => ({ usuarioId: id, areaId })));
        return id;
      });
    },

    /** Serializes writes of one user's hours (per-day total check). */
    async bloquear(id: number): Promise<void> {
      await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, id)).for('update');
    },
  };
}
export type UsuariosRepository = ReturnType<typeof usuariosRepository>;
