/**
 * The servers the browser benches need, started from production builds: the federated shell and
 * the remotes of the registry (`rsbuild preview`, as `pnpm start` serves them, each at base + its
 * offset), the mono build (the port after the last remote's) and the API (base + 1000) on a fresh
 * DATA_DIR with the demo seed, or on a data dir a part prepared. Used by front.ts, lighthouse.ts,
 * tabla.ts and aprobaciones.ts.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARPETAS_FRONT, REGISTRO_API, REGISTRO_REMOTOS, REGISTRO_SHELL, REMOTOS } from '../shared/apps';

export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Variante = 'federado' | 'mono';

const DESPLAZAMIENTOS_REMOTOS = REMOTOS.map((r) => REGISTRO_REMOTOS[r].desplazamiento);
/** The mono build listens on the first port after the registry's remotes. */
const DESPLAZAMIENTO_MONO = Math.max(...DESPLAZAMIENTOS_REMOTOS) + 1;

const libre = (puerto: number) =>
  new Promise<boolean>((listo) => {
    const s = net.createServer().once('error', () => listo(false)).once('listening', () => s.close(() => listo(true)));
    s.listen(puerto, '127.0.0.1');
  });

/** HORAS_PORT_BASE when set; else the first base from 5400 up whose ports are all free. */
export async function baseLibre(): Promise<number> {
  if (process.env.HORAS_PORT_BASE) return Number(process.env.HORAS_PORT_BASE);
  for (let base = 5400; base < 6000; base += 10) {
    const puertos = [REGISTRO_SHELL.desplazamiento, ...DESPLAZAMIENTOS_REMOTOS, DESPLAZAMIENTO_MONO, REGISTRO_API.desplazamiento].map((d) => base + d);
    if ((await Promise.all(puertos.map(libre))).every(Boolean)) return base;
  }
  throw new Error('Sin un rango de puertos libre entre 5400 y 6000');
}

const hijos: ChildProcess[] = [];
function lanzar(comando: string, argumentos: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const hijo = spawn(comando, argumentos, { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let errores = '';
  hijo.stderr?.on('data', (t: Buffer) => (errores = (errores + t.toString()).slice(-2000)));
  hijo.on('exit', (codigo) => codigo && codigo !== 143 && console.error(`${cwd}: ${comando} ${argumentos.join(' ')} salió con ${codigo}\n${errores}`));
  hijos.push(hijo);
  return hijo;
}

function detenerTodo() {
  for (const { pid } of hijos) {
    try {
      if (pid) process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function esperar(url: string, segundos = 240) {
  const limite = Date.now() + segundos * 1000;
  while (Date.now() < limite) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} no respondió en ${segundos} s`);
}

/**
 * Builds (unless `construir` is false) and serves both variants and the API; stopped when the
 * process exits. `datos`: a PGlite data dir, or a PostgreSQL URL, already holding the part's data (no demo seed then).
 */
export async function servirTodo(base: number, construir: boolean, datos?: string) {
  const env = { ...process.env, HORAS_PORT_BASE: String(base) };
  const urlApi = `http://localhost:${base + REGISTRO_API.desplazamiento}`;
  const urls: Record<Variante, string> = { federado: `http://localhost:${base}`, mono: `http://localhost:${base + DESPLAZAMIENTO_MONO}` };
  const dataDir = datos && !datos.startsWith('postgres') ? datos : fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-front-'));
  process.on('exit', detenerTodo);
  // Stopped (Ctrl+C, or a stop from outside): the servers, each in its own process group, go too.
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));

  if (construir) {
    console.log(`Construyendo (producción, dist-${base}/): shell, ${REMOTOS.length} remotos, mono…`);
    execFileSync('pnpm', ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', '--filter', './mono', 'run', 'build'], { cwd: RAIZ, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  console.log(`Sirviendo: federado ${urls.federado}, mono ${urls.mono}, API ${urlApi} (DATA_DIR ${dataDir})`);
  // Prepared data (a PGlite data dir, or a PostgreSQL database) holds its data already; a fresh data dir gets the demo.
  const baseDeDatos = !datos ? { SEED_DEMO: '1' } : datos.startsWith('postgres') ? { DATABASE_URL: datos } : { DATABASE_URL: '' };
  lanzar('pnpm', ['--filter', '@horas/api', 'start'], RAIZ, { ...env, PORT: String(base + REGISTRO_API.desplazamiento), DATA_DIR: dataDir, ...baseDeDatos, CORS_ANY_LOCALHOST: '1', RATE_LIMIT_MAX: '0' });
  for (const carpeta of CARPETAS_FRONT) lanzar('pnpm', ['exec', 'rsbuild', 'preview'], path.join(RAIZ, carpeta), env);
  lanzar('pnpm', ['exec', 'rsbuild', 'preview'], path.join(RAIZ, 'mono'), { ...env, HORAS_PORT_SHELL: String(base + DESPLAZAMIENTO_MONO) });
  await Promise.all([`${urlApi}/health`, `${urls.federado}/remotes.json`, `${urls.mono}/remotes.json`, ...REMOTOS.map((r) => `http://localhost:${base + REGISTRO_REMOTOS[r].desplazamiento}/mf-manifest.json`)].map((u) => esperar(u)));
  return { urls, urlApi };
}

/** The machine, for the results file. */
export function maquina(chromium: string) {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: RAIZ, encoding: 'utf8' }).trim();
  } catch {
    // not a clone
  }
  return {
    cpu: cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? null,
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    memoriaGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    plataforma: `${os.platform()} ${os.release()}`,
    chromium,
    commit,
  };
}
