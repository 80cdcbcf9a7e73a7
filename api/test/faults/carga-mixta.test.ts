import fs from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { copiaDe } from '../helper';
import { arrancarServidor, diasDeLaVentana, login, memoriaDe, rssDe, USUARIOS, type Servidor } from './servidor-proceso';

/**
 * Mixed load on a real server process (the built bundle, PGlite, the default engine): 3,000 logins,
 * week reads, entry writes and reports from 50 concurrent connections. No 5xx at all, no connection
 * error or time-out, and the process's memory comes back to its post-warm-up baseline. A number of
 * requests, not a duration: the same proof on a fast machine and on a loaded one (60 s of load made
 * 1,656 requests at load 20, about 8,000 quiet).
 *
 * Memory: resident memory read from /proc/<pid>/smaps (what the process really holds, including
 * native buffers and PGlite's WebAssembly memory, which heap statistics would not show), split by
 * memoriaDe() into the wasm linear memory and the rest. A cold process would make any comparison
 * meaningless (lazy compilation, caches, the wasm heap growing to its working size), so the baseline
 * is taken after a warm-up of 500 requests of the same mix and a settle period. Both ends are measured right
 * after a full GC (SIGUSR2 to a test-only preload, gc-por-senal.mjs): an idle Node process may keep
 * its grown heap for minutes, which says nothing about what it retains. Then, within 30 s after the
 * load: the non-wasm part must fall back to at most baseline + 32 MB (V8 keeps some freed pages and
 * glibc some arenas, so not to the byte; a leak of 11 KB per request, a request's objects kept, over
 * the 3,000 requests would exceed it); the wasm part cannot shrink (WebAssembly memory only grows), so it is
 * only bounded: at most baseline + 64 MB (Postgres buffers and work memory reaching their working
 * size, not growing with the number of requests).
 */

const CONEXIONES = 50;
const PEDIDOS = Number(process.env.FAULTS_CARGA_PEDIDOS ?? 3000);
const CALENTAMIENTO = 500;
const ASENTAR_MS = 5_000;
const ESPERA_VUELTA_MS = 30_000;

