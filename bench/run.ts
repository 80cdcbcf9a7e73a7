/**
 * `pnpm bench`: runs every benchmark of the project as child processes, on production builds,
 * prints one table (figure, value, reference, ratio) and writes it with the machine and the date
 * to bench/results.json. Parts (see bench/README.md):
 *   api      api/bench (autocannon on ≈470k rows; PostgreSQL when TEST_DATABASE_URL is set or a
 *            local server answers on 127.0.0.1:5432, and PGlite), medians of 3 rounds, memory
 *   front    bench/front.ts (federated vs mono in Chromium, 4x CPU throttling, median of 9)
 *   lighthouse  bench/lighthouse.ts (the login screen in Lighthouse's mobile profile, median of 3; 'Administración''s accessibility, signed in)
 *   durabilidad api/bench/escrituras.ts (hour entries saved one by one on PGlite on disk, fsync on vs off)
 *   tabla    bench/tabla.ts (a reference week of 15 entries through the modal, 'Tabla' and 'Tabla'
 *            with 'Recientes': actions and time, same Playwright script; a day of three tasks with
 *            the timer: actions; click on 'Tabla' → grid ready at CPU 4x, median of 5)
 *   reporte  bench/reporte.ts (horas.xlsx streamed by the API on PostgreSQL, ≈100k and ≈1M rows:
 *            COPY floor, curl → file, click → file in Chromium, API memory, week p99 under exports)
 *   jornadas api/bench/jornadas.ts (PostgreSQL, 500 users with a month of hours: /horas/saldos p95,
 *            a week's /horas/saldo against the week's hour listing, the scheduled reminders
 *            against a local SMTP server)
 *   cierres  api/bench/cierres.ts (PostgreSQL, 500 users who submitted last month: /horas/cierres p95,
 *            the bulk approval of all of them; then the bulk approval of 5,000)
 *
 *   aprobaciones bench/aprobaciones.ts ('Aprobaciones' with 500 people's last month sent, CPU 4x:
 *            nav click → table, and the clicks to approve every clean sent month)
 *
 *   historial api/bench/historial.ts (the hours write with its history record against a bench-only
 *            variant without it, both engines; bytes per record over 1M; one user's month of
 *            history over 5M records, p99, PostgreSQL)
 *
 *   analisis api/bench/analisis.ts ('Análisis' over ≈1M entries of 500 users in 12 months: the year by
 *            client, user and month, the quarter by user and week with targets; p95, both engines)
 *   analisis-pantalla bench/analisis-pantalla.ts ('Análisis' in Chromium over the same data, CPU 4x:
 *            nav click → the year's chart and table; 'Agrupar por' → redrawn)
 *   ausencias api/bench/ausencias.ts (PostgreSQL and PGlite, 500 users with a year of hours and absences: the team
 *            calendar of a month for an administrator, p95; the year's /horas/saldos, p95)
 *
 * Usage: pnpm bench [--quick] [--only=api,front,lighthouse,reporte,durabilidad,tabla,jornadas,cierres,aprobaciones,historial,analisis,analisis-pantalla,ausencias]
 *   --quick      fewer rounds and shorter API cases, for a look rather than a figure
 * Not part of `pnpm test`.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fila } from './filas';
import { ejecutarParte, guardarResultados } from './salida';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_JSON = path.join(RAIZ, 'api', 'bench', 'results', 'api.json');

const args = process.argv.slice(2);
const opcion = (nombre: string) => args.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1];
const RAPIDO = args.includes('--quick');
const PARTES = ['api', 'front', 'lighthouse', 'reporte', 'durabilidad', 'tabla', 'jornadas', 'cierres', 'aprobaciones', 'historial', 'analisis', 'analisis-pantalla', 'ausencias'] as const;
type Parte = (typeof PARTES)[number];
const SOLO = (opcion('only')?.split(',') ?? [...PARTES]) as Parte[];
for (const p of SOLO) if (!PARTES.includes(p)) throw new Error(`--only=${p}: use ${PARTES.join(', ')}`);
// Only a full run is the record (bench/results.json, bench/RESULTS.md); a quick or partial one goes to
// bench/tmp/, so a look at one part never replaces the figures of the others.
const COMPLETO = !RAPIDO && PARTES.every((p) => SOLO.includes(p));
const SALIDA = path.join(RAIZ, 'bench', COMPLETO ? 'results.json' : 'tmp/results.json');
const MODO = `${RAPIDO ? 'quick' : 'full'}${SOLO.length === PARTES.length ? '' : `, only=${SOLO.join(',')}`}`;

const redondear = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
const ratio = (a: number | null, b: number | null) => (a == null || b == null || b === 0 ? null : redondear(a / b));

/** Runs a command in the repo, echoing its output, and returns stdout. Rejects on a non-zero exit. */
function ejecutar(comando: string, argumentos: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(comando, argumentos, { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let salida = '';
    hijo.stdout.on('data', (trozo: Buffer) => { salida += trozo.toString(); process.stdout.write(trozo); });
    hijo.on('error', reject);
    hijo.on('close', (codigo) => (codigo === 0 ? resolve(salida) : reject(new Error(`${comando} ${argumentos.join(' ')} terminó con código ${codigo}`))));
  });
}

