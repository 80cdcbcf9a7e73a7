import type { Config } from '../config';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { hoyEn } from '../lib/fechas';
import { estaVacia, sembrarDemo } from './demo';

/**
 * Migrates, then seeds demo data on an empty embedded database, or on PostgreSQL only when
 * SEED_DEMO=1: both under the migrations' lock, so of instances starting together on an empty
 * database exactly one seeds. Returns whether this one did.
 */
export async function migrarYSembrar(database: Database, config: Config): Promise<boolean> {
  const permitido = database.kind === 'pglite' || config.seedDemo;
  const sembro = await migrate(database, async (db) => {
    if (!permitido || !(await estaVacia(db))) return false;
    await sembrarDemo(db, hoyEn(config.appTz, config.now()));
    return true;
  });
  return sembro === true;
}
