import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export const USUARIOS_BENCH = 200;

/**
 * The large data set, set-based: 200 users in the four areas, 3 years of entries (three per
 * weekday: two client entries and one default task, 8 hours in all) ≈ 470k rows.
 */
export async function sembrarVolumen(db: Db, hoy: string): Promise<{ usuarios: number; horas: number }> {
  const passwordHash = await hash('Bench#2026');
  await db.execute(sql`
    INSERT INTO usuarios (email, password_hash, nombre, apellidos, perfil)
    SELECT 'bench' || g || '@horas.local', ${passwordHash}, 'Usuario ' || g, 'Bench', CASE WHEN g % 3 = 0 THEN 'Senior' ELSE 'Junior' END
    FROM generate_series(1, ${USUARIOS_BENCH}) g`);
  await db.execute(sql`
    INSERT INTO usuario_areas (usuario_id, area_id)
    SELECT id, 1 + id % 4 FROM usuarios WHERE email LIKE 'bench%'`);
  // Bulk load without the secondary indexes of `horas`, then rebuild them (much faster, above all on PGlite).
  const indices = (await db.execute(sql`
    SELECT indexname AS nombre, indexdef AS definicion FROM pg_indexes
    WHERE tablename = 'horas' AND indexname NOT LIKE '%_pkey'`) as unknown as { rows: { nombre: string; definicion: string }[] }).rows;
  for (const { nombre } of indices) await db.execute(sql.raw(`DROP INDEX "${nombre}"`));
  await db.execute(sql`
    INSERT INTO horas (usuario_id, cliente_id, servicio_id, tarea_id, fecha, horas, descripcion, senorityhora)
    SELECT u.id,
      CASE k WHEN 0 THEN 1 WHEN 1 THEN 2 END,
      CASE k WHEN 0 THEN 1 WHEN 1 THEN 4 END,
      CASE k WHEN 0 THEN 1 + u.id % 3 WHEN 1 THEN 8 ELSE 21 END,
      d::date,
      CASE k WHEN 2 THEN 2 ELSE 3 END,
      'Registro de carga ' || k,
      u.perfil
    FROM usuarios u
    CROSS JOIN generate_series(${hoy}::date - interval '3 years', ${hoy}::date, interval '1 day') d
    CROSS JOIN generate_series(0, 2) k
    WHERE u.email LIKE 'bench%' AND extract(isodow FROM d) < 6`);
  for (const { definicion } of indices) await db.execute(sql.raw(definicion));
  await db.execute(sql`ANALYZE`);
  const contar = async (tabla: string) => {
    const r = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${tabla}`));
    return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
  };
  return { usuarios: await contar('usuarios'), horas: await contar('horas') };
}
