/**
 * Front-end bench: the federated build (shell + the remotes) against `pnpm build:mono`
 * (mono/: the same sources as one ordinary app), in the system Chromium, cold cache (a new context
 * per run), 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), a real API on a fresh DATA_DIR
 * with the demo seed. Figures (median of --runs, default 9: single rounds spread ±25 % on a 2-core machine; the two variants alternating):
 *
 *   - JS downloaded (encoded/gzip body bytes of every script, from the network): /login; /home as
 *     admin (through /login, so it includes /login's) until the network is idle; then, during a 3 s
 *     pause (a person reading the week), what each build loads ahead for the menu's other screens;
 *     then 'Mis Horas' after that pause.
 *   - login -> week (the password typed 1.5 s after the e-mail, as a person would): from the click on 'Iniciar sesión' to the frame where /home shows the seven day
 *     cards with every entry of the admin's week (count taken from the API) and no spinner.
 *   - 'Mis Horas' ready (clicked after the pause): from the click on the top bar's 'Mis Horas' to the frame where the screen
 *     shows 'Mis Horas Registradas', the three filter buttons ('Buscar por Cliente', 'Buscar por
 *     Semana', 'Buscar por Fecha'), 'Selecciona un filtro para ver tus horas registradas.', and
 *     neither a spinner nor the client selector's loading icon: every filter can be used.
 *   - federated only: react, react-dom, antd, zustand, react-router-dom, @tanstack/react-query and @horas/shared loaded
 *     once each, from the shell (__FEDERATION__.__SHARE__ after /home, Reportes and Mis Horas).
 *
 * Writes bench/results/front.json `{ fecha, maquina, filas }` and prints a table.
 *
 * Usage: pnpm exec tsx bench/front.ts [--runs=9] [--no-build] [--cascada]
 *   HORAS_PORT_BASE=5200 picks the ports (shell base, remotes at their offsets, mono after them, API +1000); unset,
 *   the first free range from 5400 up. --no-build serves the dist-<base>/ folders already built.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { compartidosCargados } from '../e2e/support/compartidos';
import { clicEn, INICIO_DE_CONTEXTO, tiempoListo, vigilar } from './enLaPagina';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo, type Variante } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';

const SALIDA = path.join(RAIZ, 'bench', 'results', 'front.json');
// Playwright is a dependency of the e2e package: take it from there.
const { chromium } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const args = process.argv.slice(2);
const opcion = (nombre: string) => args.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1];
const RUNS = Number(opcion('runs') ?? 9);
const CONSTRUIR = !args.includes('--no-build');
// Prints, for each round, the requests made after the click on 'Mis Horas' (start and end, ms after the click).
const CASCADA = args.includes('--cascada');
const PAUSA_LECTURA_MS = 3000;
const PAUSA_TECLEO_MS = 1500;
const CPU = 4;
const COMPARTIDOS = ['react', 'react-dom', 'antd', 'zustand', 'react-router-dom', '@tanstack/react-query', '@horas/shared'];
const ADMIN = { email: 'admin@horas.local', contrasena: 'Admin#2026' };

interface Medida { bytesLogin: number; bytesHome: number; bytesPrecarga: number; bytesMisHoras: number; msLoginSemana: number; msMisHoras: number }

// ---------- in-page measuring ----------

/** Runs in the page (bench/enLaPagina.ts `vigilar`): /home's week with its entries, or 'Mis Horas' ready to use. */
function pantallaLista({ condicion, esperadas }: { condicion: 'semana' | 'misHoras'; esperadas: number }) {
  const m = document.querySelector('main');
  if (!m || m.querySelector('.ant-spin-spinning, .anticon-loading')) return false;
  if (condicion === 'semana') return m.querySelectorAll('[role=region]').length === 7 && m.querySelectorAll('[role=region] li').length >= esperadas;
  return ['Mis Horas Registradas', 'Buscar por Cliente', 'Buscar por Semana', 'Buscar por Fecha', 'Selecciona un filtro para ver tus horas registradas.']
    .every((t) => m.textContent?.includes(t) ?? false);
}

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

