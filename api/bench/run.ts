/**
 * API benchmark: seeds ≈470k hour rows, then measures with autocannon (50 connections, 10 s each,
 * loopback only) the bare health route, a week listing, a month-long mis-horas query and a
 * one-month all-users report, on PostgreSQL (TEST_DATABASE_URL) and on PGlite.
 * Usage: pnpm --filter @horas/api bench  [BENCH_SECONDS=10] [BENCH_ONLY=pg|pglite]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { baseTemporal } from '../test/pg-temporal';
import { openPglite, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { hoyEn, inicioDeMes, sumarDias } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarVolumen } from './datos';

const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10);
const CONEXIONES = 50;

interface Resultado { motor: string; caso: string; reqPorSeg: number; p50: number; p99: number; errores: number; no2xx: number; bytesPorResp: number }

type Pedido = () => { path: string; token: string };

function correr(url: string, pedido: Pedido): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({
      url, connections: CONEXIONES, duration: SEGUNDOS, timeout: 60,
      requests: [{
        setupRequest: (req) => {
          const { path, token } = pedido();
          return { ...req, path, headers: { ...req.headers, authorization: `Bearer ${token}` } };
        },
      }],
    }, (error, resultado) => (error ? reject(error) : resolve(resultado)));
  });
}

async function medir(motor: string, database: Database): Promise<Resultado[]> {
  const t0 = performance.now();
  await migrate(database);
  const hoy = hoyEn('UTC', new Date());
  await sembrarDemo(database.db, hoy);
  const volumen = await sembrarVolumen(database.db, hoy);
  console.log(`[${motor}] datos: ${volumen.usuarios} usuarios, ${volumen.horas} horas (${Math.round((performance.now() - t0) / 1000)} s)`);

  const config = { ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), now: () => new Date() };
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const primerBench = 4; // ids 1-3 are the demo users
  const tokens = Array.from({ length: 200 }, (_, i) => app.jwt.sign({ id: primerBench + i, perfil: 'Junior' }));
  const admin = app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' });
  let n = 0;
  /** Each request of a per-user case is one of the 200 bench users, with that user's own token. */
  const usuario = () => { const i = n++ % 200; return { id: primerBench + i, token: tokens[i] }; };

  const dia = new Date(`${hoy}T00:00:00Z`).getUTCDay() || 7;
  const lunes = sumarDias(hoy, 1 - dia);
  const mesDesde = inicioDeMes(hoy, 1);
  const mesHasta = sumarDias(inicioDeMes(hoy, 0), -1);
  const casos: [string, Pedido][] = [
    ['GET /health (base)', () => ({ path: '/health', token: admin })],
    ['semana: /horas/horasusuario/{id}?fechaDesde&fechaHasta', () => {
      const u = usuario();
      return { path: `/horas/horasusuario/${u.id}?fechaDesde=${lunes}&fechaHasta=${sumarDias(lunes, 6)}`, token: u.token };
    }],
    ['mis-horas un mes: /horas/mis-horas/por-semana', () => ({
      path: `/horas/mis-horas/por-semana?fechaInicio=${mesDesde}&fechaFin=${mesHasta}`, token: usuario().token,
    })],
    ['reporte un mes, todos: /horas/horastodosusuarios/rango', () => ({
      path: `/horas/horastodosusuarios/rango?fechaDesde=${mesDesde}&fechaHasta=${mesHasta}`, token: admin,
    })],
  ];

  const resultados: Resultado[] = [];
  for (const [caso, pedido] of casos) {
    const r = await correr(base, pedido);
    resultados.push({
      motor, caso, reqPorSeg: Math.round((r.requests.total / r.duration) * 10) / 10, p50: r.latency.p50, p99: r.latency.p99,
      errores: r.errors + r.timeouts, no2xx: r.non2xx, bytesPorResp: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    });
    console.log(`[${motor}] ${caso}: ${(r.requests.total / r.duration).toFixed(1)} req/s (${r.requests.total} en ${r.duration.toFixed(1)} s), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
  }
  await app.close();
  return resultados;
}

async function main() {
  const cargaAlInicio = os.loadavg().map((l) => l.toFixed(2));
  const solo = process.env.BENCH_ONLY;
  const url = process.env.TEST_DATABASE_URL;
  const todos: Resultado[] = [];
  if (url && solo !== 'pglite') {
    const database = await baseTemporal(url, 'horas_bench', { max: 20 });
    try { todos.push(...(await medir('postgresql', database))); } finally { await database.close(); }
  } else if (!url) {
    console.log('TEST_DATABASE_URL no definido: se omite PostgreSQL.');
  }
  if (solo !== 'pg') {
    const database = await openPglite();
    try { todos.push(...(await medir('pglite', database))); } finally { await database.close(); }
  }

  const maquina = {
    cpu: os.cpus()[0]?.model, nucleos: os.cpus().length, memoriaGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version, plataforma: `${os.platform()} ${os.release()}`, cargaAlInicio, cargaAlFinal: os.loadavg().map((l) => l.toFixed(2)),
  };
  console.log(`\nMáquina: ${maquina.cpu} x${maquina.nucleos}, ${maquina.memoriaGb} GB, Node ${maquina.node}, carga ${maquina.cargaAlInicio.join(' ')}`);
  console.log(`${CONEXIONES} conexiones, ${SEGUNDOS} s por caso\n`);
  console.table(todos.map((r) => {
    const base = todos.find((b) => b.motor === r.motor && b.caso.startsWith('GET /health'));
    return { motor: r.motor, caso: r.caso, 'req/s': r.reqPorSeg, 'p50 ms': r.p50, 'p99 ms': r.p99, 'vs base': base ? (r.reqPorSeg / base.reqPorSeg).toFixed(3) : '', 'no 2xx': r.no2xx, 'bytes/resp': r.bytesPorResp };
  }));
  const archivo = new URL('./results/api.json', import.meta.url);
  fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const motores = new Set(todos.map((r) => r.motor));
  // A partial run (BENCH_ONLY) keeps the other engine's last results, with their own date and machine.
  const previos: { motor: string }[] = fs.existsSync(archivo) ? JSON.parse(fs.readFileSync(archivo, 'utf8')).resultados ?? [] : [];
  const conservados = previos.filter((r) => !motores.has(r.motor));
  const registro = { fecha: new Date().toISOString(), maquina, conexiones: CONEXIONES, segundos: SEGUNDOS };
  fs.writeFileSync(archivo, `${JSON.stringify({ ...registro, resultados: [...todos.map((r) => ({ ...r, ...registro })), ...conservados] }, null, 2)}\n`);
  console.log('Resultados en bench/results/api.json');
}

main().catch((error) => { console.error(error); process.exit(1); });
