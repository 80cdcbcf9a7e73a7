import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sembrarDemo } from '../src/seed/demo';
import { HOY } from './fijos';
import { baseTemporal } from './pg-temporal';

declare module 'vitest' {
  export interface ProvidedContext {
    plantilla: string;
    /** Empty PGlite clusters (initdb'd, nothing migrated): a dump, and a data dir on disk to copy, never to open. */
    pgliteVacia: { volcado: string; enDisco: string };
  }
}

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** PGlite's version, migrations, seed code and the day seeded decide a cached cluster's content: same inputs, same files. */
function huella(dia: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(raiz, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  const hash = crypto.createHash('sha256').update(dia).update(version);
  for (const dir of ['drizzle', 'src/seed', 'src/db']) {
    for (const nombre of fs.readdirSync(path.join(raiz, dir), { recursive: true }).map(String).sort()) {
      const ruta = path.join(raiz, dir, nombre);
      if (fs.statSync(ruta).isFile()) hash.update(nombre).update(fs.readFileSync(ruta));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite artefact in the OS temp dir under the inputs' hash, made by `crear` (into a temporary
 * path, then renamed) once per machine and inputs: initdb alone costs seconds (≈8 s on disk with
 * each write synced, 20 s loaded), a copy or a load of a dump under one or two.
 */
export async function enCache(nombre: (huella: string) => string, crear: (destino: string) => Promise<void>, dia = HOY): Promise<string> {
  const destino = path.join(os.tmpdir(), nombre(huella(dia)));
  if (fs.existsSync(destino)) return destino;
  const temporal = `${destino}.${process.pid}.tmp`;
  await crear(temporal);
  await fsp.rename(temporal, destino).catch(async (error: unknown) => {
    // A folder another run made meanwhile: theirs serves.
    if (!fs.existsSync(destino)) throw error;
    await fsp.rm(temporal, { recursive: true, force: true });
  });
  return destino;
}

const volcar = async (database: Awaited<ReturnType<typeof openPglite>>, archivo: string) =>
  fsp.writeFile(archivo, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));

/** Empty clusters (initdb'd, nothing migrated): a dump to load in memory, and a data dir on disk, cleanly closed, to copy. */
async function pglitesVacias(): Promise<{ volcado: string; enDisco: string }> {
  const volcado = await enCache((h) => `horas-api-vacia-${h}.tar`, async (destino) => {
    const database = await openPglite();
    await volcar(database, destino);
    await database.close();
  });
  const enDisco = await enCache((h) => `horas-api-vacia-${h}`, async (destino) => { await (await openPglite(destino)).close(); });
  return { volcado, enDisco };
}

/** The PGlite template: the empty dump migrated and seeded. */
const plantillaPglite = (vacia: string) => enCache((h) => `horas-api-plantilla-${h}.tar`, async (destino) => {
  const database = await openPglite(undefined, new Blob([await fsp.readFile(vacia)]));
  await migrate(database);
  await sembrarDemo(database.db, HOY);
  await volcar(database, destino);
  await database.close();
});

/**
 * Builds the migrated + seeded database once per run: a PGlite dump file (starting PGlite from
 * scratch costs seconds) or a PostgreSQL template database. Each test file copies it.
 */
export default async function setup(project: TestProject) {
  const vacias = await pglitesVacias();
  project.provide('pgliteVacia', vacias);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const archivo = await plantillaPglite(vacias.volcado);
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
  return async () => {
    // The files' copies (helper.ts) are named after the template: those not dropped yet, then the template.
    const cliente = new pg.Client({ connectionString: url });
    await cliente.connect();
    try {
      const { rows } = await cliente.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${nombre}_`]);
      for (const { datname } of rows) await cliente.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await cliente.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    } finally {
      await cliente.end();
    }
  };
}
