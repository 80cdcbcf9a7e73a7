import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

import { HOY, IDS, JWT_SECRET } from './fijos';
import { baseTemporal, ejecutarEn } from './pg-temporal';

export { HOY, IDS, JWT_SECRET };

type CopiaPostgres = Awaited<ReturnType<typeof baseTemporal>>;
/** This worker's next PostgreSQL copy, made while its current file runs. */
let siguiente: Promise<CopiaPostgres> | undefined;

/**
 * A PostgreSQL copy of the run's template for this file. CREATE and DROP DATABASE wait on the
 * server's disk (each DROP forces a checkpoint): ≈1 + 2 s per file on a loaded machine that no
 * file needs to wait for. So the next file's copy is made while this one runs, and a closed copy
 * is dropped in the background; the global teardown drops whatever is left (named after the template).
 */
async function copiaPostgres(url: string, plantilla: string): Promise<Database & { url: string }> {
  const copiar = () => baseTemporal(url, plantilla, { plantilla });
  const base = await (siguiente ?? copiar());
  siguiente = copiar();
  siguiente.catch(() => undefined); // the file that takes it meets the failure
  const propia = new URL(url);
  propia.pathname = `/${base.nombre}`;
  return {
    ...base,
    url: propia.toString(),
    close: async () => {
      await base.soloCerrar();
      void ejecutarEn(url, `DROP DATABASE IF EXISTS ${base.nombre} WITH (FORCE)`).catch(() => undefined);
    },
  };
}

/**
 * A fresh, seeded database per test file, copied from the run's template (see global-setup):
 * in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
async function baseNueva(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const plantilla = inject('plantilla');
  if (!url) return openPglite(undefined, new Blob([await fs.readFile(plantilla)]));
  return copiaPostgres(url, plantilla);
}

/** A new temporary folder holding a copy of `origen`: a cluster the global setups cached, never opened itself. */
export function copiaDe(origen: string, prefijo: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefijo));
  cpSync(origen, dir, { recursive: true });
  return dir;
}

type Quien = keyof typeof IDS;
type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Entorno {
  app: FastifyInstance;
  database: Database;
  /** This file's PostgreSQL database (when TEST_DATABASE_URL is set). */
  urlPostgres?: string;
  config: Config;
  token: (quien: Quien) => string;
  auth: (quien: Quien) => { authorization: string };
  /** A call as a demo user (or with any headers: `{ authorization }`). */
  pedir: (quien: Quien | { authorization: string }, method: Metodo, url: string, payload?: InjectOptions['payload']) => Promise<LightMyRequestResponse>;
  /**
   * Another API instance on the same database, as a second server process would be: its own
   * connection pool on PostgreSQL; on PGlite (one process per data dir) the same database object.
   * `cambios` to this file's config (its own clock, a mail server).
   */
  otraInstancia: (cambios?: Partial<Config>) => Promise<{ app: FastifyInstance; cerrar: () => Promise<void> }>;
  cerrar: () => Promise<void>;
}

export function configDePrueba(cambios: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    jwtSecret: JWT_SECRET,
    appTz: 'America/Argentina/Buenos_Aires',
    validateResponses: true,
    rateLimitMax: 0,
    now: () => new Date(`${HOY}T15:00:00Z`),
    ...cambios,
  };
}

/** `logger`: pino options for the app (e.g. a `stream` that keeps the lines), off by default. */
export async function crearEntorno(cambios: Partial<Config> = {}, { logger }: { logger?: object } = {}): Promise<Entorno> {
  const database = await baseNueva();
  await migrate(database);
  const config = configDePrueba(cambios);
  const app = await buildApp({ db: database.db, config, logger });
  const perfiles = { admin: 'Administrador del sistema', ana: 'Senior', luis: 'Junior', carla: 'Semi Senior' } as const;
  const token = (quien: Quien) => app.jwt.sign({ id: IDS[quien], perfil: perfiles[quien] });
  const auth = (quien: Quien) => ({ authorization: `Bearer ${token(quien)}` });
  return {
    app, database, urlPostgres: database.url, config, token, auth,
    pedir: (quien, method, url, payload) => app.inject({ method, url, headers: typeof quien === 'string' ? auth(quien) : quien, payload }),
    otraInstancia: async (cambiosOtra = {}) => {
      const otra = database.url ? openPostgres(database.url, 3) : undefined;
      const segunda = await buildApp({ db: otra?.db ?? database.db, config: { ...config, ...cambiosOtra } });
      return { app: segunda, cerrar: async () => { await segunda.close(); await otra?.close(); } };
    },
    cerrar: async () => { await app.close(); await database.close(); },
  };
}

/** An HS256 token signed by hand (for expired / tampered cases). */
export function tokenManual(payload: object, secreto = JWT_SECRET): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const cuerpo = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${cuerpo}.${crypto.createHmac('sha256', secreto).update(cuerpo).digest('base64url')}`;
}