// A copy of a seeded data dir (compilar-servidor.ts): the first start on an empty dir runs initdb and
// the seed in a PGlite instance whose memory is freed only when V8 collects it, at no predictable
// time; this one starts as a server usually runs.
const dataDir = copiaDe(inject('pgliteSembrada'), 'horas-faults-carga-');
let servidor: Servidor;
afterAll(async () => {
  await servidor?.detener();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeAll(async () => {
  servidor = await arrancarServidor({ DATA_DIR: dataDir }, { nodeArgs: ['--expose-gc', '--import=./test/faults/gc-por-senal.mjs'] });
});

/** A full GC in the server (see gc-por-senal.mjs), then a moment for freed pages to leave the RSS. */
async function recolectar(pid: number) {
  process.kill(pid, 'SIGUSR2');
  await dormir(1500);
}

const azar = <T>(lista: readonly T[]): T => lista[Math.floor(Math.random() * lista.length)];
const iso = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

/** The demo users of the mix (not Carla: her last two months are closed). */
type Sesiones = Record<'admin' | 'ana' | 'luis', { token: string; id: number }>;

/** One request of the mix, chosen at random for each slot: [method, path, body?, token?]. */
function pedidoAlAzar(s: Sesiones, dias: string[], tareasDefecto: number[], areas: number[]) {
  const dia = azar(dias);
  const desde = iso(dia);
  const hasta = new Date(Date.parse(`${desde}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const staff = azar(['ana', 'luis'] as const);
  const r = Math.random();
  if (r < 0.05) return { method: 'POST', path: '/usuarios/login', body: JSON.stringify(USUARIOS[azar(['admin', 'ana', 'luis'] as const)]) };
  if (r < 0.45) return { method: 'GET', path: `/horas/horasusuario/${s[staff].id}?fechaDesde=${desde}&fechaHasta=${hasta}`, token: s[staff].token };
  if (r < 0.75) {
    const body = { clienteId: null, servicioId: null, tareaId: azar(tareasDefecto), horasTrabajadas: (1 + Math.floor(Math.random() * 5)) / 100, descripcion: 'carga mixta', fechaCarga: dia };
    return { method: 'POST', path: '/horas/cargarhoras', body: JSON.stringify(body), token: s[staff].token };
  }
  if (r < 0.85) return { method: 'GET', path: `/horas/horastodosusuarios/rango?fechaDesde=${desde}&fechaHasta=${hasta}`, token: s.admin.token };
  if (r < 0.92) return { method: 'GET', path: `/horas/horasarea/${azar(areas)}/rango?fechaDesde=${desde}&fechaHasta=${hasta}`, token: s.admin.token };
  return { method: 'GET', path: `/horas/mis-horas/por-semana?fechaInicio=${desde}&fechaFin=${hasta}`, token: s[staff].token };
}

function cargar(url: string, pedidos: number, siguiente: () => ReturnType<typeof pedidoAlAzar>, estados: Map<number, number>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({
    url, connections: CONEXIONES, amount: pedidos,
    // A hang detector, not a latency budget (that is the bench's job): on the shared 2-core machine, with
    // other jobs running, 50 queued connections on one PGlite connection and argon2 logins saw p99 > 15 s.
    timeout: 90,
    requests: [{
      setupRequest: (req) => {
        const p = siguiente();
        const headers: Record<string, string> = { ...(req.headers as Record<string, string>), 'content-type': 'application/json' };
        if (p.token) headers.authorization = `Bearer ${p.token}`;
        return { ...req, method: p.method as 'GET' | 'POST', path: p.path, body: p.body, headers };
      },
      onResponse: (status) => { estados.set(status, (estados.get(status) ?? 0) + 1); },
    }],
  }, (error, resultado) => (error ? reject(error) : resolve(resultado))));
}

const MB = 1024 * 1024;
const mb = (b: number) => Math.round(b / MB);
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(`${CONEXIONES} connections, ${PEDIDOS} requests of mixed traffic: no 5xx, no connection errors, memory back to baseline`, async () => {
  const { url, pid } = servidor;
  const s: Sesiones = { admin: await login(url, 'admin'), ana: await login(url, 'ana'), luis: await login(url, 'luis') };
  const auth = { authorization: `Bearer ${s.admin.token}` };
  const tareasDefecto = ((await (await fetch(`${url}/tareas/especificas`, { headers: auth })).json()) as { id: number }[]).map((t) => t.id);
  const areas = ((await (await fetch(`${url}/horas/areas`, { headers: auth })).json()) as { id: number }[]).map((a) => a.id);
  const dias = diasDeLaVentana();
  const siguiente = () => pedidoAlAzar(s, dias, tareasDefecto, areas);

  const calentamiento = await cargar(url, CALENTAMIENTO, siguiente, new Map());
  expect(calentamiento.errors + calentamiento.timeouts).toBe(0);
  await dormir(ASENTAR_MS);
  await recolectar(pid);
  const base = memoriaDe(pid);

  let pico = base.total;
  const vivo = () => servidor.proceso.exitCode === null && servidor.proceso.signalCode === null;
  const muestreo = setInterval(() => { if (vivo()) pico = Math.max(pico, rssDe(pid)); }, 500);
  const estados = new Map<number, number>();
  const resultado = await cargar(url, PEDIDOS, siguiente, estados).finally(() => clearInterval(muestreo));
  expect(vivo(), `el servidor terminó durante la carga:\n${servidor.salida()}`).toBe(true);

  const limiteResto = base.resto + 32 * MB;
  const limiteWasm = base.wasm + 64 * MB;
  await recolectar(pid);
  let despues = memoriaDe(pid);
  for (const hasta = Date.now() + ESPERA_VUELTA_MS; despues.resto > limiteResto && Date.now() < hasta;) {
    await dormir(2000);
    await recolectar(pid);
    despues = memoriaDe(pid);
  }
  const enMB = (m: { total: number; wasm: number; resto: number }) => ({ total: mb(m.total), wasm: mb(m.wasm), resto: mb(m.resto) });
  const memoria = { base: enMB(base), picoTotal: mb(pico), despues: enMB(despues), limites: { resto: mb(limiteResto), wasm: mb(limiteWasm) } };
  console.log(`[carga mixta] ${JSON.stringify({
    pedidos: resultado.requests.total, reqPorSeg: resultado.requests.average, p50ms: resultado.latency.p50, p99ms: resultado.latency.p99,
    estados: Object.fromEntries(estados), errores: resultado.errors, timeouts: resultado.timeouts, memoriaMB: memoria,
  })}`);

  expect(resultado['5xx'], 'respuestas 5xx').toBe(0);
  expect([...estados.keys()].filter((c) => c >= 500)).toEqual([]);
  expect(resultado.errors, 'errores de conexión').toBe(0);
  expect(resultado.timeouts, 'time-outs').toBe(0);
  expect(resultado.requests.total).toBe(PEDIDOS);
  expect(despues.resto, `memoria fuera de wasm tras la carga (MB): ${JSON.stringify(memoria)}`).toBeLessThanOrEqual(limiteResto);
  expect(despues.wasm, `memoria wasm tras la carga (MB): ${JSON.stringify(memoria)}`).toBeLessThanOrEqual(limiteWasm);
  // The server still answers normally afterwards.
  expect((await fetch(`${url}/health`)).status).toBe(200);
});
