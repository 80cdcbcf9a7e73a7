/**
 * Absences (issue 42) on PostgreSQL and on PGlite (on disk, as production runs it), each with the demo data plus 500 users with a year of hours and
 * absences: ≈300 approved or pending absences in next month, and one approved week per user in the
 * past year (inserted by SQL, one statement each):
 * - GET /ausencias/calendario of next month as an administrator (everyone, every absence with its
 *   type): p50 and p95 of requests one after another (target p95 ≤ 150 ms);
 * - GET /horas/saldos over the past year (every user's target lowered by their absences): p50 and
 *   p95 (issue 33's target, p95 ≤ 1 s).
 * The production app (response validation off) listens on loopback; requests are made with fetch
 * from this process. Writes bench/results/ausencias.json as `{ filas }` for `pnpm bench`.
 * Usage: tsx bench/ausencias.ts [--pedidos=40]   (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * The issue's targets are PostgreSQL's; PGlite's rows say how far the embedded default is from them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { finDeMes, hoyEn, inicioDeMes, sumarDias } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { baseTemporal } from '../test/pg-temporal';
import { sembrarVolumen } from './datos';
import { mediana, percentil, redondear } from './mediana';

const PEDIDOS = Number(process.argv.find((a) => a.startsWith('--pedidos='))?.split('=')[1] ?? 40);
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SALIDA = new URL('../../bench/results/ausencias.json', import.meta.url);
const USUARIOS = 500;
/** Of the bench's users, those with an absence next month (every 5th of them pending). */
const CON_AUSENCIA = 300;

const log = (texto: string) => process.stderr.write(`[ausencias] ${texto}\n`);

/** `PEDIDOS` requests one after another (after three to warm up): p50 and p95 in ms. */
async function tiempos(pedir: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await pedir();
  const ms: number[] = [];
  for (let i = 0; i < PEDIDOS; i++) {
    const inicio = performance.now();
    await pedir();
    ms.push(performance.now() - inicio);
  }
  return { p50: redondear(mediana(ms)), p95: redondear(percentil(ms, 95)) };
}

type Motor = 'postgresql' | 'pglite';

/** Seeds one engine's database, serves the app on it and times both reads: the engine's rows. */
async function medirEn(database: Database, motor: Motor, hoy: string) {
  const mes = inicioDeMes(hoy, -1);
  const finDelMes = finDeMes(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)));
  const t0 = performance.now();
  await migrate(database);
  await sembrarDemo(database.db, hoy);
  const volumen = await sembrarVolumen(database.db, hoy, { usuarios: USUARIOS, años: 1 });
  const vacaciones = sql`(SELECT id FROM tipos_ausencia WHERE nombre = 'Vacaciones')`;
  // Next month: a working week each, spread over the month's days.
  await database.db.execute(sql`
    INSERT INTO ausencias (usuario_id, tipo_id, desde, hasta, dias_por_anio, estado, creada_en)
    SELECT id, ${vacaciones}, d, d + 4, json_build_object(extract(year FROM d)::text, 5), CASE WHEN n % 5 = 0 THEN 'pendiente' ELSE 'aprobada' END, now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM usuarios WHERE email LIKE 'bench%' ORDER BY id LIMIT ${CON_AUSENCIA}) u,
      LATERAL (SELECT ${mes}::date + (n % 24)::int AS d) dia`);
  // The past year: one approved week each, in the month its number falls on.
  await database.db.execute(sql`
    INSERT INTO ausencias (usuario_id, tipo_id, desde, hasta, dias_por_anio, estado, creada_en)
    SELECT id, ${vacaciones}, d, d + 4, json_build_object(extract(year FROM d)::text, 5), 'aprobada', now()
    FROM usuarios, LATERAL (SELECT ${sumarDias(hoy, -360)}::date + (id % 340)::int AS d) dia WHERE email LIKE 'bench%'`);
  await database.db.execute(sql`ANALYZE`);
  log(`${motor}: ${volumen.usuarios} usuarios, ${volumen.horas} horas, ausencias (${Math.round((performance.now() - t0) / 1000)} s)`);

  const config = { ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC', now: () => new Date(`${hoy}T12:00:00Z`) };
  const app = await buildApp({ db: database.db, config });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' })}` };
    const leer = (ruta: string) => async () => {
      const res = await fetch(`${base}${ruta}`, { headers });
      if (res.status !== 200) throw new Error(`${ruta}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const calendario = `/ausencias/calendario?desde=${mes}&hasta=${finDelMes}`;
    const { personas } = (await leer(calendario)()) as { personas: { ausencias: unknown[] }[] };
    const enElMes = personas.reduce((t, p) => t + p.ausencias.length, 0);
    const deCalendario = await tiempos(leer(calendario));
    log(`${motor}: GET ${calendario} (${personas.length} personas, ${enElMes} ausencias): p50 ${deCalendario.p50} ms, p95 ${deCalendario.p95} ms`);
    const saldos = `/horas/saldos?fechaDesde=${sumarDias(hoy, -364)}&fechaHasta=${hoy}`;
    const deSaldos = await tiempos(leer(saldos));
    log(`${motor}: GET ${saldos}: p50 ${deSaldos.p50} ms, p95 ${deSaldos.p95} ms`);

    const grupo = `ausencias ${motor} (${USUARIOS} usuarios, un año de horas y ausencias)`;
    return [
      { grupo, figura: `GET /ausencias/calendario de un mes, administrador, p95 (${PEDIDOS} seguidos)`, unidad: 'ms', valor: deCalendario.p95, referencia: 'objetivo', valorReferencia: 150, ratio: redondear(deCalendario.p95 / 150, 3), nota: `p50 ${deCalendario.p50} ms; ${personas.length} personas, ${enElMes} ausencias` },
      { grupo, figura: `GET /horas/saldos de un año, p95 (${PEDIDOS} seguidos)`, unidad: 'ms', valor: deSaldos.p95, referencia: 'objetivo', valorReferencia: 1000, ratio: redondear(deSaldos.p95 / 1000, 3), nota: `p50 ${deSaldos.p50} ms` },
    ];
  } finally {
    await app.close();
  }
}

async function main() {
  const hoy = hoyEn('UTC', new Date());
  const enPg = await baseTemporal(URL_PG, 'horas_bench_ausencias', { max: 10 });
  const filasPg = await medirEn(enPg, 'postgresql', hoy).finally(() => enPg.close());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-ausencias-'));
  const enPglite = await openPglite(dir);
  const filasPglite = await medirEn(enPglite, 'pglite', hoy).finally(async () => {
    await enPglite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const filas = [...filasPg, ...filasPglite];
  console.table(filas.map(({ grupo, figura, valor, unidad, valorReferencia, ratio }) => ({ grupo, figura, valor: `${valor} ${unidad}`, referencia: valorReferencia, ratio })));
  fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
  fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), hoy, filas }, null, 2)}\n`);
}

main().catch((error) => { console.error(error); process.exit(1); });
