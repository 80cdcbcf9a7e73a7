/**
 * API benchmark: on PostgreSQL (TEST_DATABASE_URL) and on PGlite, each engine in its own process
 * (bench/motor.ts): ≈470k hour rows, then autocannon at 50 connections, loopback only, on the bare
 * health route, a week listing, a month-long mis-horas query and a one-month all-users report,
 * each the median of BENCH_ROUNDS runs of BENCH_SECONDS; then a failed login's time, unknown e-mail vs wrong
 * password. Writes bench/results/api.json.
 * Usage: pnpm --filter @horas/api bench  [BENCH_SECONDS=5] [BENCH_ROUNDS=3] [BENCH_ONLY=pg|pglite]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TiemposLogin } from './login';

const MOTOR = fileURLToPath(new URL('./motor.ts', import.meta.url));

/**
 * glibc's allocator settings of the `start` script (package.json), so the memory measured is what
 * production runs: without them a large report's buffers stay in malloc arenas after it is sent.
 */
const MALLOC_DE_PRODUCCION = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
const ARCHIVO = new URL('./results/api.json', import.meta.url);

interface Caso { caso: string; reqPorSeg: number; p50: number; p99: number; errores: number; no2xx: number; bytesPorResp: number; rondas: number[] }
interface ResultadoMotor { motor: string; conexiones: number; segundos: number; rondas: number; casos: Caso[]; memoria: { rssMb: number; maxRssMb: number }; login: TiemposLogin }

function medirMotor(motor: 'pg' | 'pglite'): Promise<ResultadoMotor> {
  return new Promise((resolve, reject) => {
    const hijo = execFile(process.execPath, ['--import', 'tsx', MOTOR, motor], { maxBuffer: 2 ** 20, env: { ...process.env, ...MALLOC_DE_PRODUCCION } }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as ResultadoMotor);
    });
    hijo.stderr?.pipe(process.stderr);
  });
}

const NOMBRE = { pg: 'postgresql', pglite: 'pglite' } as const;

async function main() {
  const cargaAlInicio = os.loadavg().map((l) => l.toFixed(2));
  const solo = process.env.BENCH_ONLY;
  const motores = (['pg', 'pglite'] as const).filter((m) => (m === 'pg' ? Boolean(process.env.TEST_DATABASE_URL) : true) && (!solo || solo === m));
  if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL no definido: se omite PostgreSQL.');
  const medidos: ResultadoMotor[] = [];
  for (const motor of motores) medidos.push({ ...(await medirMotor(motor)), motor: NOMBRE[motor] });

  const maquina = {
    cpu: os.cpus()[0]?.model, nucleos: os.cpus().length, memoriaGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version, plataforma: `${os.platform()} ${os.release()}`, cargaAlInicio, cargaAlFinal: os.loadavg().map((l) => l.toFixed(2)),
  };
  const registro = { fecha: new Date().toISOString(), maquina };
  const resultados = medidos.flatMap((m) => m.casos.map(({ rondas: porRonda, ...c }) => ({
    motor: m.motor, ...c, reqPorSegPorRonda: porRonda, conexiones: m.conexiones, segundos: m.segundos, rondas: m.rondas, ...registro,
  })));
  const memoria = medidos.map((m) => ({ motor: m.motor, ...m.memoria, ...registro }));
  const login = medidos.map((m) => ({ motor: m.motor, ...m.login, ...registro }));

  console.log(`\nMáquina: ${maquina.cpu} x${maquina.nucleos}, ${maquina.memoriaGb} GB, Node ${maquina.node}, carga ${cargaAlInicio.join(' ')}`);
  console.table(resultados.map((r) => {
    const base = resultados.find((b) => b.motor === r.motor && b.caso.startsWith('GET /health'))!;
    return { motor: r.motor, caso: r.caso, 'req/s': r.reqPorSeg, 'p50 ms': r.p50, 'p99 ms': r.p99, 'vs base': (r.reqPorSeg / base.reqPorSeg).toFixed(3), 'no 2xx': r.no2xx, errores: r.errores, 'bytes/resp': r.bytesPorResp };
  }));
  console.table(memoria.map(({ motor, rssMb, maxRssMb }) => ({ motor, 'rss tras la carga MB': rssMb, 'rss máximo MB': maxRssMb })));
  console.table(login.map(({ motor, desconocidoMs, incorrectaMs, muestras }) => ({
    motor, 'login e-mail desconocido ms': desconocidoMs, 'login contraseña incorrecta ms': incorrectaMs, ratio: (desconocidoMs / incorrectaMs).toFixed(3), muestras,
  })));

  // A partial run (BENCH_ONLY) keeps the other engine's last results, with their own date and machine.
  const previo = fs.existsSync(ARCHIVO) ? JSON.parse(fs.readFileSync(ARCHIVO, 'utf8')) : {};
  const otro = (lista: { motor: string }[] | undefined) => (lista ?? []).filter((r) => !medidos.some((m) => m.motor === r.motor));
  fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  fs.writeFileSync(ARCHIVO, `${JSON.stringify({
    ...registro, resultados: [...resultados, ...otro(previo.resultados)], memoria: [...memoria, ...otro(previo.memoria)], login: [...login, ...otro(previo.login)],
  }, null, 2)}\n`);
  console.log('Resultados en bench/results/api.json');
}

main().catch((error) => { console.error(error); process.exit(1); });
