import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { URL_API } from '../support/entorno';
import { loginAs } from '../support/sesion';
import { USUARIOS, type UsuarioDemo } from '../support/usuarios';
import { tomarPrimeraCoincidencia } from '../support/seleccion';

/**
 * /Reportes, 'Generar Reportes' (spec §2, §3, §8). Ranges cover the seed's earliest month (three
 * months back): outside the editing window, so no other spec writes there while this one counts.
 */

const COLUMNAS = ['Fecha de Carga', 'Cliente', 'Usuario', 'Horas', 'Descripción', 'Seniority Hora', 'Servicio', 'Tarea', 'Área'];
const pad = (n: number) => String(n).padStart(2, '0');
const hoy = new Date();
const inicio = new Date(hoy.getFullYear(), hoy.getMonth() - 3, 1);
const fin = new Date(hoy.getFullYear(), hoy.getMonth() - 2, 0);
const RANGO = {
  desde: `${pad(inicio.getDate())}/${pad(inicio.getMonth() + 1)}/${inicio.getFullYear()}`,
  hasta: `${pad(fin.getDate())}/${pad(fin.getMonth() + 1)}/${fin.getFullYear()}`,
  query: `fechaDesde=${inicio.getFullYear()}-${pad(inicio.getMonth() + 1)}-01&fechaHasta=${fin.getFullYear()}-${pad(fin.getMonth() + 1)}-${pad(fin.getDate())}`,
};

const modal = (page: Page) => page.getByRole('dialog', { name: 'Generar Reportes' });

async function abrirReportes(page: Page, usuario: UsuarioDemo) {
  await loginAs(page, usuario);
  await page.locator('header').getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect(modal(page)).toBeVisible();
}

/** Step 1 by keyboard: the filter, then type into its searchable selector and take the first match. */
async function elegir(page: Page, filtro: string, selector: string, busqueda: string) {
  await modal(page).getByText(filtro, { exact: true }).click();
  const combo = modal(page).getByRole('combobox', { name: selector });
  await expect(combo).toBeEnabled();
  await combo.click();
  await tomarPrimeraCoincidencia(page, busqueda);
}

async function escribirFecha(page: Page, etiqueta: string, fecha: string) {
  await modal(page).getByLabel(etiqueta).fill(fecha);
  await page.keyboard.press('Enter');
}

async function fechasYExportar(page: Page, desde = RANGO.desde, hasta = RANGO.hasta) {
  const exportar = modal(page).getByRole('button', { name: 'Exportar Reporte' });
  await expect(exportar).toBeDisabled();
  await escribirFecha(page, 'Fecha de Inicio', desde);
  await expect(exportar).toBeDisabled();
  await escribirFecha(page, 'Fecha de Fin', hasta);
  await exportar.click();
  // One assertion: the dialog lasts the spec's 2 s, and a second poll on a busy machine could miss it.
  await expect(page.getByRole('dialog', { name: 'Exportando...' })).toContainText('Por favor espera mientras se preparan los datos.');
}

