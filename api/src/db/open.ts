import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { lockDataDir } from './lock';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR guarded by an exclusive lock. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(`${config.dataDir}/pglite`);
    return { ...database, close: async () => { try { await database.close(); } finally { release(); } } };
  } catch (e) {
    release();
    throw e;
  }
}
