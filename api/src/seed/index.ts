import type { Config } from '../config';
import type { Database } from '../db/client';
import { hoyEn } from '../lib/fechas';
import { estaVacia, sembrarDemo } from './demo';

/**
 * Seeds demo data on an empty embedded database, or on PostgreSQL only when SEED_DEMO=1.
 * Returns whether it seeded.
 */
export async function sembrarSiCorresponde(database: Database, config: Config): Promise<boolean> {
  const permitido = database.kind === 'pglite' || config.seedDemo;
  if (!permitido || !(await estaVacia(database.db))) return false;
  await sembrarDemo(database.db, hoyEn(config.appTz, config.now()));
  return true;
}
