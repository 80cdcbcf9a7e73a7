/**
 * `pnpm bench --only=analisis-pantalla` (issue 34): 'Análisis' for the administrator over the data of
 * api/bench/analisis.ts (the demo + 500 users with 12 months of entries, ≈1M rows, seeded by
 * api/bench/sembrar-analisis.ts in its own process into a throw-away PostgreSQL database when
 * `pg_isready` answers, as production runs, else into a PGlite data dir), the production builds
 * served as `pnpm start` does, in the system Chromium with 4x CPU throttling, a new context each round:
 * - from the click on the top bar's 'Análisis' (right after /home has shown the week) to the frame
 *   that shows the year's stacked bars by client and month and the table, nothing loading (target ≤ 1.5 s);
 * - then from the click on 'Servicio' in 'Agrupar por' to the frame that shows both by service (≤ 800 ms).
 * Medians of --rondas (5). Writes bench/results/analisis-pantalla.json. No timing is asserted.
 * Usage: pnpm exec tsx bench/analisis-pantalla.ts [--rondas=5] [--sin-construir] [--por-dia=8]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { enInicio, clicEn, tiempoListo, vigilar } from './enLaPagina';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';

const { chromium } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const args = process.argv.slice(2);
const opcion = (nombre: string) => args.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1];
const RONDAS = Number(opcion('rondas') ?? 5);
const POR_DIA = opcion('por-dia') ?? '8';
const CONSTRUIR = !args.includes('--sin-construir');
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CPU = 4;
const OBJETIVO = { abrir: 1500, agrupar: 800 } as const;
const SALIDA = path.join(RAIZ, 'bench', 'results', 'analisis-pantalla.json');

type Caso = keyof typeof OBJETIVO;

/** Runs in the page: the chart's bars and the table by `dimension` (its first column `columna`), nothing loading. */
function dibujado({ dimension, columna }: { dimension: string; columna: string }) {
  const m = document.querySelector('main');
  if (!m || m.querySelector('.ant-spin-spinning')) return false;
  const grafico = m.querySelector(`[role="img"][aria-label^="Barras apiladas de horas por mes y ${dimension},"]`);
  const tabla = m.querySelector('[aria-label="Tabla del análisis"]');
  return !!grafico && grafico.querySelectorAll('.recharts-bar-rectangle').length > 0 && !!tabla &&
    tabla.querySelector('thead th')?.textContent === columna && tabla.querySelectorAll('tbody tr.ant-table-row').length > 0;
}

const conPostgres = () => {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const sembrador = (argumentos: string[]) =>
  execFileSync('pnpm', ['--filter', '@horas/api', 'exec', 'tsx', 'bench/sembrar-analisis.ts', ...argumentos], { cwd: RAIZ, encoding: 'utf8' });

/** One round: the click on 'Análisis', then the change of 'Agrupar por'; ms of each. */
async function ronda(browser: Browser, url: string): Promise<Record<Caso, number>> {
  const page = await enInicio(browser, url, CPU);
  try {
    await vigilar(page, dibujado, { dimension: 'cliente', columna: 'Cliente' });
    const t0 = await clicEn(page, 'header a[href="/analisis"]');
    const abrir = (await tiempoListo(page)) - t0;
    await page.getByLabel('Agrupar por', { exact: true }).click();
    const opcion = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Servicio"]';
    await page.locator(opcion).waitFor();
    await vigilar(page, dibujado, { dimension: 'servicio', columna: 'Servicio' });
    const t1 = await clicEn(page, opcion);
    return { abrir, agrupar: (await tiempoListo(page)) - t1 };
  } finally {
    await page.context().close();
  }
}

async function main() {
  const fecha = new Date().toISOString();
  const t0 = performance.now();
  const datos = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-analisis-'));
  const pg = conPostgres();
  console.log(`Datos: demo + 500 usuarios, 12 meses, ${POR_DIA} por día hábil (${pg ? 'PostgreSQL' : `PGlite en ${datos}`})…`);
  const semilla = JSON.parse(sembrador([datos, `--por-dia=${POR_DIA}`, ...(pg ? [`--pg=${URL_PG}`] : [])]).trim().split('\n').at(-1)!) as
    { databaseUrl?: string; usuarios: number; horas: number; segundos: number };
  console.log(`${semilla.horas} horas de ${semilla.usuarios} usuarios sembradas en ${semilla.segundos} s.`);
  const medidas: Record<Caso, number[]> = { abrir: [], agrupar: [] };
  let version = '';
  try {
    const { urls } = await servirTodo(await baseLibre(), CONSTRUIR, semilla.databaseUrl ?? datos);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    version = browser.version();
    try {
      await ronda(browser, urls.federado); // warm-up, not counted
      for (let i = 0; i < RONDAS; i++) {
        const { abrir, agrupar } = await ronda(browser, urls.federado);
        medidas.abrir.push(redondear(abrir, 0));
        medidas.agrupar.push(redondear(agrupar, 0));
        console.log(`  ronda ${i + 1}: abrir ${Math.round(abrir)} ms, agrupar ${Math.round(agrupar)} ms`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    if (semilla.databaseUrl) sembrador([`--borrar=${semilla.databaseUrl}`]);
  }

  const grupo = `analisis en Chromium (${semilla.horas} horas de ${semilla.usuarios} usuarios, 12 meses, ${pg ? 'PostgreSQL' : 'PGlite'}, CPU ${CPU}x)`;
  const fila = (caso: Caso, figura: string): Fila => {
    const valor = mediana(medidas[caso]);
    return {
      grupo, figura, unidad: 'ms', valor, referencia: 'objetivo', valorReferencia: OBJETIVO[caso], ratio: redondear(valor / OBJETIVO[caso]),
      nota: `mediana de ${RONDAS}: ${medidas[caso].join(', ')} ms`,
    };
  };
  const filas = [
    fila('abrir', "clic en 'Análisis' → gráfico y tabla del año por cliente y mes"),
    fila('agrupar', "'Agrupar por' Servicio → gráfico y tabla redibujados"),
  ];
  for (const f of filas) console.log(`${f.figura}: ${f.valor} ms (objetivo ${f.valorReferencia})`);
  guardarResultados(SALIDA, { fecha, maquina: { ...maquina(version), cpuThrottling: CPU, segundos: Math.round((performance.now() - t0) / 1000) }, filas });
}

ejecutarParte(main);
