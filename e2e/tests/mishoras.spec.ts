import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectEntero } from '../support/entero';
import { URL_API } from '../support/entorno';
import { irA, loginAs } from '../support/sesion';
import { USUARIOS } from '../support/usuarios';
import { tomarPrimeraCoincidencia } from '../support/seleccion';

/**
 * /mishoras, 'Mis Horas Registradas', as the demo staff user Ana against the seeded API. The seed
 * logs Ana's weekdays from three months back to today, so last week always has entries; six months
 * back is before the seed and outside the editing window other specs write in, so it never has any.
 * Other specs write Ana's hours on the shared API only on weekend days (horas, historial): a day
 * taken from a search here is a weekday, the seed's, which nobody changes while this spec reads it.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const masDias = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const desdeTexto = (texto: string) => {
  const [dia, mes, anio] = texto.split('/').map(Number);
  return new Date(anio, mes - 1, dia);
};

/** The first weekday among a results table's rows (its date, dd/mm/yyyy). */
function diaSembrado(tabla: string[][]): string {
  const fila = tabla.find(([fecha]) => ![0, 6].includes(desdeTexto(fecha).getDay()));
  if (!fila) throw new Error('The search found no weekday of the seed');
  return fila[0];
}

const hoy = new Date();
const lunesPasado = masDias(hoy, -((hoy.getDay() + 6) % 7) - 7);
const domingoPasado = masDias(lunesPasado, 6);
const sinDatos = new Date(hoy.getFullYear(), hoy.getMonth() - 6, 10);
// A Sunday five weeks back: inside the editing window, and no other spec writes Ana's hours there.
const domingoLibre = masDias(lunesPasado, -22);

const SIN_FILTRO = 'Selecciona un filtro para ver tus horas registradas.';
const SIN_REGISTROS = 'No se encontraron registros de horas para los filtros seleccionados.';
const COLUMNAS_REGISTROS = ['Fecha', 'Cliente', 'Servicio', 'Tarea', 'Horas', 'Descripción'];

const region = (page: Page, nombre: string) => page.getByRole('region', { name: nombre, exact: true });
const porCliente = (page: Page) => region(page, 'Filtrar por cliente');
const porSemana = (page: Page) => region(page, 'Filtrar por semana todos los clientes');
const porFecha = (page: Page) => region(page, 'Filtrar por fecha específica todos los clientes');
const registros = (page: Page) => region(page, 'Registros de Horas');
const resumenClientes = (page: Page) => region(page, 'Resumen por Cliente');

/** Types a day into an antd DatePicker and confirms it, as a keyboard user would. */
async function escribirFecha(campo: Locator, fecha: Date) {
  await campo.click();
  await campo.fill(ddmmyyyy(fecha));
  await campo.press('Enter');
}

async function elegirCliente(page: Page, nombre: string) {
  await porCliente(page).getByLabel('Cliente').click();
  await tomarPrimeraCoincidencia(page, nombre);
}

/**
 * Clicks a search button and returns once its results are on screen: its answer came and the
 * spinner over the previous results is gone (until then those are still the ones in the tables).
 */
async function buscarCon(boton: Locator, ruta: `/horas/mis-horas/${string}`) {
  const page = boton.page();
  const respuesta = page.waitForResponse((r) => new URL(r.url()).pathname === ruta);
  await boton.click();
  await respuesta;
  await expect(page.getByText('Cargando horas…')).toHaveCount(0);
}

async function buscarSemana(page: Page, inicio: Date, fin: Date) {
  await escribirFecha(porSemana(page).getByLabel('Fecha de inicio'), inicio);
  await escribirFecha(porSemana(page).getByLabel('Fecha de fin'), fin);
  await buscarCon(porSemana(page).getByRole('button', { name: 'Buscar por Semana' }), '/horas/mis-horas/por-semana');
}

