import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

import { HOY, IDS, JWT_SECRET } from './fijos';
import { baseTemporal } from './pg-temporal';

export { HOY, IDS, JWT_SECRET };

/**
 * A fresh, seeded database per test file, copied from the run's template (see global-setup):
 * in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
async function baseNueva(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const plantilla = inject('plantilla');
  if (!url) return openPglite(undefined, new Blob([await fs.readFile(plantilla)]));
  return baseTemporal(url, 'horas_test', { plantilla });
}

export interface Entorno {
  app: FastifyInstance;
  database: Database;
  config: Config;
  token: (quien: keyof typeof IDS) => string;
  auth: (quien: keyof typeof IDS) => { authorization: string };
  cerrar: () => Promise<void>;
}

export function configDePrueba(cambios: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    jwtSecret: JWT_SECRET,
    appTz: 'America/Argentina/Buenos_Aires',
    validateResponses: true,
    loginRateMax: 1000,
    now: () => new Date(`${HOY}T15:00:00Z`),
    ...cambios,
  };
}

export async function crearEntorno(cambios: Partial<Config> = {}): Promise<Entorno> {
  const database = await baseNueva();
  await migrate(database);
  const config = configDePrueba(cambios);
  const app = await buildApp({ db: database.db, config });
  const perfiles = { admin: 'Administrador del sistema', ana: 'Senior', luis: 'Junior' } as const;
  const token = (quien: keyof typeof IDS) => app.jwt.sign({ id: IDS[quien], perfil: perfiles[quien] });
  return {
    app, database, config, token,
    auth: (quien) => ({ authorization: `Bearer ${token(quien)}` }),
    cerrar: async () => { await app.close(); await database.close(); },
  };
}

/** An HS256 token signed by hand (for expired / tampered cases). */
export function tokenManual(payload: object, secreto = JWT_SECRET): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const cuerpo = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${cuerpo}.${crypto.createHmac('sha256', secreto).update(cuerpo).digest('base64url')}`;
}
