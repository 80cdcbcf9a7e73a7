/**
 * Lighthouse on the login screen, the page everyone opens every day: the `lighthouse` package with
 * its default mobile profile (simulated slow 4G, 4x CPU) driving the system Chromium
 * (`--headless=new --no-sandbox --disable-gpu`), a fresh browser per run, against the production
 * build served as `pnpm start` serves it (bench/servidores.ts), and against mono for reference.
 * Figures: performance and accessibility scores (0-100), LCP and TBT, median of --runs (default 3,
 * the two variants alternating); each run also records its LCP element and the load average.
 *
 * Then (issue 44) the accessibility category alone on the administrators' screens
 * (`PANTALLAS_ADMINISTRACION`) of the federated build, signed in as the demo administrator: the
 * token the API answers to `POST /usuarios/login` is stored under 'token' on the origin (as the
 * page keeps a session) through Playwright over CDP, and Lighthouse runs with `disableStorageReset`
 * so the page restores the session. Performance of admin screens is not a target.
 *
 * Writes bench/results/lighthouse.json `{ fecha, maquina, corridas, corridasAdministracion, filas }`
 * and prints a table.
 *
 * Usage: pnpm exec tsx bench/lighthouse.ts [--runs=3] [--no-build]   (HORAS_PORT_BASE as in front.ts)
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { USUARIOS } from '../e2e/support/usuarios';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo, type Variante } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';

// Playwright is the e2e package's dependency: the bench borrows it (as tabla.ts does) to sign in.
const { chromium } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const SALIDA = path.join(RAIZ, 'bench', 'results', 'lighthouse.json');
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const CONSTRUIR = !args.includes('--no-build');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OBJETIVO = { rendimiento: 95, accesibilidad: 100 };
const PANTALLAS_ADMINISTRACION = ['/administracion/usuarios', '/administracion/clientes'];

interface Corrida {
  variante: Variante;
  rendimiento: number;
  accesibilidad: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  siMs: number;
  elementoLcp: string | null;
  carga: number[];
}

/** The demo administrator's token, as the login screen gets it. */
async function tokenDelAdministrador(urlApi: string): Promise<string> {
  const { email, contrasena } = USUARIOS.admin;
  const respuesta = await fetch(`${urlApi}/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, contrasena }) });
  if (!respuesta.ok) throw new Error(`login del administrador por la API: ${respuesta.status}`);
  return ((await respuesta.json()) as { token: string }).token;
}

/** Stores the session in the browser's default context, on the origin of `url`, as the page keeps it after a login. */
async function guardarSesion(puerto: number, url: string, token: string) {
  const navegador = await chromium.connectOverCDP(`http://127.0.0.1:${puerto}`);
  try {
    const pagina = await navegador.contexts()[0].newPage();
    // Any page of the origin shares its localStorage: a small static file, not the app.
    await pagina.goto(new URL('/remotes.json', url).href);
    await pagina.evaluate((valor: string) => localStorage.setItem('token', valor), token);
    await pagina.close();
  } finally {
    // Connected over CDP: this only disconnects; chrome-launcher stops the browser.
    await navegador.close();
  }
}

/** Lighthouse on `url` in a fresh Chromium; with a `token`, signed in and the storage kept. */
async function auditar(url: string, categorias: string[], token?: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    if (token) await guardarSesion(chrome.port, url, token);
    const resultado = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categorias, disableStorageReset: Boolean(token) });
    if (!resultado) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    return resultado.lhr;
  } finally {
    await chrome.kill();
  }
}

async function unaCorrida(variante: Variante, url: string): Promise<Corrida> {
  const carga = os.loadavg().map((l) => redondear(l, 2));
  const { categories, audits } = await auditar(url, ['performance', 'accessibility']);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  const detalle = audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return {
    variante,
    rendimiento: Math.round((categories.performance.score ?? 0) * 100),
    accesibilidad: Math.round((categories.accessibility.score ?? 0) * 100),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    fcpMs: ms('first-contentful-paint'),
    siMs: ms('speed-index'),
    elementoLcp: detalle?.items?.[0]?.items?.[0]?.node?.selector ?? null,
    carga,
  };
}

interface CorridaAdministracion {
  pantalla: string;
  accesibilidad: number;
  /** Each weighted accessibility audit that did not pass: its id, title and up to three elements. */
  fallas: string[];
  carga: number[];
}

/**
 * The accessibility category on an administrators' screen, signed in. Refused if the page left it
 * (no session) or its list was not drawn (no table for axe's `td-has-header`): a score of a spinner.
 */
