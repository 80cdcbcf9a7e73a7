import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { sinViolaciones } from '../support/axe';
import { barraSuperior, irA, loginAs } from '../support/sesion';
import type { UsuarioDemo } from '../support/usuarios';

/** 'Análisis' (issues 34, 44) against the real API and the demo data: what each role sees, narrowing, entries, analisis.xlsx, links, a phone's first screen. */

const tabla = (page: Page) => page.getByRole('region', { name: 'Tabla del análisis' });
const filas = (page: Page) => tabla(page).locator('tbody tr.ant-table-row');
const grafico = (page: Page) => page.getByRole('img', { name: /^Barras/ });
/** The names of the table's groups (each a button that narrows to it). */
const grupos = (page: Page) => filas(page).locator('td:first-child button.ant-btn').allTextContents();
const etiquetas = (page: Page) => page.getByRole('group', { name: 'Filtros aplicados' });

async function abrirAnalisis(page: Page, usuario: UsuarioDemo) {
  await loginAs(page, usuario);
  await barraSuperior(page).getByRole('link', { name: 'Análisis', exact: true }).click();
  await expect(page).toHaveURL(/\/analisis\?fechaDesde=\d{4}-01-01&fechaHasta=\d{4}-12-31&grupo=cliente&periodo=mes$/);
  await expect(page).toHaveTitle('Análisis · Horas');
  await expect(grafico(page)).toBeVisible();
}

async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByLabel(etiqueta, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(opcion, { exact: true }).click();
}

/** Groups by user over this year without a period: each person the caller may see, once. */
async function personasVisibles(page: Page) {
  await elegir(page, 'Agrupar por', 'Usuario');
  await elegir(page, 'Período', 'Ninguno');
  await expect(page).toHaveURL(/grupo=usuario/);
  // This year reaches past today: the target counts through today.
  await expect(grafico(page)).toHaveAccessibleName(/^Barras de horas y objetivo( a la fecha)? de cada usuario/);
  await expect(tabla(page).getByRole('columnheader', { name: /^Objetivo( a la fecha)?$/ })).toBeVisible();
  return grupos(page);
}

test('an administrator groups by client then user by month, narrows to a client, sees its entries and downloads analisis.xlsx', async ({ page }) => {
  await abrirAnalisis(page, 'admin');
  await elegir(page, 'Luego por', 'Usuario');
  await expect(page).toHaveURL(/subgrupo=usuario/);
  await expect(tabla(page).getByRole('columnheader', { name: 'Cliente / Usuario' })).toBeVisible();
  const clientes = await grupos(page);
  expect(clientes.length).toBeGreaterThan(1);

  const cliente = clientes[0];
  await tabla(page).getByRole('button', { name: cliente, exact: true }).click();
  await expect(etiquetas(page)).toContainText(`Cliente: ${cliente}`);
  await expect.poll(() => grupos(page)).toEqual([cliente]);

  await tabla(page).getByRole('button', { name: `Ver registros de ${cliente}` }).click();
  const registros = page.getByRole('dialog', { name: `Registros: ${cliente}` });
  const entradas = registros.getByRole('region', { name: 'Registros' }).locator('tbody tr.ant-table-row');
  await expect(entradas.first()).toBeVisible();
  for (const texto of await entradas.allTextContents()) expect(texto).toContain(cliente);
  await page.keyboard.press('Escape');
  await expect(registros).toBeHidden();

  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar Excel' }).click()]);
  expect(descarga.suggestedFilename()).toBe('analisis.xlsx');
  const libro = XLSX.read(await readFile(await descarga.path()));
  expect(libro.SheetNames).toEqual(['Análisis']);
  const [cabecera, ...resto] = XLSX.utils.sheet_to_json<(string | number)[]>(libro.Sheets['Análisis'], { header: 1, defval: '' });
  expect(cabecera.slice(0, 2)).toEqual(['Cliente', 'Usuario']);
  const horas = cabecera.indexOf('Horas');
  const total = resto.at(-1)!;
  expect(total[0]).toBe('TOTAL');
  // The total is the table's, and the sum of the groups' rows (a subgroup's row names its user).
  const filasDeGrupo = resto.slice(0, -1).filter((fila) => fila[1] === '');
  expect(filasDeGrupo.map((fila) => fila[0])).toEqual([cliente]);
  expect(Number(total[horas]).toFixed(2)).toBe(Number(filasDeGrupo[0][horas]).toFixed(2));
  // The table's 'Total' row ends with the same Horas, % and Registros.
  const [h, porcentaje, registrosTotales] = total.slice(horas, horas + 3).map(Number);
  await expect(tabla(page).locator('.ant-table-summary tr')).toContainText(`${h.toFixed(2)}${porcentaje.toFixed(1)}${registrosTotales}`);

  // The back button steps back to every client.
  await page.goBack();
  await expect(etiquetas(page)).toBeHidden();
  await expect.poll(() => grupos(page)).toEqual(clientes);
});

/** The colour of a group's part of the stacks, as its legend item shows it. */
const colorDe = (page: Page, nombre: string) => grafico(page).getByLabel(`${nombre} legend icon`).locator('path').getAttribute('fill');
const leyenda = (page: Page) => grafico(page).locator('.recharts-legend-item-text').allTextContents();

