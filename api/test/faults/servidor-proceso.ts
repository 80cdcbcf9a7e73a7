import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CARPETA_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Relative to api/: inside the package so the bundle resolves its external deps from api/node_modules. */
export const CARPETA_BUNDLE = 'dist-faults';

export const USUARIOS = {
  admin: { email: 'admin@horas.local', contrasena: 'Admin#2026' },
  ana: { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' },
  luis: { email: 'luis.perez@horas.local', contrasena: 'Luis#2026' },
  carla: { email: 'carla.mendez@horas.local', contrasena: 'Carla#2026' },
} as const;
export type Quien = keyof typeof USUARIOS;

export interface Servidor {
  url: string;
  pid: number;
  proceso: ChildProcess;
  /** The last lines the process wrote (stdout + stderr), for failure messages. */
  salida: () => string;
  /** Resolves with the exit code / signal once the process is gone (and reaped). */
  fin: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  matar: () => Promise<void>;
  detener: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A free loopback port (the OS picks it; the tiny window before the server binds it is acceptable here). */
export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function esperarSalud(url: string, servidor: { fin: Promise<unknown>; salida: () => string }, limiteMs: number) {
  let terminado = false;
  void servidor.fin.then(() => { terminado = true; });
  const hasta = Date.now() + limiteMs;
  while (Date.now() < hasta) {
    if (terminado) throw new Error(`El servidor terminó al arrancar:\n${servidor.salida()}`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`El servidor no respondió en ${limiteMs} ms:\n${servidor.salida()}`);
}

/**
 * Starts `node dist-faults/server.js` (the bundle built by compilar-servidor.ts) on a free loopback
 * port and waits for /health. `env` adds DATA_DIR or DATABASE_URL etc.
 */
export async function arrancarServidor(env: Record<string, string>, opciones: { limiteMs?: number; nodeArgs?: string[] } = {}): Promise<Servidor> {
  // Generous: a first start (initdb + seed in PGlite's wasm) took over 90 s on the shared machine under load.
  const { limiteMs = 180_000, nodeArgs = [] } = opciones;
  const port = await puertoLibre();
  const proceso = spawn(process.execPath, [...nodeArgs, path.join(CARPETA_BUNDLE, 'server.js')], {
    cwd: CARPETA_API,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      APP_TZ: 'UTC',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'secreto-de-las-pruebas-de-fallas-0123456789',
      RATE_LIMIT_MAX: '0',
      // No proxy in front: a stop cuts the tests' idle kept-alive connections at once instead of
      // waiting 5 s for them (apagado.test.ts, about that wait, asks for the default).
      DESPEDIDA_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let cola = '';
  const guardar = (b: Buffer) => { cola = (cola + b.toString()).slice(-8000); };
  proceso.stdout!.on('data', guardar);
  proceso.stderr!.on('data', guardar);
  const fin = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proceso.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${port}`;
  const servidor: Servidor = {
    url,
    pid: proceso.pid!,
    proceso,
    salida: () => cola,
    fin,
    matar: async () => { proceso.kill('SIGKILL'); await fin; },
    detener: async () => {
      if (proceso.exitCode === null && proceso.signalCode === null) proceso.kill('SIGTERM');
      const t = setTimeout(() => proceso.kill('SIGKILL'), 15_000);
      try { return await fin; } finally { clearTimeout(t); }
    },
  };
  try {
    await esperarSalud(url, servidor, limiteMs);
  } catch (e) {
    proceso.kill('SIGKILL');
    await fin;
    throw e;
  }
  return servidor;
}

export async function login(url: string, quien: Quien): Promise<{ token: string; id: number }> {
  const res = await fetch(`${url}/usuarios/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USUARIOS[quien]),
  });
  if (res.status !== 200) throw new Error(`login ${quien}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; id: number };
}

/** Resident set size of a live process in bytes, from /proc/<pid>/status (Linux). */
export function rssDe(pid: number): number {
  const estado = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /^VmRSS:\s+(\d+) kB$/m.exec(estado);
  if (!m) throw new Error(`VmRSS no disponible para ${pid}`);
  return Number(m[1]) * 1024;
}

/**
 * A process's resident memory split in two, from /proc/<pid>/smaps (Linux): the WebAssembly linear
 * memories (PGlite's Postgres) and the rest (V8 heap, native buffers, code). V8 on x64 reserves each
 * wasm memory as one 10 GiB region: the committed rw-p part(s) at its start, the ---p guard after it.
 * Wasm memory can grow but never shrink (by the WebAssembly spec), so "back to baseline" can only be
 * asked of the rest; the wasm part is reported and bounded on its own.
 */
export function memoriaDe(pid: number): { total: number; wasm: number; resto: number } {
  const regiones: { inicio: bigint; fin: bigint; permisos: string; anonima: boolean; rss: number }[] = [];
  for (const linea of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const cabecera = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(linea);
    if (cabecera) {
      regiones.push({ inicio: BigInt(`0x${cabecera[1]}`), fin: BigInt(`0x${cabecera[2]}`), permisos: cabecera[3], anonima: cabecera[4] === '0' && cabecera[5] === '', rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB$/.exec(linea);
    if (rss && regiones.length) regiones[regiones.length - 1].rss = Number(rss[1]) * 1024;
  }
  const DIEZ_GIB = 10n * 1024n ** 3n;
  let total = 0;
  let wasm = 0;
  regiones.forEach((guarda, i) => {
    total += guarda.rss;
    if (guarda.permisos !== '---p' || !guarda.anonima) return;
    // The committed part may be split in several adjacent rw-p mappings after the memory grew.
    let j = i;
    while (j > 0 && regiones[j - 1].permisos === 'rw-p' && regiones[j - 1].anonima && regiones[j - 1].fin === regiones[j].inicio) j--;
    if (j < i && guarda.fin - regiones[j].inicio === DIEZ_GIB) for (let k = j; k < i; k++) wasm += regiones[k].rss;
  });
  return { total, wasm, resto: total - wasm };
}

/** The editing window of the server's "today" (APP_TZ=UTC): first day two months back .. today. */
export function diasDeLaVentana(hoy = new Date()): string[] {
  const dias: string[] = [];
  const d = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth() - 2, 1));
  const fin = Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), hoy.getUTCDate());
  for (; d.getTime() <= fin; d.setUTCDate(d.getUTCDate() + 1)) {
    const iso = d.toISOString().slice(0, 10);
    const [a, m, dia] = iso.split('-');
    dias.push(`${dia}/${m}/${a}`);
  }
  return dias;
}
