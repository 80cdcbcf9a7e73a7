import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database, Db } from './client';
import { completarFormasCanonicas } from './formas-canonicas';
import * as schema from './schema';

/** The committed `drizzle/` folder, found from this file whether run from src/ or a dist/ bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('No se encontró la carpeta de migraciones drizzle/');
}

/** Any constant shared by every instance: the key of the advisory lock that serialises start-ups. */
const CLAVE_BLOQUEO_MIGRACIONES = 4_826_001;

/**
 * Applies the pending migrations, fills the canonical name columns they add (the one step written
 * in TypeScript: `completarFormasCanonicas`), then `luego` (the demo seed at start), on one session
 * holding an advisory lock. On PostgreSQL several API instances may start at once: the others wait,
 * then find nothing left to apply and the data already seeded (drizzle's migrator alone would run
 * the same migration twice and fail one instance; two seeds would collide on a unique name). PGlite
 * is one process.
 */
export async function migrate<T = void>(database: Database, luego?: (db: Db) => Promise<T>): Promise<T | undefined> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    await completarFormasCanonicas(database.db);
    return luego?.(database.db);
  }
  // The lock's own session runs everything: nothing waits for a second connection of the pool.
  const sesion = await database.pool.connect();
  try {
    await sesion.query('select pg_advisory_lock($1)', [CLAVE_BLOQUEO_MIGRACIONES]);
    const db = drizzlePg({ client: sesion, schema });
    await migratePg(db, config);
    await completarFormasCanonicas(db);
    return await luego?.(db);
  } finally {
    await sesion.query('select pg_advisory_unlock($1)', [CLAVE_BLOQUEO_MIGRACIONES]).catch(() => undefined);
    sesion.release();
  }
}