function postgresLocal(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
    return 'postgres://postgres@127.0.0.1:5432/test'; // same rule as .ci/run
  } catch {
    return undefined;
  }
}

interface ResultadoApi { motor: string; caso: string; reqPorSeg: number; p50: number; p99: number; errores: number; no2xx: number; bytesPorResp: number; fecha: string }
interface MemoriaApi { motor: string; rssMb: number; maxRssMb: number; fecha: string }
interface LoginApi { motor: string; desconocidoMs: number; incorrectaMs: number; muestras: number; fecha: string }

/** The issue's memory target for the API process on PGlite. */
const OBJETIVO_MEMORIA_PGLITE_MB = 400;
/** The week listing at a steady rate (api/bench/motor.ts): its p99 against issue 34's target, its req/s against the rate asked. */
const SEMANA_A_TASA = /^semana a (\d+) req\/s/;
const OBJETIVO_P99_SEMANA_MS = 20;

async function benchApi(): Promise<{ filas: Fila[]; crudo: unknown; segundos: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const url = postgresLocal();
  if (url) env.TEST_DATABASE_URL = url;
  if (RAPIDO) { env.BENCH_SECONDS ??= '3'; env.BENCH_ROUNDS ??= '1'; }
  const inicio = new Date();
  const t0 = performance.now();
  await ejecutar('pnpm', ['--filter', '@horas/api', 'bench'], env);
  const datos = JSON.parse(fs.readFileSync(API_JSON, 'utf8')) as { fecha: string; maquina: unknown; resultados: ResultadoApi[]; memoria: MemoriaApi[]; login?: LoginApi[] };
  const segundos = Math.round((performance.now() - t0) / 1000);
  if (!(new Date(datos.fecha) >= inicio)) throw new Error(`${API_JSON} no fue escrito por esta ejecución (fecha ${datos.fecha})`);
  // A BENCH_ONLY run keeps the other engine's older results in the file: take only this run's.
  const actuales = datos.resultados.filter((r) => r.fecha === datos.fecha);
  const filas: Fila[] = [];
  for (const motor of [...new Set(actuales.map((r) => r.motor))]) {
    const delMotor = actuales.filter((r) => r.motor === motor);
    const base = delMotor.find((r) => r.caso.startsWith('GET /health'));
    for (const r of delMotor) {
      const esBase = r === base;
      const nota = r.errores || r.no2xx ? `${r.errores} errores/timeouts, ${r.no2xx} no-2xx` : undefined;
      const tasa = SEMANA_A_TASA.exec(r.caso)?.[1];
      if (tasa) {
        filas.push(
          { grupo: `api ${motor}`, figura: `${r.caso} req/s`, unidad: 'req/s', valor: r.reqPorSeg, referencia: 'tasa pedida', valorReferencia: Number(tasa), ratio: ratio(r.reqPorSeg, Number(tasa)), nota },
          { grupo: `api ${motor}`, figura: `${r.caso} p99`, unidad: 'ms', valor: r.p99, referencia: 'objetivo', valorReferencia: OBJETIVO_P99_SEMANA_MS, ratio: ratio(r.p99, OBJETIVO_P99_SEMANA_MS) },
        );
        continue;
      }
      filas.push({
        grupo: `api ${motor}`, figura: `${r.caso} req/s`, unidad: 'req/s', valor: r.reqPorSeg,
        referencia: esBase ? null : 'GET /health req/s', valorReferencia: esBase ? null : base?.reqPorSeg ?? null,
        ratio: esBase ? null : ratio(r.reqPorSeg, base?.reqPorSeg ?? null), nota,
      });
      filas.push({
        grupo: `api ${motor}`, figura: `${r.caso} p99`, unidad: 'ms', valor: r.reqPorSeg > 0 ? r.p99 : null,
        referencia: esBase ? null : 'GET /health p99', valorReferencia: esBase ? null : base?.p99 ?? null,
        ratio: esBase || r.reqPorSeg === 0 ? null : ratio(r.p99, base?.p99 ?? null),
      });
    }
  }
  for (const m of datos.memoria.filter((r) => r.fecha === datos.fecha)) {
    const objetivo = m.motor === 'pglite' ? OBJETIVO_MEMORIA_PGLITE_MB : null;
    filas.push({
      grupo: `api ${m.motor}`, figura: 'memoria del proceso de la API tras la carga (rss)', unidad: 'MB', valor: m.rssMb,
      referencia: objetivo ? 'objetivo' : null, valorReferencia: objetivo, ratio: ratio(m.rssMb, objetivo),
      nota: `rss máximo durante el bench ${m.maxRssMb} MB (la carga de datos se hace en otro proceso)`,
    });
  }
  for (const l of (datos.login ?? []).filter((r) => r.fecha === datos.fecha)) {
    filas.push({
      grupo: `api ${l.motor}`, figura: `login fallido, e-mail desconocido (mediana de ${l.muestras})`, unidad: 'ms', valor: l.desconocidoMs,
      referencia: 'login fallido, contraseña incorrecta', valorReferencia: l.incorrectaMs, ratio: ratio(l.desconocidoMs, l.incorrectaMs),
      nota: 'cerca de 1: el tiempo no revela si un e-mail tiene cuenta',
    });
  }
  return { filas, crudo: { ...datos, resultados: actuales }, segundos };
}

