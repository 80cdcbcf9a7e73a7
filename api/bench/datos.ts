import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { USUARIOS_DEMO } from '../src/seed/catalogo-demo';

export const USUARIOS_BENCH = 200;
export const CONTRASENA_BENCH = 'Bench#2026';
/** The bench users come after the demo's, in the order of their e-mails (bench1, bench2…). */
export const PRIMER_USUARIO_BENCH = USUARIOS_DEMO.length + 1;

/**
 * How large: the API bench's default (200 users, 3 years ≈ 470k rows), the report bench's one year
 * of 1,300 users (≈ 1M rows), or the jornadas bench's month of 500 users.
 */
export interface Volumen {
  usuarios: number;
  años?: number;
  meses?: number;
  /** Entries per weekday (3 by default); those beyond the third go to the first five clients in turn, 0.5–1.25 h each. */
  porDia?: number;
}

/**
 * The large data set, set-based: `usuarios` users in the four areas, `años` years up to `hoy` of
 * entries (three per weekday: two client entries and one default task, 8 hours in all).
 */
export async function sembrarVolumen(db: Db, hoy: string, { usuarios, años = 0, meses = 0, porDia = 3 }: Volumen = { usuarios: USUARIOS_BENCH, años: 3 }): Promise<{ usuarios: number; horas: number }> {
  const passwordHash = await hash(CONTRASENA_BENCH);
  // The first day of hours, also the users' start (`alta`). These e-mails are lower-case ASCII:
  // their canonical form (formaCanonica) is themselves.
  const primerDia = sql`(${hoy}::date - make_interval(years => ${años}::int, months => ${meses}::int))::date + 1`;
  await db.execute(sql`
    INSERT INTO usuarios (email, email_canonico, password_hash, nombre, apellidos, perfil, alta)
    SELECT e, e, ${passwordHash}, 'Usuario ' || g, 'Bench', CASE WHEN g % 3 = 0 THEN 'Senior' ELSE 'Junior' END, ${primerDia}
    FROM generate_series(1, ${usuarios}::int) g, LATERAL (SELECT 'bench' || g || '@horas.local' AS e) correo`);
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
      CASE k WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN NULL ELSE 1 + (u.id + k) % 5 END,
      CASE k WHEN 0 THEN 1 WHEN 1 THEN 4 WHEN 2 THEN NULL ELSE 1 + (u.id + k) % 2 * 3 END,
      CASE k WHEN 0 THEN 1 + u.id % 3 WHEN 1 THEN 8 WHEN 2 THEN 21 ELSE 1 + (u.id + k) % 2 * 7 END,
      d::date,
      CASE k WHEN 0 THEN 3 WHEN 1 THEN 3 WHEN 2 THEN 2 ELSE 0.5 + (u.id + k) % 4 * 0.25 END,
      'Registro de carga ' || k,
      u.perfil
    FROM usuarios u
    CROSS JOIN generate_series(${primerDia}, ${hoy}::date, interval '1 day') d
    CROSS JOIN generate_series(0, ${porDia - 1}::int) k
    WHERE u.email LIKE 'bench%' AND extract(isodow FROM d) < 6`);
  for (const { definicion } of indices) await db.execute(sql.raw(definicion));
  await db.execute(sql`ANALYZE`);
  const contar = async (tabla: string) => {
    const r = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${tabla}`));
    return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
  };
  return { usuarios: await contar('usuarios'), horas: await contar('horas') };
}
