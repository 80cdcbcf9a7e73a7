/**
 * `pnpm bench --only=tabla`: what logging a reference week costs through the spec's modal ('Agregar
 * hora' on each day card) and through 'Tabla', driven by the same Playwright script: the actions
 * (each key pressed, each character typed, each click) and the time, in Chromium on the production
 * build, as the demo staff user Ana. The reference week: 10 entries, two rows (Café del Valle ·
 * Diseño UX/UI · Prototipado, 6 h, and the default task Capacitación, 2 h) on Monday to Friday, one
 * description per row. Each flow logs an emptied week (emptied through the API before each round)
 * and the API is asked afterwards for exactly those 10 entries. Writes bench/results/tabla.json.
 *
 * Usage: pnpm exec tsx bench/tabla.ts [--rondas=3] [--sin-construir]
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { horasEntre, sesionPorApi, vaciarDias, type SesionApi } from '../e2e/support/horasPorApi';
import { iso, lunesDe, masDias, nombreDeDia, rangoSemana } from '../e2e/support/semanas';
import { USUARIOS } from '../e2e/support/usuarios';
import { mediana, redondear, type Fila } from './filas';
import { baseLibre, maquina, RAIZ, servirTodo } from './servidores';

// Playwright is the e2e package's dependency: the bench borrows it, as front.ts does.
const { chromium, expect } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const args = process.argv.slice(2);
const RONDAS = Number(args.find((a) => a.startsWith('--rondas='))?.split('=')[1] ?? 3);
const CONSTRUIR = !args.includes('--sin-construir');
const OBJETIVO = 1 / 3;

interface FilaDeReferencia {
  /** What the pickers are given: [field, typed prefix, option] in order. */
  elecciones: [campo: string, prefijo: string, opcion: string][];
  descripcion: string;
  horas: string;
  tarea: string;
}
const REFERENCIA: FilaDeReferencia[] = [
  { elecciones: [['Cliente', 'Café', 'Café del Valle'], ['Servicio', 'Diseño U', 'Diseño UX/UI'], ['Tarea', 'Prototip', 'Prototipado']], descripcion: 'Prototipos de la app', horas: '6', tarea: 'Prototipado' },
  { elecciones: [['Tarea', 'Capacita', 'Capacitación']], descripcion: 'Curso interno', horas: '2', tarea: 'Capacitación' },
];
const DIAS_LABORABLES = 5;

/** Drives the page and counts what a person would do: a click, a key, a typed character. */
class Usuario {
  acciones = 0;
  constructor(readonly page: Page) {}
  async clic(locator: Locator) {
    await locator.click();
    this.acciones += 1;
  }
  async tecla(tecla: string) {
    await this.page.keyboard.press(tecla);
    this.acciones += 1;
  }
  async escribir(texto: string) {
    await this.page.keyboard.type(texto);
    this.acciones += [...texto].length;
  }
}