async function corridaAdministracion(origen: string, pantalla: string, token: string): Promise<CorridaAdministracion> {
  const carga = os.loadavg().map((l) => redondear(l, 2));
  const { categories, audits, finalDisplayedUrl } = await auditar(`${origen}${pantalla}`, ['accessibility'], token);
  if (new URL(finalDisplayedUrl).pathname !== pantalla) throw new Error(`${pantalla}: Lighthouse terminó en ${finalDisplayedUrl} (¿sin sesión?)`);
  if (audits['td-has-header'].scoreDisplayMode === 'notApplicable') throw new Error(`${pantalla}: Lighthouse no encontró la tabla de la sección`);
  const fallas = categories.accessibility.auditRefs
    .filter(({ id, weight }) => weight > 0 && audits[id].score !== null && audits[id].score < 1)
    .map(({ id }) => {
      const nodos = (audits[id].details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
      return `${id}: ${audits[id].title} (${nodos.slice(0, 3).map((n) => n.node?.selector).join(' | ')})`;
    });
  return { pantalla, accesibilidad: Math.round((categories.accessibility.score ?? 0) * 100), fallas, carga };
}

/** A score's row: the median of the runs against its target. */
function filaDePuntaje(grupo: string, figura: string, puntos: number[], objetivo: number, nota: string): Fila {
  const valor = mediana(puntos);
  return { grupo, figura, unidad: 'puntos', valor, referencia: 'objetivo', valorReferencia: objetivo, ratio: redondear(valor / objetivo), nota: `${valor >= objetivo ? 'OK' : 'FUERA'}; ${nota}` };
}

async function main() {
  const t0 = performance.now();
  const fecha = new Date().toISOString();
  const base = await baseLibre();
  const { urls, urlApi } = await servirTodo(base, CONSTRUIR);
  const corridas: Corrida[] = [];
  // One uncounted run each: the preview servers' first answers.
  for (const v of ['federado', 'mono'] as Variante[]) await unaCorrida(v, `${urls[v]}/login`);
  for (let i = 0; i < RUNS; i++) {
    const orden: Variante[] = i % 2 ? ['mono', 'federado'] : ['federado', 'mono'];
    for (const v of orden) {
      const c = await unaCorrida(v, `${urls[v]}/login`);
      corridas.push(c);
      console.log(`  ronda ${i + 1} ${v.padEnd(8)} rendimiento ${c.rendimiento}, accesibilidad ${c.accesibilidad}, LCP ${c.lcpMs} ms (${c.elementoLcp}), TBT ${c.tbtMs} ms, FCP ${c.fcpMs} ms, SI ${c.siMs} ms; carga ${c.carga.join(' ')}`);
    }
  }
  const de = (v: Variante, k: 'rendimiento' | 'accesibilidad' | 'lcpMs' | 'tbtMs') => corridas.filter((c) => c.variante === v).map((c) => c[k]);
  const nota = (k: 'rendimiento' | 'accesibilidad' | 'lcpMs' | 'tbtMs') => `federado: ${de('federado', k).join(', ')}; mono: ${de('mono', k).join(', ')}`;
  const grupo = 'lighthouse /login (móvil)';
  const puntaje = (figura: string, k: 'rendimiento' | 'accesibilidad', objetivo: number) => filaDePuntaje(grupo, figura, de('federado', k), objetivo, nota(k));
  const tiempo = (figura: string, k: 'lcpMs' | 'tbtMs'): Fila => {
    const valor = mediana(de('federado', k));
    const ref = mediana(de('mono', k));
    return { grupo, figura, unidad: 'ms', valor, referencia: 'mono (mismo código, sin federación)', valorReferencia: ref, ratio: ref ? redondear(valor / ref) : null, nota: nota(k) };
  };
  const corridasAdministracion: CorridaAdministracion[] = [];
  for (let i = 0; i < RUNS; i++) {
    const token = await tokenDelAdministrador(urlApi);
    for (const pantalla of PANTALLAS_ADMINISTRACION) {
      const c = await corridaAdministracion(urls.federado, pantalla, token);
      corridasAdministracion.push(c);
      console.log(`  ronda ${i + 1} ${pantalla} accesibilidad ${c.accesibilidad}${c.fallas.map((f) => `\n    ${f}`).join('')}; carga ${c.carga.join(' ')}`);
    }
  }
  const accesibilidadAdministracion = (pantalla: string) => {
    const puntos = corridasAdministracion.filter((c) => c.pantalla === pantalla).map((c) => c.accesibilidad);
    return filaDePuntaje('lighthouse administración (móvil, administrador)', `accesibilidad ${pantalla}`, puntos, OBJETIVO.accesibilidad, `federado: ${puntos.join(', ')}`);
  };
  const filas: Fila[] = [
    puntaje('rendimiento', 'rendimiento', OBJETIVO.rendimiento),
    puntaje('accesibilidad', 'accesibilidad', OBJETIVO.accesibilidad),
    tiempo('LCP (largest contentful paint)', 'lcpMs'),
    tiempo('TBT (total blocking time)', 'tbtMs'),
    ...PANTALLAS_ADMINISTRACION.map(accesibilidadAdministracion),
  ];
  const salida = { fecha, maquina: { ...maquina(CHROMIUM), runs: RUNS, segundos: Math.round((performance.now() - t0) / 1000) }, corridas, corridasAdministracion, filas };
  console.log(`\nLighthouse /login y administración ${fecha}, mediana de ${RUNS}:`);
  for (const f of filas) console.log(`  ${f.figura}: ${f.valor} ${f.unidad} (${f.referencia} ${f.valorReferencia}) — ${f.nota}`);
  guardarResultados(SALIDA, salida);
}

ejecutarParte(main);
