/**
 * `pnpm bench --only=tabla` (issue 17): what logging a reference week costs through the spec's modal
 * ('Agregar hora' on each day card) and through 'Tabla', driven by the same Playwright script: the
 * actions (each character typed, each key pressed, each click) and the time, in Chromium on the
 * production build, as the demo staff user Ana on an API of its own (fresh data dir, demo seed).
 * The reference week: 10 entries, two rows (Café del Valle · Diseño UX/UI · Prototipado, 6 h, and
 * the default task Capacitación, 2 h) Monday to Friday, one description per row. Each flow logs its
 * own week, emptied through the API before each round, and the API is then asked for exactly those
 * 10 entries. Writes bench/results/tabla.json. No timing is asserted: the times are figures.
 *
 * Usage: pnpm exec tsx bench/tabla.ts [--rondas=3] [--sin-construir]
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { horasEntre, sesionPorApi, vaciarDias, vaciarTabla, type SesionApi } from '../e2e/support/horasPorApi';
import { abrirSemana, ddmmyyyy, iso, lunesDe, masDias, nombreDeDia } from '../e2e/support/semanas';
import { USUARIOS } from '../e2e/support/usuarios';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';

// Playwright is the e2e package's dependency: the bench borrows it, as front.ts does.
const { chromium, expect } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const args = process.argv.slice(2);
const RONDAS = Number(args.find((a) => a.startsWith('--rondas='))?.split('=')[1] ?? 3);
const CONSTRUIR = !args.includes('--sin-construir');
const OBJETIVO = 1 / 3;
const DIAS_LABORABLES = 5;

interface Eleccion {
  campo: 'Cliente' | 'Servicio' | 'Tarea';
  /** The shortest start of the name whose first match in the list (alphabetical, as the API gives it) is the option. */
  prefijo: string;
  opcion: string;
}
interface FilaDeReferencia {
  elecciones: Eleccion[];
  cliente: string | null;
  tarea: string;
  horas: string;
  descripcion: string;
}
// Ana's clients: Banco Andino, Café del Valle, Municipalidad de Río Claro, Transportes Rápidos ('c' is
// first found in 'Banco', 'ca' in 'Café'); Café del Valle's services: Desarrollo web, Diseño UX/UI,
// Identidad de marca; Diseño UX/UI's tasks: Diseño visual, Investigación de usuarios, Prototipado;
// default tasks: Capacitación, Reunión interna, Tareas administrativas, Vacaciones. The search
// matches anywhere in the name, ignoring case and accents (@horas/shared busquedaSinAcentos).
const REFERENCIA: FilaDeReferencia[] = [
  {
    elecciones: [
      { campo: 'Cliente', prefijo: 'ca', opcion: 'Café del Valle' },
      { campo: 'Servicio', prefijo: 'di', opcion: 'Diseño UX/UI' },
      { campo: 'Tarea', prefijo: 'p', opcion: 'Prototipado' },
    ],
    cliente: 'Café del Valle', tarea: 'Prototipado', horas: '6', descripcion: 'Prototipos de la app',
  },
  {
    elecciones: [{ campo: 'Tarea', prefijo: 'c', opcion: 'Capacitación' }],
    cliente: null, tarea: 'Capacitación', horas: '2', descripcion: 'Curso interno',
  },
];

type Flujo = 'modal' | 'tabla';
interface Cuenta { clics: number; teclas: number; caracteres: number }
const total = (c: Cuenta) => c.clics + c.teclas + c.caracteres;

/** Drives the page and counts what a person would do: a click, a key, a typed character. Waiting is not an action. */
class Usuario {
  cuenta: Cuenta = { clics: 0, teclas: 0, caracteres: 0 };
  constructor(readonly page: Page) {}
  async clic(locator: Locator) {
    await locator.click();
    this.cuenta.clics += 1;
  }
  async pulsar(tecla: string) {
    await this.page.keyboard.press(tecla);
    this.cuenta.teclas += 1;
  }
  async teclear(texto: string) {
    await this.page.keyboard.type(texto);
    this.cuenta.caracteres += [...texto].length;
  }
}

/**
 * The pickers of the hour form or of 'Agregar fila', from 'Cliente' (focused on opening) to `hasta`
 * ('Horas' or 'Descripción'): type the prefix, Enter takes the highlighted option, then Tab, Tab (a
 * chosen select's 'Limpiar' button is in the tab order). Without a client 'Servicio' is disabled, so
 * one Tab goes from the empty 'Cliente' to 'Tarea'.
 */
