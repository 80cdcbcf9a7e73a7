/**
 * One engine's part of the API bench, in its own process so its memory figure is its own:
 * seeds the large data set (in a child process), opens it, serves the production app on a loopback port and measures each case
 * RONDAS times (cases alternate within a round) with the load generator in another process; then,
 * on the idle server, the time of a failed login for an unknown e-mail and for a wrong password.
 * Usage: tsx bench/motor.ts pg|pglite — progress on stderr, the result as one JSON line on stdout.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, type Database } from '../src/db/client';
import { hoyEn } from '../src/lib/fechas';
import { baseTemporal } from '../test/pg-temporal';
import { casosDelBench, type Pedido } from './casos';
import { correr, correrPausado } from './carga-hijo';
import { medirLogin } from './login';
import { medianaDeRondas, type Medida } from './mediana';

const SEMBRAR = fileURLToPath(new URL('./sembrar.ts', import.meta.url));

const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 5);
const RONDAS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONEXIONES = 50;
/**
 * The week listing's steady load on PostgreSQL, paced (carga-pausada.ts: one request every 2 ms, each
 * timed from when it was due): its p99 there is the listing's budget.
 */
const TASA_SEMANA = 500;
const motor = process.argv[2];
const log = (texto: string) => process.stderr.write(`[${motor}] ${texto}\n`);

/** Seeds in a child process (sembrar.ts) and answers what it loaded. */
function sembrar(destino: string): Promise<{ usuarios: number; horas: number }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', SEMBRAR, destino], (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))));
  });
}

/** PGlite as production runs it, in a data dir on disk; PostgreSQL in a throw-away database. */
async function abrirSembrada(): Promise<{ database: Database; volumen: { usuarios: number; horas: number }; limpiar: () => void }> {
  if (motor === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const database = await baseTemporal(url, 'horas_bench', { max: 20 });
    const destino = new URL(url);
    destino.pathname = `/${database.nombre}`;
    return { database, volumen: await sembrar(destino.toString()), limpiar: () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-'));
  const volumen = await sembrar(dir);
  return { database: await openPglite(dir), volumen, limpiar: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Requests still queued when a case ends (50 month reports keep PGlite busy for many seconds) would otherwise be
 * served during the next case and count against it. A week listing queues behind them, so its
 * answer means the backlog is gone.
 */
async function esperarQueSeVacie(url: string, { path: ruta, token }: Pedido) {
  await fetch(`${url}${ruta}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(120_000) }).then((r) => r.arrayBuffer());
  await new Promise((listo) => setTimeout(listo, 500));
}

async function main() {
  const t0 = performance.now();
  const { database, volumen, limpiar } = await abrirSembrada();
  try {
    const hoy = hoyEn('UTC', new Date());
    log(`datos: ${volumen.usuarios} usuarios, ${volumen.horas} horas (${Math.round((performance.now() - t0) / 1000)} s)`);

    // All the load comes from one address: no per-address ceiling, and failed-login limits that the
    // login cases and timing never reach (they still count every failure in the database).
    const produccion = loadConfig({ NODE_ENV: 'production' });
    const config: Config = {
      ...produccion, jwtSecret: crypto.randomBytes(32).toString('hex'), now: () => new Date(), rateLimitMax: 0,
      loginFallos: { ...produccion.loginFallos, porCuentaYOrigen: 1e9, porCuenta: 1e9, porOrigen: 1e9, porDispositivo: 1e9 },
    };
    const app = await buildApp({ db: database.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const casos = casosDelBench(app, hoy);

    // One uncounted pass first: the first requests read the data dir into the OS and buffer caches.
    for (const { pedidos } of casos) {
      await correr({ url, conexiones: CONEXIONES, segundos: 2, pedidos });
      await esperarQueSeVacie(url, casos[1].pedidos[0]);
    }
    const medidas: Medida[] = [];
    for (let ronda = 1; ronda <= RONDAS; ronda++) {
      for (const { caso, pedidos } of casos) {
        const r = await correr({ url, conexiones: CONEXIONES, segundos: SEGUNDOS, pedidos });
        medidas.push({ caso, ...r });
        log(`ronda ${ronda}, ${caso}: ${r.reqPorSeg} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, no 2xx ${r.no2xx}, errores ${r.errores}`);
        await esperarQueSeVacie(url, casos[1].pedidos[0]);
      }
      if (motor !== 'pg') continue;
      const p = await correrPausado({ url, conexiones: CONEXIONES, segundos: SEGUNDOS, pedidos: casos[1].pedidos, tasa: TASA_SEMANA });
      const { reqPorSeg, p50, p99, errores, no2xx, bytesPorResp } = p;
      medidas.push({ caso: `semana a ${TASA_SEMANA} req/s (pausada): ${casos[1].caso.split(': ')[1]}`, reqPorSeg, p50, p99, errores, no2xx, bytesPorResp });
      log(`ronda ${ronda}, semana a ${TASA_SEMANA} req/s (pausada): ${reqPorSeg} req/s (${p.respondidos}/${p.programados} respondidos), `
        + `p50 ${p50} ms, p90 ${p.p90} ms, p99 ${p99} ms (${p.p99DesdeEnvio} ms desde el envío), p99.9 ${p.p999} ms, máx ${p.max} ms, no 2xx ${no2xx}, errores ${errores} (${p.sinTerminar} sin terminar); `
        + `espera de conexión p99 ${p.esperaConexionP99} ms (máx ${p.esperaConexionMax}), ${p.conexionesAbiertas} conexiones; `
        + `retraso del generador p99 ${p.retrasoEnvioP99} ms (máx ${p.retrasoEnvioMax}), su CPU ${p.cpuGeneradorPct} %`
        + `${p.retrasoEnvioP99 > 1000 / TASA_SEMANA ? ' — el generador se atrasó más de un intervalo (p99): la máquina no le dio CPU a tiempo' : ''}`
        + `; carga ${os.loadavg()[0].toFixed(2)}`);
      await esperarQueSeVacie(url, casos[1].pedidos[0]);
    }
    await new Promise((listo) => setTimeout(listo, 2000)); // let in-flight work and timers settle
    const memoria = { rssMb: Math.round(process.memoryUsage().rss / 2 ** 20), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
    log(`memoria del proceso de la API tras la carga: rss ${memoria.rssMb} MB, máximo ${memoria.maxRssMb} MB`);
    // After the memory figure: argon2's buffers would count in it.
    const login = await medirLogin(app);
    log(`login fallido, mediana de ${login.muestras}: e-mail desconocido ${login.desconocidoMs} ms, contraseña incorrecta ${login.incorrectaMs} ms`);
    await app.close();
    process.stdout.write(`${JSON.stringify({ motor, volumen, conexiones: CONEXIONES, segundos: SEGUNDOS, rondas: RONDAS, casos: medianaDeRondas(medidas), memoria, login })}\n`);
  } finally {
    await database.close();
    limpiar();
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