async function buscarFecha(page: Page, fecha: Date) {
  await escribirFecha(porFecha(page).getByLabel('Fecha'), fecha);
  await buscarCon(porFecha(page).getByRole('button', { name: 'Buscar por Fecha' }), '/horas/mis-horas/por-fecha');
}

/** The body rows of a results table (its current page), cell texts in order. */
async function filas(zona: Locator): Promise<string[][]> {
  const tabla = zona.getByRole('table');
  await expect(tabla.getByRole('row').nth(1)).toBeVisible();
  const textos = await tabla.getByRole('row').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
  return textos.filter((celdas) => celdas.length > 1);
}

/** A value of the 'Resumen' block by its label. */
const dato = (page: Page, etiqueta: string) =>
  region(page, 'Resumen').locator('th, .ant-descriptions-item-label').filter({ hasText: etiqueta }).locator('xpath=following-sibling::*[1]');

/** Clicks a download button, saves the file and reads its only sheet back. */
async function descargar(page: Page, boton: Locator) {
  const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  const libro = XLSX.read(await readFile(await descarga.path()));
  return {
    archivo: descarga.suggestedFilename(),
    hojas: libro.SheetNames,
    filas: XLSX.utils.sheet_to_json<(string | number)[]>(libro.Sheets[libro.SheetNames[0]], { header: 1 }),
  };
}