async function elegir(usuario: Usuario, dialogo: Locator, fila: FilaDeReferencia, hasta: 'Horas' | 'Descripción') {
  const page = usuario.page;
  // antd moves the focus into a dialog when its opening animation ends: type only after that.
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
  await expect(dialogo.getByLabel('Cliente')).toBeFocused();
  if (fila.elecciones[0].campo !== 'Cliente') await usuario.pulsar('Tab');
  for (const [i, { campo, prefijo, opcion }] of fila.elecciones.entries()) {
    const siguiente = fila.elecciones[i + 1]?.campo ?? hasta;
    const item = dialogo.locator('.ant-form-item').filter({ has: page.getByLabel(campo) });
    await expect(dialogo.getByLabel(campo)).toBeFocused();
    await usuario.teclear(prefijo);
    // The list has narrowed and the wanted option is the highlighted one (else the prefix is wrong).
    await expect(page.locator(`.ant-select-dropdown:visible .ant-select-item-option-active[title="${opcion}"]`)).toBeVisible();
    await usuario.pulsar('Enter');
    // Chosen and drawn (its 'Limpiar' button there, the next field enabled) before the focus moves on.
    await expect(dialogo.getByLabel(campo)).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toContainText(opcion);
    await expect(item.getByRole('button', { name: 'Limpiar' })).toBeAttached();
    await expect(dialogo.getByLabel(siguiente)).toBeEnabled();
    await usuario.pulsar('Tab');
    await usuario.pulsar('Tab');
  }
  await expect(dialogo.getByLabel(hasta)).toBeFocused();
}

/** The spec's way: for each entry, 'Agregar hora' on the day card and the whole form. */
async function conModal(usuario: Usuario, lunes: Date) {
  const page = usuario.page;
  for (const fila of REFERENCIA) {
    for (let d = 0; d < DIAS_LABORABLES; d++) {
      await usuario.clic(page.getByRole('region', { name: nombreDeDia(masDias(lunes, d)) }).getByRole('button', { name: 'Agregar hora' }));
      const dialogo = page.getByRole('dialog');
      await elegir(usuario, dialogo, fila, 'Horas');
      await usuario.teclear(fila.horas);
      await usuario.pulsar('Tab');
      await expect(dialogo.getByLabel('Descripción')).toBeFocused();
      await usuario.teclear(fila.descripcion);
      await usuario.pulsar('Enter');
      // Saved: the dialog closes when the API has answered; gone for good (its closing animation
      // over, its form destroyed) before the next day's 'Agregar hora'.
      await expect(page.locator('.ant-modal-wrap').getByLabel('Horas')).toHaveCount(0);
    }
  }
}

/** 'Tabla': switch the view, a row per task ('Agregar fila'), then the hours of each day, Tab from day to day. */
async function conTabla(usuario: Usuario, lunes: Date) {
  const page = usuario.page;
  await usuario.clic(page.getByText('Tabla', { exact: true }));
  const tabla = page.getByRole('table', { name: 'Horas de la semana' });
  for (const fila of REFERENCIA) {
    await usuario.clic(page.getByRole('button', { name: 'Agregar fila' }));
    const dialogo = page.getByRole('dialog', { name: 'Agregar fila' });
    await elegir(usuario, dialogo, fila, 'Descripción');
    await usuario.teclear(fila.descripcion);
    await usuario.pulsar('Enter');
    await expect(page.locator('.ant-modal-wrap').getByLabel('Descripción')).toHaveCount(0);
    // The focus is on the new row's Monday.
    const etiqueta = fila.cliente ? fila.elecciones.map((e) => e.opcion).join(' · ') : fila.tarea;
    for (let d = 0; d < DIAS_LABORABLES; d++) {
      await expect(tabla.getByLabel(`${etiqueta}, ${nombreDeDia(masDias(lunes, d))}`, { exact: true })).toBeFocused();
      await usuario.teclear(fila.horas);
      await usuario.pulsar(d < DIAS_LABORABLES - 1 ? 'Tab' : 'Enter');
    }
  }
  // Done when every cell has been saved (a saved cell shows 'Guardado'), none still on its way.
  await expect(tabla.getByLabel('Guardado')).toHaveCount(REFERENCIA.length * DIAS_LABORABLES);
  await expect(tabla.locator('input[aria-busy="true"]')).toHaveCount(0);
  await expect(tabla.locator('input[aria-invalid="true"]')).toHaveCount(0);
}

/** The week in the API holds exactly the reference entries: the figure counts work that was done. */
async function comprobar(ana: SesionApi, lunes: Date) {
  const horas = await horasEntre(ana, iso(lunes), iso(masDias(lunes, 6)));
  const resumen = horas.map((h) => `${h.fechaCarga} ${h.cliente?.nombre ?? '-'} ${h.tarea.nombre} ${h.horas} ${h.descripcion}`).sort();
  const esperado = REFERENCIA.flatMap((f) =>
    Array.from({ length: DIAS_LABORABLES }, (_, d) => `${ddmmyyyy(masDias(lunes, d))} ${f.cliente ?? '-'} ${f.tarea} ${Number(f.horas)} ${f.descripcion}`),
  ).sort();
  if (JSON.stringify(resumen) !== JSON.stringify(esperado)) {
    throw new Error(`La semana del ${iso(lunes)} no quedó como la de referencia:\n${resumen.join('\n')}\nesperado:\n${esperado.join('\n')}`);
  }
}