/** The same report straight from the API, as the admin; ids are looked up by name, never assumed. */
async function horasDeLaApi(request: APIRequestContext, filtro: 'usuario' | 'cliente' | 'area' | 'todos', nombre = '') {
  const { email, contrasena } = USUARIOS.admin;
  const { token } = await (await request.post(`${URL_API}/usuarios/login`, { data: { email, contrasena } })).json();
  const get = async <T,>(ruta: string): Promise<T> => {
    const respuesta = await request.get(`${URL_API}${ruta}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(respuesta.ok()).toBe(true);
    return respuesta.json();
  };
  type Entidad = { id: number; nombre: string; apellidos?: string };
  const id = async (ruta: string) =>
    (await get<Entidad[]>(ruta)).find((e) => [e.nombre, `${e.nombre} ${e.apellidos}`].includes(nombre))!.id;
  const rutas = {
    usuario: async () => `/horas/horasusuario/${await id('/usuarios/usuarios')}/rango`,
    cliente: async () => `/horas/horascliente/${await id('/clientes/cliente')}/rango`,
    area: async () => `/horas/horasarea/${await id('/horas/areas')}/rango`,
    todos: async () => '/horas/horastodosusuarios/rango',
  };
  return get<unknown[]>(`${await rutas[filtro]()}?${RANGO.query}`);
}

/**
 * Exports, waits for horas.xlsx and returns its rows. The server writes the file
 * (GET /horas/reporte.xlsx); the page only receives it, and logs no error doing so.
 */
async function descargar(page: Page) {
  const errores: string[] = [];
  page.on('console', (mensaje) => mensaje.type() === 'error' && errores.push(mensaje.text()));
  const archivo = page.waitForResponse((r) => new URL(r.url()).pathname === '/horas/reporte.xlsx');
  const [descarga] = await Promise.all([page.waitForEvent('download'), fechasYExportar(page)]);
  expect(descarga.suggestedFilename()).toBe('horas.xlsx');
  const libro = XLSX.read(await readFile(await descarga.path()));
  expect(libro.SheetNames).toEqual(['Horas']);
  expect(errores).toEqual([]);
  const filas = XLSX.utils.sheet_to_json<unknown[]>(libro.Sheets.Horas, { header: 1 });
  expect((await archivo).headers()['x-total-count']).toBe(String(filas.length - 1));
  await expect(page.getByRole('dialog', { name: 'Exportando...' })).toBeHidden();
  return filas;
}

test.describe('as the admin', () => {
  test.beforeEach(async ({ page }) => abrirReportes(page, 'admin'));

  test('a user report has the spec columns and a row per entry of the API', async ({ page, request }) => {
    const api = await horasDeLaApi(request, 'usuario', 'Luis Pérez');
    await elegir(page, 'Usuario', 'Seleccione un usuario...', 'Luis');
    await expect(modal(page).getByText('Luis Pérez')).toBeVisible();
    const [cabecera, ...filas] = await descargar(page);
    expect(cabecera).toEqual(COLUMNAS);
    expect(filas.length).toBe(api.length);
    expect(filas.length).toBeGreaterThan(0);
    expect(new Set(filas.map((f) => f[2]))).toEqual(new Set(['Luis Pérez']));
    expect(new Set(filas.map((f) => f[8]))).toEqual(new Set(['Desarrollo, Soporte']));
  });

  test("'Todos los usuarios' exports every user's entries", async ({ page, request }) => {
    const api = await horasDeLaApi(request, 'todos');
    await elegir(page, 'Usuario', 'Seleccione un usuario...', 'Todos');
    const [cabecera, ...filas] = await descargar(page);
    expect(cabecera).toEqual(COLUMNAS);
    expect(filas.length).toBe(api.length);
    expect(new Set(filas.map((f) => f[2]))).toEqual(new Set(['Admin Sistema', 'Ana García', 'Luis Pérez']));
  });

  test('a client report', async ({ page, request }) => {
    const api = await horasDeLaApi(request, 'cliente', 'Banco Andino');
    await elegir(page, 'Cliente', 'Seleccione un cliente...', 'Banco Andino');
    const [, ...filas] = await descargar(page);
    expect(filas.length).toBe(api.length);
    expect(filas.length).toBeGreaterThan(0);
    expect(new Set(filas.map((f) => f[1]))).toEqual(new Set(['Banco Andino']));
  });

  test("an area report names the chosen area in 'Área'", async ({ page, request }) => {
    const api = await horasDeLaApi(request, 'area', 'Diseño');
    await elegir(page, 'Área', 'Seleccione un área...', 'Diseño');
    const [, ...filas] = await descargar(page);
    expect(filas.length).toBe(api.length);
    expect(filas.length).toBeGreaterThan(0);
    expect(new Set(filas.map((f) => f[8]))).toEqual(new Set(['Diseño']));
  });

  test('an empty range says so and downloads nothing', async ({ page }) => {
    let descargas = 0;
    page.on('download', () => descargas++);
    await elegir(page, 'Cliente', 'Seleccione un cliente...', 'Banco Andino');
    await fechasYExportar(page, '01/01/2020', '31/01/2020');
    await expect(page.getByRole('dialog', { name: 'No hay horas cargadas para este cliente en el rango de fechas seleccionado.' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Exportando...' })).toBeHidden();
    expect(descargas).toBe(0);
  });

  test('Volver returns to the filter step with the dates cleared; Cerrar and Crear reporte reopen it', async ({ page }) => {
    await elegir(page, 'Área', 'Seleccione un área...', 'Soporte');
    await escribirFecha(page, 'Fecha de Inicio', RANGO.desde);
    await modal(page).getByRole('button', { name: 'Volver' }).click();
    await elegir(page, 'Área', 'Seleccione un área...', 'Soporte');
    await expect(modal(page).getByLabel('Fecha de Inicio')).toHaveValue('');
    await modal(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal(page)).toBeHidden();
    await page.getByRole('button', { name: 'Crear reporte' }).click();
    await expect(modal(page).getByRole('combobox')).toHaveCount(0);
  });
});

test('staff are offered only their own hours, and export them', async ({ page, request }) => {
  await abrirReportes(page, 'ana');
  // The server lets staff export only themselves: no 'Cliente' or 'Área' report, no other user.
  await expect(modal(page).getByRole('radio')).toHaveCount(1);
  await expect(modal(page).getByText('Cliente', { exact: true })).toHaveCount(0);
  await expect(modal(page).getByText('Área', { exact: true })).toHaveCount(0);
  await modal(page).getByText('Usuario', { exact: true }).click();
  await modal(page).getByRole('combobox', { name: 'Seleccione un usuario...' }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Ana García']);
  await tomarPrimeraCoincidencia(page, 'garcia');

  const api = await horasDeLaApi(request, 'usuario', 'Ana García');
  const [, ...filas] = await descargar(page);
  expect(filas.length).toBe(api.length);
  expect(filas.length).toBeGreaterThan(0);
  expect(new Set(filas.map((f) => f[2]))).toEqual(new Set(['Ana García']));
});
