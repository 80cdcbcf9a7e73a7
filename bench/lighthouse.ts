/**
 * Lighthouse on the login screen, the page everyone opens every day: the `lighthouse` package with
 * its default mobile profile (simulated slow 4G, 4x CPU) driving the system Chromium
 * (`--headless=new --no-sandbox --disable-gpu`), a fresh browser per run, against the production
 * build served as `pnpm start` serves it (bench/servidores.ts), and against mono for reference.
 * Figures: performance and accessibility scores (0-100), LCP and TBT, median of --runs (default 3,
 * the two variants alternating); each run also records its LCP element and the load average.
 *
 * Writes bench/results/lighthouse.json `{ fecha, maquina, corridas, filas }` and prints a table.
 *
 * Usage: pnpm exec tsx bench/lighthouse.ts [--runs=3] [--no-build]   (HORAS_PORT_BASE as in front.ts)
 */
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo, type Variante } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';

const SALIDA = path.join(RAIZ, 'bench', 'results', 'lighthouse.json');
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const CONSTRUIR = !args.includes('--no-build');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OBJETIVO = { rendimiento: 95, accesibilidad: 100 };

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

async function unaCorrida(variante: Variante, url: string): Promise<Corrida> {
  const carga = os.loadavg().map((l) => redondear(l, 2));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const resultado = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!resultado) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const { categories, audits } = resultado.lhr;
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
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const t0 = performance.now();
  const fecha = new Date().toISOString();
  const base = await baseLibre();
  const { urls } = await servirTodo(base, CONSTRUIR);
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
  const puntaje = (figura: string, k: 'rendimiento' | 'accesibilidad', objetivo: number): Fila => {
    const valor = mediana(de('federado', k));
    return { grupo, figura, unidad: 'puntos', valor, referencia: 'objetivo', valorReferencia: objetivo, ratio: redondear(valor / objetivo), nota: `${valor >= objetivo ? 'OK' : 'FUERA'}; ${nota(k)}` };
  };
  const tiempo = (figura: string, k: 'lcpMs' | 'tbtMs'): Fila => {
    const valor = mediana(de('federado', k));
    const ref = mediana(de('mono', k));
    return { grupo, figura, unidad: 'ms', valor, referencia: 'mono (mismo código, sin federación)', valorReferencia: ref, ratio: ref ? redondear(valor / ref) : null, nota: nota(k) };
  };
  const filas: Fila[] = [
    puntaje('rendimiento', 'rendimiento', OBJETIVO.rendimiento),
    puntaje('accesibilidad', 'accesibilidad', OBJETIVO.accesibilidad),
    tiempo('LCP (largest contentful paint)', 'lcpMs'),
    tiempo('TBT (total blocking time)', 'tbtMs'),
  ];
  const salida = { fecha, maquina: { ...maquina(CHROMIUM), runs: RUNS, segundos: Math.round((performance.now() - t0) / 1000) }, corridas, filas };
  console.log(`\nLighthouse /login ${fecha}, mediana de ${RUNS}:`);
  for (const f of filas) console.log(`  ${f.figura}: ${f.valor} ${f.unidad} (${f.referencia} ${f.valorReferencia}) — ${f.nota}`);
  guardarResultados(SALIDA, salida);
}

ejecutarParte(main);
