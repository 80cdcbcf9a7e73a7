import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Builds the migrated + seeded database once per run: a PGlite dump file (starting PGlite from
 * scratch costs seconds) or a PostgreSQL template database. Each test file copies it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await migrate(database);
    await sembrarDemo(database.db, HOY);
    const archivo = path.join(os.tmpdir(), `horas-api-plantilla-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
    await fs.writeFile(archivo, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    project.provide('plantilla', archivo);
    return async () => { await fs.rm(archivo, { force: true }); };
  }
  const database = await baseTemporal(url, 'horas_tpl', { max: 2 });
  await migrate(database);
  await sembrarDemo(database.db, HOY);
  // A template must have no open connections while it is copied: close the pool, drop at teardown.
  const { nombre } = database;
  await database.soloCerrar();
  project.provide('plantilla', nombre);
  return async () => { await ejecutarEn(url, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`); };
}