test("'Análisis' keeps a client's colour from 'Agrupar por Cliente' to 'Luego por Usuario' and narrowed to it; the legend in the stacks' order; months in Spanish", async ({ page }) => {
  await abrirAnalisis(page, 'admin');
  await expect(tabla(page).getByRole('columnheader', { name: /^ene \d{4}$/ })).toBeVisible();
  await expect(grafico(page).getByText(/^ene \d{4}$/)).toBeVisible();
  const clientes = await grupos(page);
  expect(clientes.length).toBeGreaterThan(1);
  // The legend lists the stacked parts as the table lists the groups (the largest first), not by name.
  expect((await leyenda(page)).slice(0, Math.min(clientes.length, 8))).toEqual(clientes.slice(0, 8));
  const segundo = clientes[1];
  const color = await colorDe(page, segundo);
  expect(color).toMatch(/^#/);

  await elegir(page, 'Luego por', 'Usuario');
  await expect(page).toHaveURL(/subgrupo=usuario/);
  await expect(tabla(page).getByRole('columnheader', { name: 'Cliente / Usuario' })).toBeVisible();
  expect(await colorDe(page, segundo)).toBe(color);

  // Narrowed to it, it is the first and only client: still its colour.
  await tabla(page).getByRole('button', { name: segundo, exact: true }).click();
  await expect.poll(() => grupos(page)).toEqual([segundo]);
  await expect.poll(() => leyenda(page)).toEqual([segundo]);
  expect(await colorDe(page, segundo)).toBe(color);
});

test("'Mes anterior' with 'Comparar' compares the previous calendar month, and says so", async ({ page }) => {
  await abrirAnalisis(page, 'admin');
  await elegir(page, 'Rango', 'Mes anterior');
  await page.getByRole('switch', { name: 'Comparar con el período anterior' }).click();
  const hoy = new Date();
  const dia = (fecha: Date) => `${String(fecha.getDate()).padStart(2, '0')}/${String(fecha.getMonth() + 1).padStart(2, '0')}/${fecha.getFullYear()}`;
  // The month before last, whole: 1 September – 30 September for October, whatever their lengths.
  const comparado = `Comparado con ${dia(new Date(hoy.getFullYear(), hoy.getMonth() - 2, 1))} – ${dia(new Date(hoy.getFullYear(), hoy.getMonth() - 1, 0))}`;
  await expect(page.getByText(comparado, { exact: true })).toBeVisible();
  await expect(grafico(page)).toHaveAccessibleName(new RegExp(`, ${comparado.toLowerCase()}$`));
  await expect(tabla(page).getByRole('columnheader', { name: 'Anterior', exact: true })).toBeVisible();
});

test("Ana (responsable of Desarrollo) sees her area's people only", async ({ page }) => {
  await abrirAnalisis(page, 'ana');
  const personas = await personasVisibles(page);
  expect(personas.length).toBeGreaterThan(0);
  expect(personas.every((p) => ['Ana García', 'Luis Pérez', 'Carla Méndez'].includes(p))).toBe(true);
  await page.getByLabel('Usuarios', { exact: true }).click();
  const opciones = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(opciones.first()).toBeVisible();
  expect((await opciones.allTextContents()).sort()).toEqual(['Ana García', 'Carla Méndez', 'Luis Pérez']);
});

test('Luis sees only himself, and has no Usuarios filter', async ({ page }) => {
  await abrirAnalisis(page, 'luis');
  expect(await personasVisibles(page)).toEqual(['Luis Pérez']);
  await expect(page.getByLabel('Usuarios', { exact: true })).toHaveCount(0);
});

test('a copied link reopens the same analysis', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await abrirAnalisis(page, 'admin');
  await elegir(page, 'Agrupar por', 'Servicio');
  await elegir(page, 'Período', 'Trimestre');
  await page.getByRole('switch', { name: 'Comparar con el período anterior' }).click();
  await expect(tabla(page).getByRole('columnheader', { name: 'Anterior', exact: true })).toBeVisible();
  const servicios = await grupos(page);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado.')).toBeVisible();
  const enlace = await page.evaluate(() => navigator.clipboard.readText());
  expect(enlace).toBe(page.url());

  const otra = await context.newPage();
  await otra.goto(enlace);
  await expect(grafico(otra)).toHaveAccessibleName(/^Barras apiladas de horas por trimestre y servicio/);
  await expect(otra.getByRole('switch', { name: 'Comparar con el período anterior' })).toBeChecked();
  await expect.poll(() => grupos(otra)).toEqual(servicios);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the chart starts on the first screen; 'Filtros' opens the controls (axe with them open), and a change there applies", async ({ page }) => {
    await loginAs(page, 'admin');
    await irA(page, 'Análisis');
    await expect(grafico(page)).toBeVisible();
    // Nothing scrolled: the chart's top is inside the window as the page opens.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const caja = (await grafico(page).boundingBox())!;
    expect(caja.y).toBeGreaterThanOrEqual(0);
    expect(caja.y).toBeLessThan(844);
    await expect(page.getByLabel('Agrupar por', { exact: true })).toBeHidden();

    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await sinViolaciones(page);
    await elegir(page, 'Agrupar por', 'Servicio');
    await expect(page).toHaveURL(/grupo=servicio/);
    await expect(grafico(page)).toHaveAccessibleName(/^Barras apiladas de horas por mes y servicio/);
  });
});