/** A part that writes `{ filas }` to its own JSON file (bench/front.ts, bench/reporte.ts). */
async function benchJson(script: string, salida: string, argumentos: string[]): Promise<{ filas: Fila[]; crudo: unknown; segundos: number }> {
  const t0 = performance.now();
  const inicio = Date.now();
  await ejecutar('pnpm', ['exec', 'tsx', script, ...argumentos], process.env);
  const archivo = path.join(RAIZ, salida);
  if (!(fs.statSync(archivo).mtimeMs >= inicio)) throw new Error(`${salida} no fue escrito por esta ejecución`);
  const datos = JSON.parse(fs.readFileSync(archivo, 'utf8')) as { filas: Fila[] };
  return { filas: datos.filas, crudo: datos, segundos: Math.round((performance.now() - t0) / 1000) };
}

function maquina() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  let nproc = os.availableParallelism?.() ?? os.cpus().length;
  try { nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()); } catch { /* keep os value */ }
  let commit: string | null = null;
  try { commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: RAIZ, encoding: 'utf8' }).trim(); } catch { /* not a clone */ }
  return {
    cpu: cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? null,
    nproc,
    memoriaGb: redondear(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    plataforma: `${os.platform()} ${os.release()}`,
    commit,
  };
}

/** The table as Markdown lines (printed, and written to bench/RESULTS.md). */
function tablaMarkdown(filas: Fila[]): string[] {
  const fmt = (n: number | null) => (n == null ? '–' : Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));
  const tabla = filas.map((f) => [
    f.grupo, f.figura, f.valor == null ? '–' : `${fmt(f.valor)} ${f.unidad}`,
    f.referencia ? `${fmt(f.valorReferencia)} (${f.referencia})` : '–',
    f.ratio == null ? '–' : f.ratio.toFixed(3),
  ].map((c) => c.replaceAll('|', '\\|')));
  const cab = ['grupo', 'figura', 'valor', 'referencia', 'ratio'];
  const anchos = cab.map((c, i) => Math.max(c.length, ...tabla.map((t) => t[i].length)));
  const linea = (t: string[]) => `| ${t.map((c, i) => c.padEnd(anchos[i])).join(' | ')} |`;
  return [linea(cab), `|${anchos.map((a) => '-'.repeat(a + 2)).join('|')}|`, ...tabla.map(linea)];
}

const RESULTADOS = path.join(RAIZ, 'bench', 'RESULTS.md');

/** A full run rewrites bench/RESULTS.md (linked from the README), so it always shows the latest table. */
function escribirResultados(cabecera: string, filas: Fila[], notas: string[]) {
  const lineas = [
    '# Latest `pnpm bench` (full run)',
    '',
    '<!-- Written by bench/run.ts on each full run: edit the script, not this file. -->',
    'How each figure is taken and read: [`README.md`](README.md).',
    '',
    cabecera,
    '',
    ...tablaMarkdown(filas),
    '',
    ...notas.map((n) => `- ${n}`),
    ...filas.filter((f) => f.nota).map((f) => `- ${f.grupo} / ${f.figura}: ${f.nota}`),
  ];
  fs.writeFileSync(RESULTADOS, `${lineas.join('\n')}\n`);
}