/** The page's own resource timings from `t0` on: what opening a screen waited for, in order. */
const cascadaDesde = (page: Page, t0: number) =>
  page.evaluate(
    (t0) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime >= t0)
        .map((r) => `    ${String(Math.round(r.startTime - t0)).padStart(5)} → ${String(Math.round(r.responseEnd - t0)).padStart(5)} ms  ${String(r.encodedBodySize).padStart(7)} B  ${r.name}`)
        .join('\n'),
    t0,
  );

async function medir(browser: Browser, url: string, esperadas: number, revisarCompartidos: boolean) {
  const contexto = await browser.newContext();
  await contexto.addInitScript(INICIO_DE_CONTEXTO);
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
    // A person takes a moment to type the password; both builds start loading /home's code when the
    // typing starts (LoginForm's alEmpezar).
    await page.waitForTimeout(PAUSA_TECLEO_MS);
    await page.getByLabel('Contraseña').fill(ADMIN.contrasena);
    await vigilar(page, pantallaLista, { condicion: 'semana', esperadas });
    const t0 = await clicEn(page, 'button', 'Iniciar sesión');
    const msLoginSemana = (await tiempoListo(page)) - t0;
    await page.getByText('Gestión de Clientes').first().waitFor();
    await page.waitForLoadState('networkidle');
    const bytesHome = bytesLogin + (await bytes());
    // A person reads the week before opening another screen: both builds then load ahead the
    // screens of the menu (shell/src/remotos/PrepararOtrasPantallas.tsx).
    await page.waitForTimeout(PAUSA_LECTURA_MS);
    const bytesPrecarga = await bytes();

    await vigilar(page, pantallaLista, { condicion: 'misHoras', esperadas: 0 });
    const t1 = await clicEn(page, 'header a[href="/mishoras"]');
    const msMisHoras = (await tiempoListo(page)) - t1;
    await page.waitForLoadState('networkidle');
    const bytesMisHoras = await bytes();
    if (CASCADA) console.log(`  ${url}: 'Mis Horas' listo a los ${Math.round(msMisHoras)} ms; pedidos desde el clic:\n${await cascadaDesde(page, t1)}`);

    let compartidos: Record<string, string[]> | undefined;
    if (revisarCompartidos) {
      await page.locator('header a[href="/Reportes"]').click();
      await page.getByRole('button', { name: 'Crear reporte' }).waitFor();
      compartidos = await compartidosCargados(page);
    }
    const medida: Medida = { bytesLogin, bytesHome, bytesPrecarga, bytesMisHoras, msLoginSemana, msMisHoras };
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
  const { urls, urlApi } = await servirTodo(base, CONSTRUIR);
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
    fila('JS precargado mientras se lee la semana (3 s, gzip)', 'bytesPrecarga', 'KB'),
    fila("JS al abrir 'Mis Horas' después de /home (gzip)", 'bytesMisHoras', 'KB'),
    fila('login → semana con sus horas (CPU 4x)', 'msLoginSemana', 'ms', 1.15),
    fila("'Mis Horas' → pantalla lista (CPU 4x)", 'msMisHoras', 'ms', 1.15),
    {
      grupo: 'front federado vs mono', figura: 'compartidos cargados una vez, desde el shell', unidad: 'paquetes', valor: COMPARTIDOS.length - malos.length,
      referencia: null, valorReferencia: COMPARTIDOS.length, ratio: null,
      nota: `${malos.length ? `MAL: ${malos.join(', ')}; ` : 'OK; '}${COMPARTIDOS.map((p) => `${p} ${(compartidos[p] ?? ['no cargado']).join('+')}`).join('; ')}`,
    },
  ];
  const salida = { fecha, maquina: { ...m, cargaAlInicio, cargaAlFinal: os.loadavg().map((l) => redondear(l, 2)), runs: RUNS, cpuThrottling: CPU, segundos: Math.round((performance.now() - t0) / 1000) }, filas };
  console.log(`\nFront federado vs mono ${fecha} — mediana de ${RUNS}, CPU ${CPU}x, ${salida.maquina.segundos} s, carga ${cargaAlInicio.join(' ')} → ${salida.maquina.cargaAlFinal.join(' ')}\n`);
  imprimir(filas);
  guardarResultados(SALIDA, salida);
}

ejecutarParte(main);
