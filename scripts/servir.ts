/**
 * `pnpm start` (`--build`: builds first) and `pnpm dev`: the shell, the registry's remotes and the API
 * together, on the ports of shared/federation.ts, then prints the URL to open. Ctrl+C stops them all.
 *
 * It refuses ports a browser would not open, and stops everything with a message naming the part
 * when one exits or does not answer within HORAS_START_TIMEOUT seconds (default 300).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { puerto } from '../shared/federation';
import { esperarRespuesta } from './arranque/esperarRespuesta';
import { partes, type Parte } from './arranque/partes';
import { revisarPuertos } from './arranque/revisarPuertos';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('dev');
const construir = process.argv.includes('--build');
const plazo = Number(process.env.HORAS_START_TIMEOUT || 300);

const fallar = (lineas: string[]): never => {
  console.error(`\n  Horas no arrancó:\n${lineas.map((l) => `  - ${l}`).join('\n')}\n`);
  process.exit(1);
};

const problemas = revisarPuertos();
if (problemas.length) fallar(problemas);
if (!Number.isFinite(plazo) || plazo <= 0) fallar([`HORAS_START_TIMEOUT=${process.env.HORAS_START_TIMEOUT} debe ser un número de segundos.`]);
if (construir && spawnSync('pnpm', ['build'], { cwd: RAIZ, stdio: 'inherit' }).status !== 0) fallar(['`pnpm build` falló (vea arriba).']);

const envApi = {
  ...process.env,
  PORT: String(puerto('api')),
  // The shell's address, linked from the e-mail reminders.
  HORAS_URL: process.env.HORAS_URL || `http://localhost:${puerto('shell')}`,
  // Demo data only on the embedded database, never on a PostgreSQL given by DATABASE_URL.
  ...(!process.env.DATABASE_URL && { SEED_DEMO: process.env.SEED_DEMO ?? '1' }),
};

const hijos = new Map<ChildProcess, Parte>();
let deteniendo = false;

/** Whether a process group still has a member (signal 0 only checks). */
function grupoVivo(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function senalAGrupos(pids: number[], senal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(-pid, senal);
    } catch {
      // already gone
    }
  }
}

/**
 * SIGTERM to every part, then waits until they are gone before exiting: the API takes up to 5 s to
 * let the browser close its connections (api/src/lib/despedida.ts) and holds the data dir's lock
 * until then, so a start right after this one ends finds it free. SIGKILL after 15 s.
 */
async function detener(codigo: number) {
  if (deteniendo) return;
  deteniendo = true;
  if (codigo === 0) console.log('\n  Deteniendo Horas…');
  const grupos = [...hijos.keys()].flatMap(({ pid }) => (pid ? [pid] : []));
  senalAGrupos(grupos, 'SIGTERM');
  const limite = Date.now() + 15_000;
  while (grupos.some(grupoVivo) && Date.now() < limite) await new Promise((listo) => setTimeout(listo, 100));
  senalAGrupos(grupos, 'SIGKILL');
  process.exit(codigo);
}

/** Each part's lines prefixed with its name; each in its own process group, so stopping it stops what pnpm started. */
function lanzar(parte: Parte) {
  const hijo = spawn('pnpm', ['run', parte.script], {
    cwd: path.join(RAIZ, parte.carpeta),
    env: parte.nombre === 'api' ? envApi : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Silent once stopping: what the parts say as they are signalled (pnpm's ELIFECYCLE) is no news.
  const prefijar = (destino: NodeJS.WriteStream) => (trozo: Buffer) => {
    if (!deteniendo) destino.write(trozo.toString().replace(/^(?=.)/gm, `[${parte.nombre}] `));
  };
  hijo.stdout?.on('data', prefijar(process.stdout));
  hijo.stderr?.on('data', prefijar(process.stderr));
  hijo.on('exit', (codigo, senal) => {
    if (deteniendo) return;
    console.error(`\n  Horas se detiene: ${parte.nombre} terminó (${senal ?? `código ${codigo}`}); se detienen las demás partes.\n`);
    void detener(1);
  });
  hijos.set(hijo, parte);
}

process.on('SIGINT', () => void detener(0));
process.on('SIGTERM', () => void detener(0));

const todas = partes(dev);
todas.forEach(lanzar);
Promise.all(
  todas.map((parte) =>
    esperarRespuesta(parte.urlLista, plazo).catch((error: Error) => {
      throw new Error(`${parte.nombre} ${error.message}`);
    }),
  ),
).then(
  () => console.log(`\n  Horas está listo: abra http://localhost:${puerto('shell')}\n  (usuarios de demostración en README.md)\n`),
  (error: Error) => {
    console.error(`\n  Horas se detiene: ${error.message}; se detienen las demás partes.\n`);
    void detener(1);
  },
);
