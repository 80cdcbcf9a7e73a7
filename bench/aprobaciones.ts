/**
 * `pnpm bench --only=aprobaciones` (issue 28): 'Aprobaciones' for the administrator, with 500
 * people whose last month is sent (api/bench/sembrar-aprobaciones.ts, in its own process, into a
 * PGlite data dir the API then serves; the production builds served as `pnpm start` does), in the
 * system Chromium with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), a new context each
 * time:
 * - from the click on the top bar's 'Aprobaciones' to the frame that shows the table of last month
 *   (its first 50 rows, its pages for everyone, no spinner): once right after /home has shown the
 *   week, and once after 3 s on it (a person reading the week, while the menu's screens load
 *   ahead, 'Aprobaciones' among them for approvers), the median of --rondas (5) each; target ≤ 1.5 s;
 * - then, once, the clicks to approve every sent month with nothing missing: 'Aprobaciones',
 *   'Seleccionar sin diferencias', 'Aprobar seleccionados (N)' (target ≤ 3); the API is then asked
 *   whether exactly those months are approved and the others still sent.
 * Writes bench/results/aprobaciones.json. No timing is asserted: the times are figures.
 * Usage: pnpm exec tsx bench/aprobaciones.ts [--rondas=5] [--sin-construir]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { CierreFila } from '../shared/src/contracts';
import { USUARIOS } from '../e2e/support/usuarios';
import { enInicio, clicEn, tiempoListo, vigilar } from './enLaPagina';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';

// Playwright is the e2e package's dependency: the bench borrows it, as front.ts does.
const { chromium } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const args = process.argv.slice(2);
const RONDAS = Number(args.find((a) => a.startsWith('--rondas='))?.split('=')[1] ?? 5);
const CONSTRUIR = !args.includes('--sin-construir');
const PERSONAS = 500;
const CPU = 4;
const PAUSA_LECTURA_MS = 3000;
const POR_PAGINA = 50;
const OBJETIVO_MS = 1500;
const OBJETIVO_CLICS = 3;
const SALIDA = path.join(RAIZ, 'bench', 'results', 'aprobaciones.json');
const { email, contrasena } = USUARIOS.admin;

type Momento = 'alLlegar' | 'trasLeer';

/** Runs in the page: the screen's table shows its first page of the month and the pages for everyone, nothing loading. */
function tablaLista({ filas, porPagina }: { filas: number; porPagina: number }) {
  const m = document.querySelector('main');
  if (!m || m.querySelector('.ant-spin-spinning, .anticon-loading')) return false;
  const zona = m.querySelector('[aria-label="Meses de las personas"]');
  const ultima = Math.ceil(filas / porPagina);
  return !!zona && zona.querySelectorAll('tbody tr.ant-table-row').length === Math.min(filas, porPagina) && !!zona.querySelector(`.ant-pagination-item-${ultima}`);
}

async function api<T>(urlApi: string, token: string, ruta: string): Promise<T> {
  const respuesta = await fetch(`${urlApi}${ruta}`, { headers: { authorization: `Bearer ${token}` } });
  if (!respuesta.ok) throw new Error(`${ruta}: ${respuesta.status} ${await respuesta.text()}`);
  return (await respuesta.json()) as T;
}

async function medir(browser: Browser, url: string, momento: Momento, filas: number): Promise<number> {
  const page = await enInicio(browser, url, CPU);
  try {
    if (momento === 'trasLeer') await page.waitForTimeout(PAUSA_LECTURA_MS);
    await vigilar(page, tablaLista, { filas, porPagina: POR_PAGINA });
    const t0 = await clicEn(page, 'header a[href="/aprobaciones"]');
    return (await tiempoListo(page)) - t0;
  } finally {
    await page.context().close();
  }
}

/** The three clicks of the issue, counted; returns the clicks and how many people the screen says it approved. */
async function aprobarLosLimpios(browser: Browser, url: string) {
  const page = await enInicio(browser, url, CPU);
  let clics = 0;
  const clic = async (locator: ReturnType<Page['getByRole']>) => {
    await locator.click();
    clics += 1;
  };
  try {
    await clic(page.locator('header').getByRole('link', { name: 'Aprobaciones', exact: true }));
    await page.getByRole('region', { name: 'Meses de las personas' }).locator('tbody tr.ant-table-row').first().waitFor();
    await clic(page.getByRole('button', { name: 'Seleccionar sin diferencias' }));
    await clic(page.getByRole('button', { name: /^Aprobar seleccionados \(\d+\)$/ }));
    const resultado = page.getByRole('list', { name: 'Resultado de la aprobación' });
    await resultado.waitFor({ timeout: 120_000 });
    return { clics, aprobadosEnPantalla: await resultado.getByText(/: Aprobado$/).count() };
  } finally {
    await page.context().close();
  }
}

