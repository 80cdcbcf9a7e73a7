import crypto from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { ejecutarEn } from '../pg-temporal';
import { rondasDeSigkill } from './sigkill-durabilidad';

// PostgreSQL when TEST_DATABASE_URL is set (like the other API tests): a throw-away database, seeded by the server (SEED_DEMO=1).
const url = process.env.TEST_DATABASE_URL;
const nombre = `horas_faults_${crypto.randomBytes(6).toString('hex')}`;
afterAll(async () => { if (url) await ejecutarEn(url, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`); });

it.skipIf(!url)('PostgreSQL: every acknowledged entry survives 10 SIGKILLs at random moments; nothing half-written', async () => {
  await ejecutarEn(url!, `CREATE DATABASE ${nombre}`);
  const destino = new URL(url!);
  destino.pathname = `/${nombre}`;
  const resumenes = await rondasDeSigkill({ env: { DATABASE_URL: destino.toString(), SEED_DEMO: '1' } }, 10, (t) => console.log(`[sigkill postgres] ${t}`));
  expect(resumenes).toHaveLength(10);
  expect(resumenes.every((r) => r.ack > 0)).toBe(true);
});