test.describe('Mis Horas as Ana (staff)', () => {
  // Each test walks several searches through antd pickers; on the shared 2-core machine that
  // takes well over the default minute.
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'ana');
    await page.getByRole('link', { name: 'Mis Horas' }).click();
    await expect(page.getByRole('heading', { name: 'Mis Horas Registradas' })).toBeVisible();
  });

  test('asks for what each filter lacks', async ({ page }) => {
    await expect(page.getByText(SIN_FILTRO)).toBeVisible();
    const alerta = (texto: string) => expect(page.getByText(texto, { exact: true }).last()).toBeVisible();

    await porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }).click();
    await alerta('Por favor seleccione un cliente');
    await elegirCliente(page, 'Café del');
    await porCliente(page).getByText('Fecha específica').click();
    await porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }).click();
    await alerta('Por favor seleccione una fecha específica');
    await porCliente(page).getByText('Rango de fechas').click();
    await escribirFecha(porCliente(page).getByLabel('Fecha de inicio'), lunesPasado);
    await porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }).click();
    await alerta('Por favor seleccione las fechas de inicio y fin');
    await escribirFecha(porSemana(page).getByLabel('Fecha de fin'), domingoPasado);
    await porSemana(page).getByRole('button', { name: 'Buscar por Semana' }).click();
    await alerta('Por favor seleccione las fechas de inicio y fin de la semana');
    await porFecha(page).getByRole('button', { name: 'Buscar por Fecha' }).click();
    await alerta('Por favor seleccione una fecha');

    // Nothing was searched; tomorrow cannot even be picked.
    await expect(page.getByText(SIN_FILTRO)).toBeVisible();
    await porFecha(page).getByLabel('Fecha').click();
    const manana = page.locator(`.ant-picker-dropdown:visible td[title="${iso(masDias(hoy, 1))}"]`);
    if (await manana.count()) await expect(manana).toHaveClass(/ant-picker-cell-disabled/);
    await expect(page.locator(`.ant-picker-dropdown:visible td[title="${iso(hoy)}"]`)).not.toHaveClass(/ant-picker-cell-disabled/);
  });

  test('a week of every client: summary, per-client split, and both downloads match the tables', async ({ page }) => {
    await buscarSemana(page, lunesPasado, domingoPasado);
    const tabla = await filas(registros(page));
    expect(tabla.length).toBeGreaterThan(0);
    for (const [fecha] of tabla) expect(desdeTexto(fecha) >= lunesPasado && desdeTexto(fecha) <= domingoPasado).toBe(true);
    await expect(dato(page, 'Total de Registros')).toHaveText(String(tabla.length));
    const total = tabla.reduce((t, fila) => t + Number(fila[4]), 0);
    await expect(dato(page, 'Total de Horas')).toHaveText(total.toFixed(2));
    await expect(dato(page, 'Días con Registro')).toHaveText(String(new Set(tabla.map(([f]) => f)).size));
    await expect(region(page, 'Resumen').getByText('Cliente Filtrado')).toHaveCount(0);

    const resumen = await filas(resumenClientes(page));
    const horasResumen = resumen.map((f) => Number(f[1]));
    expect(horasResumen).toEqual([...horasResumen].sort((a, b) => b - a));
    expect(horasResumen.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2);
    await expect(page.getByRole('img', { name: /Reparto de horas por cliente/ })).toBeVisible();

    const excel = await descargar(page, registros(page).getByRole('button', { name: 'Descargar Excel' }));
    expect(excel.archivo).toBe(`mis_horas_${iso(hoy)}.xlsx`);
    expect(excel.hojas).toEqual(['Mis Horas']);
    expect(excel.filas[0]).toEqual(COLUMNAS_REGISTROS);
    expect(excel.filas.slice(1).map((f) => f.map((c, i) => (i === 4 ? Number(c).toFixed(2) : String(c ?? ''))))).toEqual(tabla);

    const hoja = await descargar(page, resumenClientes(page).getByRole('button', { name: 'Descargar Resumen' }));
    expect(hoja.archivo).toBe(`resumen_clientes_${iso(hoy)}.xlsx`);
    expect(hoja.hojas).toEqual(['Resumen por Cliente']);
    expect(hoja.filas[0]).toEqual(['Cliente', 'Horas Totales', '% del Total']);
    expect(hoja.filas.slice(1, -1).map(([c, h, p]) => [c, Number(h).toFixed(2), `${Number(p).toFixed(1)} %`])).toEqual(resumen);
    expect(hoja.filas.at(-1)).toEqual(['TOTAL', Number(total.toFixed(2)), 100]);
  });

  test('a week and a day with nothing, a worked day, and Limpiar Filtro', async ({ page }) => {
    await buscarSemana(page, sinDatos, masDias(sinDatos, 6));
    await expect(page.getByText(SIN_REGISTROS)).toBeVisible();
    await expect(dato(page, 'Total de Horas')).toHaveText('0.00');
    await registros(page).getByRole('button', { name: 'Descargar Excel' }).click();
    await expect(page.getByText('No hay datos para exportar', { exact: true })).toBeVisible();
    await resumenClientes(page).getByRole('button', { name: 'Descargar Resumen' }).click();
    await expect(page.getByText('No hay datos de resumen de clientes para exportar')).toBeVisible();

    await buscarFecha(page, sinDatos);
    await expect(page.getByText(SIN_REGISTROS)).toBeVisible();

    await buscarSemana(page, lunesPasado, domingoPasado);
    const diaTrabajado = diaSembrado(await filas(registros(page)));
    await buscarFecha(page, desdeTexto(diaTrabajado));
    await expect(dato(page, 'Días con Registro')).toHaveText('1');
    const delDia = await filas(registros(page));
    expect(delDia.every(([fecha]) => fecha === diaTrabajado)).toBe(true);

    await porSemana(page).getByRole('button', { name: 'Limpiar Filtro' }).click();
    await expect(page.getByText(SIN_FILTRO)).toBeVisible();
    await expect(registros(page)).toHaveCount(0);
    for (const campo of [porSemana(page).getByLabel('Fecha de inicio'), porSemana(page).getByLabel('Fecha de fin'), porFecha(page).getByLabel('Fecha')]) {
      await expect(campo).toHaveValue('');
    }
  });

  test('one client in every date mode, and a server error', async ({ page }) => {
    // A client Ana worked for last week, taken from the per-client split.
    await buscarSemana(page, lunesPasado, domingoPasado);
    const cliente = (await filas(resumenClientes(page))).map(([nombre]) => nombre).find((n) => n !== 'Sin cliente');
    if (!cliente) throw new Error('The seed gave Ana no client hours last week');
    const buscar = () => buscarCon(porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }), '/horas/mis-horas/por-cliente');
    await elegirCliente(page, cliente);

    await buscar();
    await expect(dato(page, 'Cliente Filtrado')).toHaveText(cliente);
    await expect(resumenClientes(page)).toHaveCount(0);
    // All dates span several pages: check the first one and keep the count the summary gives.
    const primeraPagina = await filas(registros(page));
    expect(primeraPagina.every((f) => f[1] === cliente)).toBe(true);
    const totalTodas = Number(await dato(page, 'Total de Registros').textContent());
    expect(totalTodas).toBeGreaterThanOrEqual(primeraPagina.length);

    await porCliente(page).getByText('Rango de fechas').click();
    await escribirFecha(porCliente(page).getByLabel('Fecha de inicio'), lunesPasado);
    await escribirFecha(porCliente(page).getByLabel('Fecha de fin'), domingoPasado);
    await buscar();
    await expect(dato(page, 'Total de Registros')).not.toHaveText(String(totalTodas));
    const semana = await filas(registros(page));
    expect(semana.length).toBeGreaterThan(0);

    const dia = diaSembrado(semana);
    await porCliente(page).getByText('Fecha específica').click();
    await escribirFecha(porCliente(page).getByLabel('Fecha', { exact: true }), desdeTexto(dia));
    await buscar();
    await expect(dato(page, 'Días con Registro')).toHaveText('1');
    expect((await filas(registros(page))).every(([f, c]) => f === dia && c === cliente)).toBe(true);

    const [, mes, anio] = dia.split('/');
    await porCliente(page).getByText('Por mes y año').click();
    await porCliente(page).getByLabel('Mes', { exact: true }).fill(mes);
    await porCliente(page).getByLabel('Año', { exact: true }).fill(anio);
    await buscar();
    expect((await filas(registros(page))).every(([f]) => f.endsWith(`/${mes}/${anio}`))).toBe(true);

    await porCliente(page).getByLabel('Mes', { exact: true }).fill(pad(sinDatos.getMonth() + 1));
    await porCliente(page).getByLabel('Año', { exact: true }).fill(String(sinDatos.getFullYear()));
    await buscar();
    await expect(page.getByText(SIN_REGISTROS)).toBeVisible();

    // A month alone is not sent: the search covers every date again.
    await porCliente(page).getByLabel('Año', { exact: true }).fill('');
    await buscar();
    await expect(dato(page, 'Total de Registros')).toHaveText(String(totalTodas));

    await porCliente(page).getByLabel('Mes', { exact: true }).fill('13');
    await porCliente(page).getByLabel('Año', { exact: true }).fill(anio);
    await buscar();
    await expect(page.getByRole('alert').filter({ hasText: /^Error: .+/ })).toBeVisible();
    await expect(registros(page)).toHaveCount(0);

    await porCliente(page).getByRole('button', { name: 'Limpiar Filtro' }).click();
    await expect(page.getByText(SIN_FILTRO)).toBeVisible();
    await expect(porCliente(page).getByLabel('Mes', { exact: true })).toHaveCount(0);
    await expect(porCliente(page).getByText(cliente)).toHaveCount(0);
  });

  test('after each search its button is named exactly as before and enabled again', async ({ page }) => {
    // A spinner left in the name ('loading Buscar por Semana') would hide it from a search by name.
    const listo = (zona: Locator, nombre: string) => expect(zona.getByRole('button', { name: nombre, exact: true })).toBeEnabled();
    await buscarSemana(page, lunesPasado, domingoPasado);
    const dia = diaSembrado(await filas(registros(page)));
    await listo(porSemana(page), 'Buscar por Semana');

    await buscarFecha(page, desdeTexto(dia));
    await expect(dato(page, 'Días con Registro')).toHaveText('1');
    await listo(porFecha(page), 'Buscar por Fecha');

    await elegirCliente(page, 'rio');
    await porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }).click();
    await expect(dato(page, 'Cliente Filtrado')).toHaveText('Municipalidad de Río Claro');
    await listo(porCliente(page), 'Buscar por Cliente');
  });

  test('each search scrolls to its results, newest entries first, and to its error', async ({ page }) => {
    const arriba = () => page.evaluate(() => window.scrollTo(0, 0));
    await buscarSemana(page, lunesPasado, domingoPasado);
    await expect(region(page, 'Resumen')).toBeInViewport();
    const fechas = (await filas(registros(page))).map(([fecha]) => desdeTexto(fecha).getTime());
    expect(fechas.length).toBeGreaterThan(1);
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));

    await arriba();
    await buscarFecha(page, new Date(fechas[0]));
    await expect(dato(page, 'Días con Registro')).toHaveText('1');
    await expect(region(page, 'Resumen')).toBeInViewport();

    await arriba();
    await elegirCliente(page, 'rio');
    await porCliente(page).getByText('Por mes y año').click();
    await porCliente(page).getByLabel('Mes', { exact: true }).fill('13');
    await porCliente(page).getByLabel('Año', { exact: true }).fill(String(hoy.getFullYear()));
    await expect(page.getByRole('alert').filter({ hasText: /^Error: / })).toHaveCount(0);
    await porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Error: .+/ })).toBeInViewport();

    await arriba();
    await porCliente(page).getByText('Todas las fechas').click();
    await porCliente(page).getByRole('button', { name: 'Buscar por Cliente' }).click();
    await expect(dato(page, 'Cliente Filtrado')).toHaveText('Municipalidad de Río Claro');
    await expect(region(page, 'Resumen')).toBeInViewport();
  });
});

