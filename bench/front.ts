/**
 * Front-end bench (issue 8): the federated build (shell + four remotes) against `pnpm build:mono`
 * (mono/: the same sources as one ordinary app), in the system Chromium, cold cache (a new context
 * per run), 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), a real API on a fresh DATA_DIR
 * with the demo seed. Figures (median of --runs, default 9: single rounds spread ±25 % on a 2-core machine; the two variants alternating):
 *
 *   - JS downloaded (encoded/gzip body bytes of every script, from the network): /login; /home as
 *     admin (through /login, so it includes /login's); 'Mis Horas' after /home.
 *   - login -> week: from the click on 'Iniciar sesión' to the frame where /home shows the seven day
 *     cards with every entry of the admin's week (count taken from the API) and no spinner.
 *   - 'Mis Horas' ready: from the click on the top bar's 'Mis Horas' to the frame where the screen
 *     shows 'Mis Horas Registradas', the three filter buttons ('Buscar por Cliente', 'Buscar por
 *     Semana', 'Buscar por Fecha'), 'Selecciona un filtro para ver tus horas registradas.', and
 *     neither a spinner nor the client selector's loading icon: every filter can be used.
 *   - federated only: react, react-dom, antd, zustand, react-router-dom and @horas/shared loaded
 *     once each, from the shell (__FEDERATION__.__SHARE__ after /home, Reportes and Mis Horas).
 *
 * Writes bench/results/front.json `{ fecha, maquina, filas }` and prints a table.
 *
 * Usage: pnpm exec tsx bench/front.ts [--runs=9] [--no-build]
 *   HORAS_PORT_BASE=5200 picks the ports (shell base, remotes +1..+4, mono +5, API +1000); unset,
 *   the first free range from 5400 up. --no-build serves the dist-<base>/ folders already built.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SALIDA = path.join(RAIZ, 'bench', 'results', 'front.json');
// Playwright is a dependency of the e2e package: take it from there.
const { chromium } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const args = process.argv.slice(2);
const opcion = (nombre: string) => args.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1];
const RUNS = Number(opcion('runs') ?? 9);
const CONSTRUIR = !args.includes('--no-build');
const CPU = 4;
const COMPARTIDOS = ['react', 'react-dom', 'antd', 'zustand', 'react-router-dom', '@horas/shared'];
const ADMIN = { email: 'admin@horas.local', contrasena: 'Admin#2026' };

interface Fila {
  grupo: string;
  figura: string;
  unidad: string;
  valor: number | null;
  referencia: string | null;
  valorReferencia: number | null;
  ratio: number | null;
  nota?: string;
}

type Variante = 'federado' | 'mono';
interface Medida { bytesLogin: number; bytesHome: number; bytesMisHoras: number; msLoginSemana: number; msMisHoras: number }

const redondear = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m] : (o[m - 1] + o[m]) / 2;
};

// ---------- ports and servers ----------

const libre = (puerto: number) =>
  new Promise<boolean>((listo) => {
    const s = net.createServer().once('error', () => listo(false)).once('listening', () => s.close(() => listo(true)));
    s.listen(puerto, '127.0.0.1');
  });

async function baseLibre(): Promise<number> {
  if (process.env.HORAS_PORT_BASE) return Number(process.env.HORAS_PORT_BASE);
  for (let base = 5400; base < 6000; base += 10) {
    const puertos = [0, 1, 2, 3, 4, 5, 1000].map((d) => base + d);
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

// ---------- in-page measuring ----------

/** Installs a watcher resolving, on the first frame after `condicion` holds, to performance.now(). */
function vigilar(page: Page, condicion: 'semana' | 'misHoras', esperadas: number) {
  return page.evaluate(
    ({ condicion, esperadas }) => {
      const main = () => document.querySelector('main');
      const sinEspera = (m: Element) => !m.querySelector('.ant-spin-spinning, .anticon-loading');
      const texto = (m: Element, t: string) => m.textContent?.includes(t) ?? false;
      const listas = {
        semana: () => {
          const m = main();
          if (!m || !sinEspera(m)) return false;
          const dias = m.querySelectorAll('[role=region]');
          return dias.length === 7 && m.querySelectorAll('[role=region] li').length >= esperadas;
        },
        misHoras: () => {
          const m = main();
          return !!m && sinEspera(m) && ['Mis Horas Registradas', 'Buscar por Cliente', 'Buscar por Semana', 'Buscar por Fecha', 'Selecciona un filtro para ver tus horas registradas.'].every((t) => texto(m, t));
        },
      };
      const w = window as unknown as { __listo?: Promise<number> };
      w.__listo = new Promise<number>((resolver) => {
        const comprobar = () => {
          if (!listas[condicion]()) return;
          observador.disconnect();
          requestAnimationFrame(() => resolver(performance.now()));
        };
        const observador = new MutationObserver(comprobar);
        observador.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { condicion, esperadas },
  );
}

/** Clicks in the page (no round trip between the clock and the click), returns performance.now() of the click. */
const clicEn = (page: Page, selector: string, textoBoton?: string) =>
  page.evaluate(
    ({ selector, textoBoton }) => {
      const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => !textoBoton || e.textContent?.includes(textoBoton));
      if (!el) throw new Error(`sin ${selector} ${textoBoton ?? ''}`);
      const t0 = performance.now();
      el.click();
      return t0;
    },
    { selector, textoBoton },
  );

const tiempoListo = (page: Page) => page.evaluate(() => (window as unknown as { __listo: Promise<number> }).__listo);

function contarJs(page: Page) {
  let pendientes: Promise<number>[] = [];
  page.on('requestfinished', (pedido) => {
    if (pedido.resourceType() === 'script') pendientes.push(pedido.sizes().then((s) => s.responseBodySize, () => 0));
  });
  /** Bytes since the last call. */
  return async () => {
    const lote = pendientes;
    pendientes = [];
    return (await Promise.all(lote)).reduce((a, b) => a + b, 0);
  };
}

async function compartidosCargados(page: Page) {
  return page.evaluate(() => {
    type Version = { from: string; loaded?: boolean; lib?: unknown };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__.__SHARE__;
    const resultado: Record<string, string[]> = {};
    for (const instancia of Object.values(share))
      for (const alcance of Object.values(instancia))
        for (const [paquete, versiones] of Object.entries(alcance))
          for (const [version, info] of Object.entries(versiones))
            if (info.loaded || info.lib) (resultado[paquete] ??= []).push(`${version}@${info.from}`);
    return Object.fromEntries(Object.entries(resultado).map(([p, v]) => [p, [...new Set(v)]]));
  });
}

async function medir(browser: Browser, url: string, esperadas: number, revisarCompartidos: boolean) {
  const contexto = await browser.newContext();
  // tsx keeps function names with an `__name` helper that the functions sent to the page carry along.
  await contexto.addInitScript('globalThis.__name = (f) => f;');
  const page = await contexto.newPage();
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const bytes = contarJs(page);
  try {
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForLoadState('networkidle');
    const bytesLogin = await bytes();

    await page.getByLabel('Usuario').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.contrasena);
    await vigilar(page, 'semana', esperadas);
    const t0 = await clicEn(page, 'button', 'Iniciar sesión');
    const msLoginSemana = (await tiempoListo(page)) - t0;
    await page.getByText('Gestión de Clientes').first().waitFor();
    await page.waitForLoadState('networkidle');
    const bytesHome = bytesLogin + (await bytes());

    await vigilar(page, 'misHoras', 0);
    const t1 = await clicEn(page, 'header a[href="/mishoras"]');
    const msMisHoras = (await tiempoListo(page)) - t1;
    await page.waitForLoadState('networkidle');
    const bytesMisHoras = await bytes();

    let compartidos: Record<string, string[]> | undefined;
    if (revisarCompartidos) {
      await page.locator('header a[href="/Reportes"]').click();
      await page.getByRole('button', { name: 'Crear reporte' }).waitFor();
      compartidos = await compartidosCargados(page);
    }
    const medida: Medida = { bytesLogin, bytesHome, bytesMisHoras, msLoginSemana, msMisHoras };
    return { medida, compartidos };
  } finally {
    await contexto.close();
  }
}

/** How many entries the admin's current week has (what the day cards must show). */
async function entradasDeLaSemana(urlApi: string) {
  const login = await fetch(`${urlApi}/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token, id } = (await login.json()) as { token: string; id: number };
  const hoy = new Date();
  const lunes = new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - ((hoy.getDay() + 6) % 7));
  const domingo = new Date(lunes.getFullYear(), lunes.getMonth(), lunes.getDate() + 6);
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const r = await fetch(`${urlApi}/horas/horasusuario/${id}/rango?fechaDesde=${iso(lunes)}&fechaHasta=${iso(domingo)}`, { headers: { authorization: `Bearer ${token}` } });
  const lista = (await r.json()) as unknown[];
  if (!Array.isArray(lista)) throw new Error(`rango de la semana: ${JSON.stringify(lista).slice(0, 200)}`);
  return lista.length;
}

// ---------- the run ----------

function maquina(chromium: string) {
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
    memoriaGb: redondear(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    plataforma: `${os.platform()} ${os.release()}`,
    chromium,
    commit,
  };
}

function imprimir(filas: Fila[]) {
  const fmt = (n: number | null) => (n == null ? '–' : Number.isInteger(n) ? String(n) : n.toFixed(1));
  const tabla = filas.map((f) => [f.figura, f.valor == null ? '–' : `${fmt(f.valor)} ${f.unidad}`, f.referencia ? `${fmt(f.valorReferencia)} ${f.unidad}` : '–', f.ratio == null ? '–' : f.ratio.toFixed(3), f.nota ?? '']);
  const cab = ['figura', 'federado', 'mono', 'ratio', 'nota'];
  const anchos = cab.map((c, i) => Math.max(c.length, ...tabla.map((t) => t[i].length)));
  const linea = (t: string[]) => `| ${t.map((c, i) => c.padEnd(anchos[i])).join(' | ')} |`;
  console.log(linea(cab));
  console.log(`|${anchos.map((a) => '-'.repeat(a + 2)).join('|')}|`);
  for (const t of tabla) console.log(linea(t));
}

async function main() {
  const t0 = performance.now();
  const fecha = new Date().toISOString();
  const base = await baseLibre();
  const env = { ...process.env, HORAS_PORT_BASE: String(base) };
  const urlApi = `http://localhost:${base + 1000}`;
  const urls: Record<Variante, string> = { federado: `http://localhost:${base}`, mono: `http://localhost:${base + 5}` };
  const datos = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-front-'));
  process.on('exit', detenerTodo);
  process.on('SIGINT', () => process.exit(130));

  if (CONSTRUIR) {
    console.log(`Construyendo (producción, dist-${base}/): shell, 4 remotos, mono…`);
    execFileSync('pnpm', ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', '--filter', './mono', 'run', 'build'], { cwd: RAIZ, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  console.log(`Sirviendo: federado ${urls.federado}, mono ${urls.mono}, API ${urlApi} (DATA_DIR ${datos})`);
  lanzar('pnpm', ['--filter', '@horas/api', 'start'], RAIZ, { ...env, PORT: String(base + 1000), DATA_DIR: datos, SEED_DEMO: '1', CORS_ANY_LOCALHOST: '1', LOGIN_RATE_MAX: '100000' });
  for (const carpeta of ['shell', 'mf-horas', 'mf-reportes', 'mf-mishoras', 'mf-clientes-admin']) lanzar('pnpm', ['exec', 'rsbuild', 'preview'], path.join(RAIZ, carpeta), env);
  lanzar('pnpm', ['exec', 'rsbuild', 'preview'], path.join(RAIZ, 'mono'), { ...env, HORAS_PORT_SHELL: String(base + 5) });
  await Promise.all([`${urlApi}/health`, `${urls.federado}/remotes.json`, `${urls.mono}/remotes.json`, ...[1, 2, 3, 4].map((d) => `http://localhost:${base + d}/mf-manifest.json`)].map((u) => esperar(u)));
  const esperadas = await entradasDeLaSemana(urlApi);
  console.log(`Semana actual del admin: ${esperadas} entradas. ${RUNS} rondas, CPU ${CPU}x, contexto nuevo cada vez.`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const cargaAlInicio = os.loadavg().map((l) => redondear(l, 2));
  const m = maquina(browser.version());
  const medidas: Record<Variante, Medida[]> = { federado: [], mono: [] };
  let compartidos: Record<string, string[]> = {};
  try {
    // One warm-up each (first start of the preview servers and of the API's queries), not counted.
    for (const v of ['federado', 'mono'] as Variante[]) await medir(browser, urls[v], esperadas, false);
    for (let i = 0; i < RUNS; i++) {
      // Alternating order: a load spike on the shared machine hits both variants alike.
      const orden: Variante[] = i % 2 ? ['mono', 'federado'] : ['federado', 'mono'];
      for (const v of orden) {
        const r = await medir(browser, urls[v], esperadas, v === 'federado' && i === 0);
        medidas[v].push(r.medida);
        if (r.compartidos) compartidos = r.compartidos;
        console.log(`  ronda ${i + 1} ${v.padEnd(8)} ${JSON.stringify(r.medida, (_, x) => (typeof x === 'number' ? Math.round(x) : x))}`);
      }
    }
  } finally {
    await browser.close();
  }

  const med = (v: Variante, k: keyof Medida) => mediana(medidas[v].map((x) => x[k]));
  const todas = (v: Variante, k: keyof Medida, d: number) => medidas[v].map((x) => Math.round(x[k] / d)).join(', ');
  const fila = (figura: string, k: keyof Medida, unidad: 'KB' | 'ms', presupuesto?: number): Fila => {
    const d = unidad === 'KB' ? 1024 : 1;
    const valor = redondear(med('federado', k) / d, 1);
    const ref = redondear(med('mono', k) / d, 1);
    const r = ref ? redondear(med('federado', k) / med('mono', k)) : null;
    const veredicto = presupuesto == null || r == null ? '' : `${r <= presupuesto ? 'OK' : 'FUERA'} (presupuesto ≤ ${presupuesto}); `;
    return { grupo: 'front federado vs mono', figura, unidad, valor, referencia: 'mono (mismo código, sin federación)', valorReferencia: ref, ratio: r, nota: `${veredicto}federado: ${todas('federado', k, d)}; mono: ${todas('mono', k, d)}` };
  };
  const malos = COMPARTIDOS.filter((p) => (compartidos[p] ?? []).length !== 1 || !compartidos[p][0].endsWith('@shell'));
  const filas: Fila[] = [
    fila('JS /login (gzip)', 'bytesLogin', 'KB', 1.25),
    fila('JS /home como admin, desde /login (gzip)', 'bytesHome', 'KB', 1.15),
    fila("JS al abrir 'Mis Horas' después de /home (gzip)", 'bytesMisHoras', 'KB'),
    fila('login → semana con sus horas (CPU 4x)', 'msLoginSemana', 'ms', 1.15),
    fila("'Mis Horas' → pantalla lista (CPU 4x)", 'msMisHoras', 'ms', 1.15),
    {
      grupo: 'front federado vs mono', figura: 'compartidos cargados una vez, desde el shell', unidad: 'paquetes', valor: COMPARTIDOS.length - malos.length,
      referencia: null, valorReferencia: COMPARTIDOS.length, ratio: null,
      nota: `${malos.length ? `MAL: ${malos.join(', ')}; ` : 'OK; '}${COMPARTIDOS.map((p) => `${p} ${(compartidos[p] ?? ['no cargado']).join('+')}`).join('; ')}`,
    },
  ];
  fs.mkdirSync(path.dirname(SALIDA), { recursive: true });
  const salida = { fecha, maquina: { ...m, cargaAlInicio, cargaAlFinal: os.loadavg().map((l) => redondear(l, 2)), runs: RUNS, cpuThrottling: CPU, segundos: Math.round((performance.now() - t0) / 1000) }, filas };
  fs.writeFileSync(SALIDA, `${JSON.stringify(salida, null, 2)}\n`);
  console.log(`\nFront federado vs mono ${fecha} — mediana de ${RUNS}, CPU ${CPU}x, ${salida.maquina.segundos} s, carga ${cargaAlInicio.join(' ')} → ${salida.maquina.cargaAlFinal.join(' ')}\n`);
  imprimir(filas);
  console.log(`\nEscrito en ${path.relative(RAIZ, SALIDA)}`);
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
