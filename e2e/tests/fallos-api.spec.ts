import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiPropia } from '../support/apiPropia';
import { URL_API } from '../support/entorno';
import { barraSuperior, loginPorPantalla } from '../support/sesion';
import { tomarPrimeraCoincidencia } from '../support/seleccion';

/**
 * The API really stops (its process ends) while a staff user has the app open, then starts again.
 *
 * How: the built front ends do not bake the API address in: the shell reads it at start from its
 * own /remotes.json, and the remotes use the shell's shared axios client. So this file owns an API
 * process (api/dist, fresh DATA_DIR, free port; support/apiPropia.ts), serves remotes.json with
 * that apiUrl, and stops it with SIGTERM and starts it again on the same port and data dir. What
 * the browser sees is a real refused connection, and the API the other specs share is untouched
 * (checked: no request of this file reaches it).
 */

const DIA_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const DIAS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const masDias = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
function lunesDe(semanasAtras: number): Date {
  const hoy = new Date(new Date().setHours(0, 0, 0, 0));
  const lunes = new Date(hoy.getTime() - ((hoy.getDay() + 6) % 7) * DIA_MS);
  return masDias(lunes, -7 * semanasAtras);
}
const rangoSemana = (lunes: Date) => `${ddmmyyyy(lunes)} - ${ddmmyyyy(masDias(lunes, 6))}`;

const tarjeta = (page: Page, dia: Date) => page.getByRole('region', { name: `${DIAS[dia.getDay()]} ${ddmmyyyy(dia)}` });
const formulario = (page: Page) => page.getByRole('dialog', { name: /^Agregar hora/ });
const ERROR_SEMANA = 'No se pudieron cargar las horas de la semana.';

/** The failures must show in Spanish inside the app: no uncaught error, no request to the shared API. */
function vigilar(page: Page) {
  const problemas: string[] = [];
  page.on('pageerror', (error) => problemas.push(`pageerror: ${error.message}`));
  page.on('request', (peticion) => {
    if (peticion.url().startsWith(`${URL_API}/`)) problemas.push(`API compartida: ${peticion.url()}`);
  });
  return problemas;
}

async function escribirFecha(campo: Locator, fecha: Date) {
  await campo.click();
  await campo.fill(ddmmyyyy(fecha));
  await campo.press('Enter');
}

/** How many of a sign-in's list (spec §4) the app store keeps in the root key, which a reload with the API down starts from. */
const guardadosEnRaiz = (page: Page, dato: 'tareasDefault' | 'clientes') =>
  page.evaluate((clave) => JSON.parse(localStorage.getItem('persist:root') ?? '{}').app?.state?.[clave]?.length ?? 0, dato);

const api = new ApiPropia();
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar

