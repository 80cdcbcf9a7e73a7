import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sembrarDemo } from '../src/seed/demo';
import { HOY } from './fijos';
import { baseTemporal, ejecutarEn } from './pg-temporal';

declare module 'vitest' {
  export interface ProvidedContext {
    plantilla: string;
  }
}

/** Migrations, seed code and "today" decide the template's content: same inputs, same file. */
function huella(): string {
  const hash = crypto.createHash('sha256').update(HOY);
  const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const dir of ['drizzle', 'src/seed', 'src/db']) {
    for (const nombre of fs.readdirSync(path.join(raiz, dir), { recursive: true }).map(String).sort()) {
      const ruta = path.join(raiz, dir, nombre);
      if (fs.statSync(ruta).isFile()) hash.update(nombre).update(fs.readFileSync(ruta));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The PGlite dump, reused across runs while its inputs do not change (initdb costs many seconds). */
async function plantillaPglite(): Promise<string> {
  const archivo = path.join(os.tmpdir(), `horas-api-plantilla-${huella()}.tar`);
  if (fs.existsSync(archivo)) return archivo;
  const database = await openPglite();
  await migrate(database);
  await sembrarDemo(database.db, HOY);
  const temporal = `${archivo}.${process.pid}.tmp`;
  await fsp.writeFile(temporal, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));
  await fsp.rename(temporal, archivo);
  await database.close();
  return archivo;
}

/**
 * Builds the migrated + seeded database once per run: a PGlite dump file (starting PGlite from
 * scratch costs seconds) or a PostgreSQL template database. Each test file copies it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const archivo = await plantillaPglite();
    project.provide('plantilla', archivo);
    return undefined;
  }
  const database = await baseTemporal(url, 'horas_tpl', { max: 2 });
  await migrate(database);
  await sembrarDemo(database.db, HOY);
  // Statistics, as autovacuum would gather on a running database (each copy inherits them). Without
  // them the planner takes every table for ~1,000 rows, and the saldo statements (users × days)
  // cost enough for JIT compilation: ≈1.2 s per statement on a quiet machine instead of ≈5 ms.
  await database.pool.query('ANALYZE');
  // A template must have no open connections while it is copied: close the pool, drop at teardown.
  const { nombre } = database;
  await database.soloCerrar();
  project.provide('plantilla', nombre);
  return async () => { await ejecutarEn(url, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`); };
}