/** The pickers of the hour form or of 'Agregar fila', from 'Cliente' (focused) to 'Descripción' or 'Horas'. */
async function elegir(usuario: Usuario, dialogo: Locator, fila: FilaDeReferencia, hasta: string) {
  // antd moves the focus into a dialog once its opening animation ends: type only after that.
  await expect(usuario.page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
  const campos = [...fila.elecciones.map(([campo]) => campo), hasta];
  // Without a client, 'Servicio' is disabled: one Tab from 'Cliente' reaches 'Tarea'.
  if (campos[0] !== 'Cliente') await usuario.tecla('Tab');
  for (const [i, [campo, prefijo, opcion]] of fila.elecciones.entries()) {
    await expect(dialogo.getByLabel(campo)).toBeFocused();
    await usuario.escribir(prefijo);
    await expect(usuario.page.locator(`.ant-select-dropdown .ant-select-item-option-active[title="${opcion}"]`)).toBeVisible();
    await usuario.tecla('Enter');
    // Chosen once the select shows it (its 'Clear' button comes with it) and the next field is enabled.
    await expect(dialogo.getByTitle(opcion, { exact: true })).toBeVisible();
    await expect(dialogo.getByLabel(campos[i + 1])).toBeEnabled();
    // Past the chosen option's 'Clear' button.
    await usuario.tecla('Tab');
    await usuario.tecla('Tab');
  }
  await expect(dialogo.getByLabel(hasta)).toBeFocused();
}

/** The spec's way: 'Agregar hora' on each day card, the form filled for each entry. */
async function conModal(usuario: Usuario, lunes: Date) {
  const page = usuario.page;
  for (const fila of REFERENCIA) {
    for (let d = 0; d < DIAS_LABORABLES; d++) {
      await usuario.clic(page.getByRole('region', { name: nombreDeDia(masDias(lunes, d)) }).getByRole('button', { name: 'Agregar hora' }));
      const dialogo = page.getByRole('dialog');
      await elegir(usuario, dialogo, fila, 'Horas');
      await usuario.escribir(fila.horas);
      await usuario.tecla('Tab');
      await usuario.escribir(fila.descripcion);
      await usuario.tecla('Enter');
      // Gone for good (its closing animation over), so the next form's fields are the only ones.
      await expect(page.locator('#horas')).toHaveCount(0);
    }
  }
}

/** 'Tabla': a row per task, then the hours of each day, Tab from day to day. */
async function conTabla(usuario: Usuario) {
  const page = usuario.page;
  await usuario.clic(page.getByText('Tabla', { exact: true }));
  for (const fila of REFERENCIA) {
    await usuario.clic(page.getByRole('button', { name: 'Agregar fila' }));
    const dialogo = page.getByRole('dialog', { name: 'Agregar fila' });
    await expect(dialogo.getByLabel('Cliente')).toBeFocused();
    await elegir(usuario, dialogo, fila, 'Descripción');
    await usuario.escribir(fila.descripcion);
    await usuario.tecla('Enter');
    await expect(page.locator('#descripcion')).toHaveCount(0);
    for (let d = 0; d < DIAS_LABORABLES; d++) {
      await usuario.escribir(fila.horas);
      await usuario.tecla(d < DIAS_LABORABLES - 1 ? 'Tab' : 'Enter');
    }
    await expect(page.locator('table input[aria-busy="true"]')).toHaveCount(0);
  }
}

/** The week in the API holds exactly the reference entries: the figure counts work that was done. */
async function comprobar(ana: SesionApi, lunes: Date) {
  const horas = await horasEntre(ana, iso(lunes), iso(masDias(lunes, 6)));
  const resumen = horas.map((h) => `${h.tarea.nombre} ${h.horas} ${h.descripcion}`).sort();
  const esperado = REFERENCIA.flatMap((f) => Array.from({ length: DIAS_LABORABLES }, () => `${f.tarea} ${Number(f.horas)} ${f.descripcion}`)).sort();
  if (JSON.stringify(resumen) !== JSON.stringify(esperado)) throw new Error(`La semana ${iso(lunes)} no quedó como la de referencia: ${JSON.stringify(resumen)}`);
}

async function main() {
  const fecha = new Date().toISOString();
  const base = await baseLibre();
  const { urls, urlApi } = await servirTodo(base, CONSTRUIR);
  const ana = await sesionPorApi(urlApi, 'ana');
  // Two weeks always inside the editing window, one per flow.
  const semanas = { modal: lunesDe(2), tabla: lunesDe(1) };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const version = browser.version();
  const medidas = { modal: [] as { acciones: number; ms: number }[], tabla: [] as { acciones: number; ms: number }[] };
  try {
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      for (const flujo of ronda % 2 ? (['tabla', 'modal'] as const) : (['modal', 'tabla'] as const)) {
        const lunes = semanas[flujo];
        await vaciarDias(ana, iso(lunes), iso(masDias(lunes, 6)));
        const contexto = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        const page = await contexto.newPage();
        await page.goto(`${urls.federado}/login`);
        await page.getByLabel('Usuario').fill(USUARIOS.ana.email);
        await page.getByLabel('Contraseña').fill(USUARIOS.ana.contrasena);
        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await page.waitForURL('**/home');
        await page.evaluate((valor) => localStorage.setItem('semanaActual', valor), iso(lunes));
        await page.reload();
        await expect(page.getByRole('heading', { name: rangoSemana(lunes) })).toBeVisible();
        await expect(page.getByRole('region', { name: nombreDeDia(lunes) }).getByText(/hs$/).first()).toBeVisible();

        const usuario = new Usuario(page);
        const t0 = performance.now();
        await (flujo === 'modal' ? conModal(usuario, lunes) : conTabla(usuario));
        const ms = performance.now() - t0;
        await comprobar(ana, lunes);
        medidas[flujo].push({ acciones: usuario.acciones, ms });
        console.log(`  ronda ${ronda + 1} ${flujo.padEnd(5)} ${usuario.acciones} acciones, ${Math.round(ms)} ms`);
        await contexto.close();
      }
    }
  } finally {
    await browser.close();
  }

  const acciones = (f: 'modal' | 'tabla') => mediana(medidas[f].map((m) => m.acciones));
  const ms = (f: 'modal' | 'tabla') => redondear(mediana(medidas[f].map((m) => m.ms)), 0);
  const filas: Fila[] = [
    {
      grupo: 'semana de referencia (10 entradas)', figura: "acciones con 'Tabla' (teclas + clics)", unidad: 'acciones', valor: acciones('tabla'),
      referencia: "acciones con el formulario ('Agregar hora')", valorReferencia: acciones('modal'), ratio: redondear(acciones('tabla') / acciones('modal')),
      nota: `objetivo ≤ ${OBJETIVO.toFixed(3)}; cada carácter escrito, tecla o clic cuenta uno`,
    },
    {
      grupo: 'semana de referencia (10 entradas)', figura: "tiempo con 'Tabla'", unidad: 'ms', valor: ms('tabla'),
      referencia: "tiempo con el formulario ('Agregar hora')", valorReferencia: ms('modal'), ratio: redondear(ms('tabla') / ms('modal')),
      nota: `mediana de ${RONDAS}; Playwright sin pausas entre teclas: mide la aplicación, no a la persona`,
    },
  ];
  for (const f of filas) console.log(`${f.figura}: ${f.valor} ${f.unidad} / ${f.valorReferencia} = ${f.ratio}`);
  const salida = path.join(RAIZ, 'bench', 'results', 'tabla.json');
  fs.mkdirSync(path.dirname(salida), { recursive: true });
  fs.writeFileSync(salida, `${JSON.stringify({ fecha, maquina: maquina(version), rondas: RONDAS, medidas, filas }, null, 2)}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