/** Logs an entry for Ana through the API (no client, a default task); returns what deletes it. */
async function cargarHoraDeAna(request: APIRequestContext, fecha: Date, descripcion: string) {
  const { email, contrasena } = USUARIOS.ana;
  const { token, id, perfil } = await (await request.post(`${URL_API}/usuarios/login`, { data: { email, contrasena } })).json();
  const headers = { Authorization: `Bearer ${token}` };
  const [tarea] = await (await request.get(`${URL_API}/tareas/especificas`, { headers })).json();
  const respuesta = await request.post(`${URL_API}/horas/cargarhoras`, {
    headers,
    data: { clienteId: null, servicioId: null, tareaId: tarea.id, horasTrabajadas: 1.5, descripcion, usuarioId: id, senorityhora: perfil, fechaCarga: ddmmyyyy(fecha) },
  });
  expect(respuesta.status()).toBe(201);
  const hora = await respuesta.json();
  return async () => expect((await request.delete(`${URL_API}/horas/eliminarhoras/${hora.id}`, { headers })).ok()).toBe(true);
}

test.describe("Mis Horas on a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.describe.configure({ timeout: 240_000 });

  test('the records read without sideways scrolling, and a long description opens with a tap', async ({ page, request }) => {
    const larga = `Revisión completa del módulo de facturación con el equipo del cliente: ${'se repasaron los casos pendientes, '.repeat(6)}y se acordó la próxima entrega.`;
    const borrar = await cargarHoraDeAna(request, domingoLibre, larga);
    try {
      await loginAs(page, 'ana');
      await irA(page, 'Mis Horas');
      await buscarFecha(page, domingoLibre);

      const zona = registros(page);
      await expect(zona).toBeInViewport();
      for (const texto of [ddmmyyyy(domingoLibre), 'Sin cliente', '1.50 hs']) await expectEntero(zona.getByText(texto, { exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const descripcion = zona.getByText(larga);
      const recortada = () => descripcion.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      await expectEntero(descripcion);
      expect(await recortada()).toBe(true);
      await descripcion.tap();
      await expect(descripcion).toHaveAttribute('aria-expanded', 'true');
      expect(await recortada()).toBe(false);
      await expectEntero(descripcion);
    } finally {
      await borrar();
    }
  });
});
