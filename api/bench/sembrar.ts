/**
 * Seeds the bench's data set into a PostgreSQL URL or a PGlite data dir, in its own process:
 * the process that serves the bench then only opens the database, as production does, so its
 * memory figure does not carry the bulk load. Usage: tsx bench/sembrar.ts <postgres-url | dir>
 */
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { hoyEn } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarVolumen } from './datos';

const destino = process.argv[2];
const database = destino.startsWith('postgres') ? openPostgres(destino, 2) : await openPglite(destino);
try {
  await migrate(database);
  const hoy = hoyEn('UTC', new Date());
  await sembrarDemo(database.db, hoy);
  process.stdout.write(`${JSON.stringify(await sembrarVolumen(database.db, hoy))}\n`);
} finally {
  await database.close();
}