async function main() {
  const inicio = new Date();
  const t0 = performance.now();
  const cargaAlInicio = os.loadavg().map((l) => redondear(l, 2));
  const partes: Record<string, { segundos: number; crudo: unknown }> = {};
  const filas: Fila[] = [];
  const correr: Record<Parte, () => Promise<{ filas: Fila[]; crudo: unknown; segundos: number }>> = {
    api: benchApi,
    front: () => benchJson('bench/front.ts', 'bench/results/front.json', RAPIDO ? ['--runs=2'] : []),
    lighthouse: () => benchJson('bench/lighthouse.ts', 'bench/results/lighthouse.json', RAPIDO ? ['--runs=1'] : []),
    reporte: () => benchJson('bench/reporte.ts', 'bench/results/reporte.json', RAPIDO ? ['--rondas=1'] : []),
    durabilidad: () => benchJson('api/bench/escrituras.ts', 'bench/results/escrituras.json', RAPIDO ? ['--escrituras=100'] : []),
    tabla: () => benchJson('bench/tabla.ts', 'bench/results/tabla.json', RAPIDO ? ['--rondas=1'] : []),
    jornadas: () => benchJson('api/bench/jornadas.ts', 'bench/results/jornadas.json', RAPIDO ? ['--rondas=1'] : []),
    cierres: () => benchJson('api/bench/cierres.ts', 'bench/results/cierres.json', RAPIDO ? ['--rondas=1'] : []),
    aprobaciones: () => benchJson('bench/aprobaciones.ts', 'bench/results/aprobaciones.json', RAPIDO ? ['--rondas=1'] : []),
    historial: () => benchJson('api/bench/historial.ts', 'bench/results/historial.json', RAPIDO ? ['--escrituras=60', '--consultas=200', '--millones=1'] : []),
    analisis: () => benchJson('api/bench/analisis.ts', 'bench/results/analisis.json', RAPIDO ? ['--pedidos=10'] : []),
    'analisis-pantalla': () => benchJson('bench/analisis-pantalla.ts', 'bench/results/analisis-pantalla.json', RAPIDO ? ['--rondas=1'] : []),
    ausencias: () => benchJson('api/bench/ausencias.ts', 'bench/results/ausencias.json', RAPIDO ? ['--pedidos=10'] : []),
  };
  for (const parte of PARTES.filter((p) => SOLO.includes(p))) {
    console.log(`\n== ${parte} ==`);
    const r = await correr[parte]();
    filas.push(...r.filas);
    partes[parte] = { segundos: r.segundos, crudo: r.crudo };
  }
  const resultado = {
    fecha: inicio.toISOString(),
    duracionSegundos: Math.round((performance.now() - t0) / 1000),
    modo: MODO,
    maquina: { ...maquina(), cargaAlInicio, cargaAlFinal: os.loadavg().map((l) => redondear(l, 2)) },
    notas: [
      'API: per case the median of BENCH_ROUNDS autocannon runs (50 connections, BENCH_SECONDS each, load generator in its own process); ratio against GET /health on the same engine in the same run.',
      'Front: medians over runs in the system Chromium (see bench/README.md).',
      'Reporte: horas.xlsx from GET /horas/reporte.xlsx on PostgreSQL (≈1M-entry data set), medians of the rounds; ratios against COPY of the same rows in the same run (see bench/README.md).',
      "Tabla: a reference week of 15 entries (3 combinations × 5 days) logged through 'Agregar hora', 'Tabla' and 'Tabla' with 'Recientes', and a day of three tasks with the timer, by the same Playwright script; actions = characters typed + keys + clicks; the entries are checked in the API; click on 'Tabla' → grid ready in Chromium at CPU 4x (see bench/README.md).",
      'Jornadas: PostgreSQL, 500 users with a month of hours; requests one at a time; the scheduled reminders against a local SMTP server in its own process (see bench/README.md).',
      'Cierres: PostgreSQL, 500 users who submitted last month (a month of hours each); requests one at a time; the bulk approval undone between rounds (see bench/README.md).',
      "Aprobaciones: PGlite, the demo plus 500 people whose last month is sent; the administrator in Chromium, CPU 4x, a new context each time; the clicks checked against the API (see bench/README.md).",
      'Historial: the hours write with and without its record alternating in one run (bench-only variant of the repositories); bytes per record over 1M generated records; one user\'s month over 5M on PostgreSQL, requests one at a time (see bench/README.md).',
      'Análisis: ≈1M entries of 500 users over 12 months on each engine; the two queries one at a time, alternating (see bench/README.md).',
    ],
    tabla: filas,
    detalle: partes,
  };
  const m = resultado.maquina;
  const cabecera = `${resultado.fecha.slice(0, 16).replace('T', ' ')} UTC, \`pnpm bench\` (${resultado.modo}, ${resultado.duracionSegundos} s), commit ${m.commit}: ${m.cpu}, nproc ${m.nproc}, ${m.memoriaGb} GB, Node ${m.node}, load average ${cargaAlInicio.join(' ')} at start, ${m.cargaAlFinal.join(' ')} at the end.`;
  console.log(`\nHoras bench ${cabecera}\n`);
  for (const linea of tablaMarkdown(filas)) console.log(linea);
  for (const f of filas.filter((x) => x.nota)) console.log(`  ${f.grupo} / ${f.figura}: ${f.nota}`);
  if (COMPLETO) escribirResultados(cabecera, filas, resultado.notas);
  guardarResultados(SALIDA, resultado);
}

ejecutarParte(main);