async function main() {
  const fecha = new Date().toISOString();
  const base = await baseLibre();
  const { urls, urlApi } = await servirTodo(base, CONSTRUIR);
  const ana = await sesionPorApi(urlApi, 'ana');
  // One week per flow, both always inside the editing window (this month and the two before).
  const lunesDelFlujo: Record<Flujo, Date> = { modal: lunesDe(2), tabla: lunesDe(1) };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const version = browser.version();
  const medidas: Record<Flujo, (Cuenta & { acciones: number; ms: number })[]> = { modal: [], tabla: [] };
  try {
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      // Rounds alternate which flow goes first.
      for (const flujo of ronda % 2 ? (['tabla', 'modal'] as const) : (['modal', 'tabla'] as const)) {
        const lunes = lunesDelFlujo[flujo];
        await vaciarDias(ana, iso(lunes), iso(masDias(lunes, 6)));
        // The grid's rows are kept on the server: each round starts from an empty grid.
        await vaciarTabla(ana, iso(lunes));
        const contexto = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        const page = await contexto.newPage();
        await page.goto(`${urls.federado}/login`);
        await page.getByLabel('Usuario').fill(USUARIOS.ana.email);
        await page.getByLabel('Contraseña').fill(USUARIOS.ana.contrasena);
        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await page.waitForURL('**/home');
        await abrirSemana(page, lunes);
        // The week has arrived (empty: its Monday card totals 0) and the day cards can be used.
        await expect(page.getByRole('region', { name: nombreDeDia(lunes) }).getByRole('button', { name: 'Agregar hora' })).toBeEnabled();

        const usuario = new Usuario(page);
        const t0 = performance.now();
        await (flujo === 'modal' ? conModal(usuario, lunes) : conTabla(usuario, lunes));
        const ms = performance.now() - t0;
        await comprobar(ana, lunes);
        const acciones = total(usuario.cuenta);
        medidas[flujo].push({ ...usuario.cuenta, acciones, ms: redondear(ms, 0) });
        console.log(`  ronda ${ronda + 1} ${flujo.padEnd(5)} ${acciones} acciones (${usuario.cuenta.caracteres} caracteres, ${usuario.cuenta.teclas} teclas, ${usuario.cuenta.clics} clics), ${Math.round(ms)} ms`);
        await contexto.close();
      }
    }
  } finally {
    await browser.close();
  }

  const acciones = (f: Flujo) => mediana(medidas[f].map((m) => m.acciones));
  const ms = (f: Flujo) => redondear(mediana(medidas[f].map((m) => m.ms)), 0);
  const desglose = (f: Flujo) => {
    const m = medidas[f][0];
    return `${m.caracteres} caracteres + ${m.teclas} teclas + ${m.clics} clics`;
  };
  const filas: Fila[] = [
    {
      grupo: 'semana de referencia (10 entradas)', figura: "acciones con 'Tabla' (teclas + clics)", unidad: 'acciones', valor: acciones('tabla'),
      referencia: "acciones con 'Agregar hora'", valorReferencia: acciones('modal'), ratio: redondear(acciones('tabla') / acciones('modal')),
      nota: `objetivo ≤ ${redondear(OBJETIVO)}; 'Tabla' ${desglose('tabla')}, 'Agregar hora' ${desglose('modal')}`,
    },
    {
      grupo: 'semana de referencia (10 entradas)', figura: "tiempo con 'Tabla'", unidad: 'ms', valor: ms('tabla'),
      referencia: "tiempo con 'Agregar hora'", valorReferencia: ms('modal'), ratio: redondear(ms('tabla') / ms('modal')),
      nota: `mediana de ${RONDAS}; sin pausas entre teclas: mide lo que la aplicación hace esperar, no a quien escribe`,
    },
  ];
  for (const f of filas) console.log(`${f.figura}: ${f.valor} ${f.unidad} / ${f.valorReferencia} = ${f.ratio}`);
  const salida = path.join(RAIZ, 'bench', 'results', 'tabla.json');
  const referencia = REFERENCIA.map(({ elecciones, horas, descripcion }) => ({ elecciones, horas, descripcion, dias: DIAS_LABORABLES }));
  guardarResultados(salida, { fecha, maquina: maquina(version), rondas: RONDAS, semanas: { modal: iso(lunesDelFlujo.modal), tabla: iso(lunesDelFlujo.tabla) }, referencia, medidas, filas });
}

ejecutarParte(main);
