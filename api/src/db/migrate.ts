import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { completarFormasCanonicas } from './formas-canonicas';

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

/** Any constant shared by every instance: the key of the advisory lock that serialises migrations. */
const CLAVE_BLOQUEO_MIGRACIONES = 4_826_001;

/**
 * Applies the pending migrations, then fills the canonical name columns they add (the one step
 * written in TypeScript: `completarFormasCanonicas`). On PostgreSQL several API instances may start
 * at once: an advisory lock held by one session makes the others wait, then find nothing left to
 * apply (drizzle's migrator alone would run the same migration twice and fail one instance). PGlite
 * is one process.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    await completarFormasCanonicas(database.db);
    return;
  }
  // The lock's own session runs the migrations: they never wait for a second connection of the pool.
  const sesion = await database.pool.connect();
  try {
    await sesion.query('select pg_advisory_lock($1)', [CLAVE_BLOQUEO_MIGRACIONES]);
    const db = drizzlePg({ client: sesion });
    await migratePg(db, config);
    await completarFormasCanonicas(db);
  } finally {
    await sesion.query('select pg_advisory_unlock($1)', [CLAVE_BLOQUEO_MIGRACIONES]).catch(() => undefined);
    sesion.release();
  }
}