async function main() {
  const fecha = new Date().toISOString();
  const t0 = performance.now();
  const datos = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-aprobaciones-'));
  console.log(`Datos: demo + ${PERSONAS} personas con el mes pasado enviado (PGlite en ${datos})…`);
  const semilla = execFileSync('pnpm', ['--filter', '@horas/api', 'exec', 'tsx', 'bench/sembrar-aprobaciones.ts', datos, `--personas=${PERSONAS}`], { cwd: RAIZ, encoding: 'utf8' });
  const { mes, conFaltantes } = JSON.parse(semilla.trim().split('\n').at(-1)!) as { mes: string; personas: number; conFaltantes: number };

  const base = await baseLibre();
  const { urls, urlApi } = await servirTodo(base, CONSTRUIR, datos);
  const login = await fetch(`${urlApi}/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, contrasena }) });
  const { token } = (await login.json()) as { token: string };
  const lista = () => api<CierreFila[]>(urlApi, token, `/horas/cierres?mes=${mes}`);
  const antes = await lista();
  const limpias = antes.filter((f) => f.estado === 'enviado' && f.diferencia >= 0 && f.diasSinHoras.length === 0).map((f) => f.usuarioId);
  console.log(`${mes}: ${antes.length} filas para el administrador, ${limpias.length} enviadas sin diferencias. ${RONDAS} rondas, CPU ${CPU}x.`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const version = browser.version();
  const medidas: Record<Momento, number[]> = { alLlegar: [], trasLeer: [] };
  let aprobacion: { clics: number; aprobadosEnPantalla: number };
  try {
    // One warm-up (the preview servers' and the API's first answers), not counted.
    await medir(browser, urls.federado, 'alLlegar', antes.length);
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      for (const momento of ronda % 2 ? (['trasLeer', 'alLlegar'] as const) : (['alLlegar', 'trasLeer'] as const)) {
        const ms = await medir(browser, urls.federado, momento, antes.length);
        medidas[momento].push(redondear(ms, 0));
        console.log(`  ronda ${ronda + 1} ${momento.padEnd(8)} ${Math.round(ms)} ms`);
      }
    }
    aprobacion = await aprobarLosLimpios(browser, urls.federado);
  } finally {
    await browser.close();
  }

  const despues = await lista();
  const estado = new Map(despues.map((f) => [f.usuarioId, f.estado]));
  const todasAprobadas = limpias.every((id) => estado.get(id) === 'aprobado');
  const otrasIntactas = antes.filter((f) => !limpias.includes(f.usuarioId)).every((f) => estado.get(f.usuarioId) === f.estado);
  const grupo = `aprobaciones (${antes.length} personas, ${mes} enviado por ${PERSONAS}, CPU ${CPU}x)`;
  const tiempo = (momento: Momento, figura: string): Fila => {
    const valor = mediana(medidas[momento]);
    return {
      grupo, figura, unidad: 'ms', valor, referencia: 'objetivo', valorReferencia: OBJETIVO_MS, ratio: redondear(valor / OBJETIVO_MS),
      nota: `mediana de ${RONDAS}: ${medidas[momento].join(', ')} ms`,
    };
  };
  const filas: Fila[] = [
    tiempo('alLlegar', "clic en 'Aprobaciones' → tabla del mes, recién mostrada la semana"),
    tiempo('trasLeer', "clic en 'Aprobaciones' → tabla del mes, tras 3 s en /home (pantallas del menú precargadas)"),
    {
      grupo, figura: 'clics para aprobar todos los meses enviados sin diferencias', unidad: 'clics', valor: aprobacion.clics,
      referencia: 'objetivo', valorReferencia: OBJETIVO_CLICS, ratio: redondear(aprobacion.clics / OBJETIVO_CLICS),
      nota: `${todasAprobadas && otrasIntactas ? 'OK' : 'MAL'}: ${aprobacion.aprobadosEnPantalla} aprobados en pantalla de ${limpias.length} sin diferencias; ` +
        `${todasAprobadas ? 'todos aprobados en la API' : 'NO todos aprobados en la API'}; ${otrasIntactas ? 'las demás filas sin cambios' : 'otras filas CAMBIARON'} ` +
        `(${conFaltantes} personas con un día sin horas siguen enviadas)`,
    },
  ];
  for (const f of filas) console.log(`${f.figura}: ${f.valor} ${f.unidad} (objetivo ${f.valorReferencia})`);
  guardarResultados(SALIDA, { fecha, maquina: { ...maquina(version), cpuThrottling: CPU, segundos: Math.round((performance.now() - t0) / 1000) }, mes, filas });
}

ejecutarParte(main);