test.describe('with the API stopped and started again', () => {
  // One API process for the file: its tests stop and start it in turn.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  test.afterAll(async () => {
    await api.cerrar();
  });
  test.beforeEach(async ({ context }) => {
    await api.iniciar();
    await api.apuntar(context);
  });
  test.afterEach(async () => {
    await api.detener();
  });

  test('weekly view: a Spanish error, not a blank screen; the open form keeps its text and saves once the API is back', async ({ page, request }) => {
    const problemas = vigilar(page);
    const lunes = lunesDe(1);
    const sabado = masDias(lunes, 5);
    const descripcion = `Escrito sin conexión ${Date.now().toString(36)}`;
    await loginPorPantalla(page, 'luis');
    await expect(page.getByRole('heading', { name: rangoSemana(lunesDe(0)) })).toBeVisible();
    // The sign-in's lists (default tasks, clients) kept in the root key: stopping the API while they
    // are still loading would leave the form below with nothing to choose.
    await expect.poll(() => guardadosEnRaiz(page, 'tareasDefault')).toBeGreaterThan(0);

    await api.detener();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    const aviso = page.getByRole('alert').filter({ hasText: ERROR_SEMANA });
    await expect(aviso).toBeVisible();
    await expect(aviso.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(tarjeta(page, sabado)).toBeVisible();

    // Even a full reload with the API down starts the app: top bar, week, the same message.
    await page.reload();
    await expect(barraSuperior(page).getByText('Luis Pérez')).toBeVisible();
    await expect(page.getByRole('heading', { name: rangoSemana(lunes) })).toBeVisible();
    await expect(aviso).toBeVisible();

    // The user fills the form while the API is down; saving fails in Spanish and the form stays as typed.
    const card = tarjeta(page, sabado);
    await card.getByRole('button', { name: 'Agregar hora' }).click();
    await expect(formulario(page)).toBeVisible();
    await formulario(page).getByLabel('Tarea').click();
    await tomarPrimeraCoincidencia(page, 'Capacitación');
    await formulario(page).getByLabel('Horas').fill('1.5');
    await formulario(page).getByLabel('Descripción').fill(descripcion);
    await formulario(page).getByRole('button', { name: 'Cargar horas' }).click();
    await expect(page.getByText('No se pudieron guardar las horas.')).toBeVisible();
    await expect(formulario(page)).toBeVisible();
    await expect(formulario(page).getByLabel('Descripción')).toHaveValue(descripcion);

    // The API comes back: the form is still there as typed, and it saves.
    await api.iniciar();
    await expect(formulario(page).getByLabel('Horas')).toHaveValue('1.50');
    await expect(formulario(page).getByLabel('Descripción')).toHaveValue(descripcion);
    await expect(formulario(page).getByTitle('Capacitación')).toBeVisible();
    await formulario(page).getByRole('button', { name: 'Cargar horas' }).click();
    await expect(formulario(page)).toBeHidden();
    const entrada = card.getByRole('listitem').filter({ hasText: descripcion });
    await expect(entrada.getByText('Capacitación')).toBeVisible();
    await expect(entrada.getByText('1.50 hs')).toBeVisible();

    // The week recovers by itself (it retries every 15 s while its load failed), no click needed.
    await expect(aviso).toBeHidden({ timeout: 30_000 });
    await expect(card.getByRole('listitem').filter({ hasText: descripcion })).toHaveCount(1);

    // Stored by the server, once.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const cabeceras = { Authorization: `Bearer ${token}` };
    const yo = (await (await request.get(`${api.url}/usuarios/usuarios/me`, { headers: cabeceras })).json()) as { id: number };
    const respuesta = await request.get(`${api.url}/horas/horasusuario/${yo.id}/rango?fechaDesde=${iso(sabado)}&fechaHasta=${iso(sabado)}`, { headers: cabeceras });
    expect(respuesta.ok()).toBe(true);
    const guardadas = ((await respuesta.json()) as { descripcion: string; horas: number }[]).filter((h) => h.descripcion === descripcion);
    expect(guardadas).toEqual([expect.objectContaining({ horas: 1.5 })]);
    expect(problemas).toEqual([]);
  });

  test('Mis Horas and Reportes show their Spanish messages when a call fails, and recover', async ({ page }) => {
    const problemas = vigilar(page);
    // The admin: staff are offered only themselves in Reportes, with no user list to fail.
    await loginPorPantalla(page, 'admin');
    // The user's clients, loaded at sign-in (spec §4), are what Mis Horas lists below with the API
    // down: kept before it stops (on a busy machine they may still be on their way when Reportes opens).
    await expect.poll(() => guardadosEnRaiz(page, 'clientes')).toBeGreaterThan(0);

    // Reportes: the filter step is reached with the API up, then the export call meets it down.
    await page.locator('header').getByRole('link', { name: 'Reportes', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Generar Reportes' });
    await expect(modal).toBeVisible();
    await api.detener();
    await modal.getByText('Usuario', { exact: true }).click();
    const fallo = modal.getByRole('alert').filter({ hasText: 'No se pudieron cargar los usuarios' });
    await expect(fallo).toBeVisible();
    await api.iniciar();
    await fallo.getByRole('button', { name: 'Reintentar' }).click();
    const combo = modal.getByRole('combobox', { name: 'Seleccione un usuario...' });
    await expect(combo).toBeEnabled();
    await combo.click();
    await tomarPrimeraCoincidencia(page, 'Luis');
    await modal.getByLabel('Fecha de Inicio').fill(ddmmyyyy(lunesDe(2)));
    await page.keyboard.press('Enter');
    await modal.getByLabel('Fecha de Fin').fill(ddmmyyyy(masDias(lunesDe(2), 6)));
    await page.keyboard.press('Enter');
    await api.detener();
    await modal.getByRole('button', { name: 'Exportar Reporte' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Oh no!' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByText('La solicitud de exportar falló, por favor contactar al administrador!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Exportando...' })).toBeHidden();
    await dialogo.getByRole('button', { name: /Aceptar|OK/ }).click();
    await expect(dialogo).toBeHidden();
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal).toBeHidden();

    // Mis Horas, opened with the API down: the screen renders and a search answers in Spanish.
    await page.locator('header').getByRole('link', { name: 'Mis Horas' }).click();
    await expect(page.getByRole('heading', { name: 'Mis Horas Registradas' })).toBeVisible();
    const porFecha = page.getByRole('region', { name: 'Filtrar por fecha específica todos los clientes', exact: true });
    await escribirFecha(porFecha.getByLabel('Fecha'), lunesDe(1));
    await porFecha.getByRole('button', { name: 'Buscar por Fecha' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Error al cargar las horas de la fecha' })).toBeVisible();

    // The user's clients, loaded at sign-in, are kept in the page's cache: with the API down the
    // selector still lists them (a list that never loaded is the component test's case).
    const porCliente = page.getByRole('region', { name: 'Filtrar por cliente', exact: true });
    await porCliente.getByLabel('Cliente').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    await expect(page.getByText('No se pudieron cargar los clientes')).toBeHidden();
    await page.getByRole('heading', { name: 'Mis Horas Registradas' }).click();

    await api.iniciar();
    await porFecha.getByRole('button', { name: 'Buscar por Fecha' }).click();
    const tabla = page.getByRole('region', { name: 'Registros de Horas', exact: true }).getByRole('table');
    await expect(tabla.or(page.getByText('No se encontraron registros de horas para los filtros seleccionados.'))).toBeVisible();
    await expect(page.getByText('Error: Error al cargar las horas de la fecha')).toBeHidden();
    expect(problemas).toEqual([]);
  });
});
