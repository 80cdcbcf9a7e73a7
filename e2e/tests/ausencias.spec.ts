import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { ApiPropia } from '../support/apiPropia';
import { sinViolaciones } from '../support/axe';
import { diasDeSaldo, sesionPorApi } from '../support/horasPorApi';
import { abrirSemana, iso, masDias, nombreDeDia } from '../support/semanas';
import { barraSuperior, iniciarSesion, loginAs } from '../support/sesion';
import type { UsuarioDemo } from '../support/usuarios';

/**
 * Absences, end to end: Luis requests two days of vacation; Ana, responsable of his area, approves
 * them in 'Por aprobar'; Carla, his colleague, sees him 'Ausente' in the team calendar, never the
 * type; Luis's week has lost those days' target; the administrator downloads ausencias.xlsx. axe
 * on each tab, on a desktop and at 390 px. Its own API: an approved absence lowers Luis's
 * targets, which other specs count.
 */

const api = new ApiPropia();
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(() => api.iniciar());
test.afterAll(() => api.cerrar());

// The demo's absences are next month's: the month after it is free. Its second week's Tuesday and Wednesday.
const hoy = new Date();
const primero = new Date(hoy.getFullYear(), hoy.getMonth() + 2, 1);
const lunes = new Date(primero.getFullYear(), primero.getMonth(), 8 + ((8 - new Date(primero.getFullYear(), primero.getMonth(), 8).getDay()) % 7));
const dia = (n: number) => new Date(lunes.getFullYear(), lunes.getMonth(), lunes.getDate() + n);
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const DESDE = ddmmyyyy(dia(1));
const HASTA = ddmmyyyy(dia(2));
const CARLA = { email: 'carla.mendez@horas.local', contrasena: 'Carla#2026', nombre: 'Carla Méndez' };

/** The week's 'Objetivo: … hs' in hours. */
async function objetivoDeLaSemana(page: Page) {
  const texto = await page.getByText(/^Objetivo: [\d.]+ hs/).textContent();
  return Number(/^Objetivo: ([\d.]+) hs/.exec(texto ?? '')?.[1]);
}
let objetivoAntes = 0;

/** A new browser of that demo user, signed in on this spec's API. */
async function entrar(browser: Browser, usuario: UsuarioDemo) {
  const page = await api.paginaNueva(browser);
  await loginAs(page, usuario);
  return page;
}

/** From 'Calendario del equipo' on today's month to that of the request, two months on. */
async function alMesDeLaSolicitud(page: Page) {
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Mes siguiente' }).click();
}

async function abrirAusencias(page: Page) {
  await barraSuperior(page).getByRole('link', { name: 'Ausencias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ausencias' })).toBeVisible();
}

/** `mientras` on a phone's width (390 px), then back to the page's own. */
async function enTelefono(page: Page, mientras: () => Promise<void>) {
  const antes = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await mientras();
  await page.setViewportSize(antes);
}

/** Types a day into an antd DatePicker and leaves it with Tab (Enter would send the form). */
async function escribirFecha(page: Page, etiqueta: string, fecha: string) {
  await page.getByLabel(etiqueta, { exact: true }).fill(fecha);
  await page.keyboard.press('Tab');
}

test('Luis requests two days of vacation: he sees the working days first, then his request pending', async ({ browser }) => {
  const luis = await entrar(browser, 'luis');
  await abrirSemana(luis, lunes);
  objetivoAntes = await objetivoDeLaSemana(luis);
  await abrirAusencias(luis);
  await expect(luis.getByText(/^Vacaciones \d{4}: \d+ días asignados · /)).toBeVisible();
  await sinViolaciones(luis);
  await enTelefono(luis, () => sinViolaciones(luis));

  await luis.getByLabel('Tipo', { exact: true }).click();
  await luis.locator('.ant-select-item-option[title="Vacaciones"]').click();
  await escribirFecha(luis, 'Desde', DESDE);
  await escribirFecha(luis, 'Hasta', HASTA);
  await expect(luis.getByRole('status').filter({ hasText: /^La solicitud cubre [\d,]+ días? laborables?\.$/ })).toBeVisible();
  await luis.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await expect(luis.getByText('Ausencia solicitada')).toBeVisible();
  const solicitud = luis.getByRole('region', { name: 'Mis solicitudes' }).getByRole('row').filter({ hasText: `${DESDE} – ${HASTA}` });
  await expect(solicitud).toContainText('Pendiente');
  await expect(solicitud.getByRole('button', { name: /^Cancelar/ })).toBeVisible();
  // His week marks both days, still pending.
  await barraSuperior(luis).getByRole('link', { name: 'Inicio' }).click();
  await abrirSemana(luis, lunes);
  for (const n of [1, 2]) await expect(luis.getByRole('region', { name: nombreDeDia(dia(n)) })).toContainText('Vacaciones (pendiente)');
  await luis.context().close();
});

test("Ana approves it in 'Por aprobar'", async ({ browser }) => {
  const ana = await entrar(browser, 'ana');
  await abrirAusencias(ana);
  // The demo's three pending days of Luis, and the new request.
  await ana.getByRole('tab', { name: 'Por aprobar (2)' }).click();
  await expect(ana.getByRole('region', { name: 'Solicitudes por aprobar' }).getByRole('row')).toHaveCount(3);
  await sinViolaciones(ana);
  await enTelefono(ana, () => sinViolaciones(ana));
  await ana.getByRole('button', { name: `Aprobar Luis Pérez ${DESDE} – ${HASTA}` }).click();
  await expect(ana.getByText('Luis Pérez: ausencia aprobada')).toBeVisible();
  await expect(ana.getByRole('tab', { name: 'Por aprobar (1)' })).toBeVisible();
  await ana.context().close();
});

test("Carla sees Luis 'Ausente' in the team calendar, without the type; on a phone, a list by day", async ({ browser }) => {
  const carla = await api.paginaNueva(browser);
  await iniciarSesion(carla, CARLA);
  await abrirAusencias(carla);
  await carla.getByRole('tab', { name: 'Calendario del equipo' }).click();
  // Carla approves no one: no 'Por aprobar', no area filter.
  await expect(carla.getByRole('tab', { name: /^Por aprobar/ })).toHaveCount(0);
  await expect(carla.getByLabel('Área')).toHaveCount(0);
  await alMesDeLaSolicitud(carla);
  const luis = carla.getByRole('row').filter({ has: carla.getByRole('rowheader', { name: 'Luis Pérez' }) });
  // Named on its first day; the other days' bars say it to screen readers only.
  await expect(luis.getByText('Ausente', { exact: true }).first()).toBeVisible();
  await expect(luis).not.toContainText('Vacaciones');
  await sinViolaciones(carla);

  await carla.setViewportSize({ width: 390, height: 844 });
  const lista = carla.getByRole('list', { name: 'Ausencias por día' });
  await expect(lista.getByText('Luis Pérez: Ausente', { exact: true }).first()).toBeVisible();
  await expect(lista).not.toContainText('Luis Pérez: Vacaciones');
  await sinViolaciones(carla);
  await carla.context().close();
});

test("Luis's week has lost the target of those two days, which it marks 'Vacaciones' in 'Días' and 'Tabla'", async ({ browser }) => {
  const luis = await entrar(browser, 'luis');
  const sesion = await sesionPorApi(api.url, 'luis');
  const dias = await diasDeSaldo(sesion, iso(dia(1)), iso(dia(2)));
  expect(dias.map((d) => [d.objetivo, d.ausencia])).toEqual([[0, 'Vacaciones'], [0, 'Vacaciones']]);
  const semana = await diasDeSaldo(sesion, iso(lunes), iso(masDias(lunes, 6)));
  await abrirSemana(luis, lunes);
  await expect.poll(() => objetivoDeLaSemana(luis)).toBe(semana.reduce((suma, d) => suma + d.objetivo, 0));
  expect(await objetivoDeLaSemana(luis)).toBeLessThan(objetivoAntes);
  // Approved: the day cards and the grid's day headers say 'Vacaciones'.
  for (const n of [1, 2]) {
    const tarjeta = luis.getByRole('region', { name: nombreDeDia(dia(n)) });
    await expect(tarjeta).toContainText('Vacaciones');
    await expect(tarjeta).not.toContainText('(pendiente)');
  }
  await luis.getByText('Tabla', { exact: true }).click();
  const encabezados = luis.getByRole('table', { name: 'Horas de la semana' }).getByRole('columnheader');
  await expect(encabezados.filter({ hasText: 'Vacaciones' })).toHaveCount(2);
  await luis.context().close();
});

test("the administrator downloads the month's absences as ausencias.xlsx; 'Configuración' passes axe", async ({ browser }) => {
  const admin = await entrar(browser, 'admin');
  await abrirAusencias(admin);
  await admin.getByRole('tab', { name: 'Calendario del equipo' }).click();
  await alMesDeLaSolicitud(admin);
  const [descarga] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Descargar Excel' }).click()]);
  expect(descarga.suggestedFilename()).toBe('ausencias.xlsx');
  const libro = XLSX.read(await readFile(await descarga.path()));
  expect(libro.SheetNames).toEqual(['Ausencias']);
  const [cabecera, ...filas] = XLSX.utils.sheet_to_json<(string | number)[]>(libro.Sheets.Ausencias, { header: 1, defval: '' });
  expect(cabecera).toEqual(['Usuario', 'Áreas', 'Tipo', 'Desde', 'Hasta', 'Días', 'Estado', 'Decidida por', 'Motivo']);
  expect(filas).toContainEqual(expect.arrayContaining(['Luis Pérez', 'Vacaciones', DESDE, HASTA, 'Aprobada']));

  await admin.getByRole('tab', { name: 'Configuración' }).click();
  await expect(admin.getByLabel('Días de vacaciones por año')).toBeVisible();
  await sinViolaciones(admin);
  // On a phone the four tabs wrap, every one in sight (no '…' menu of hidden tabs).
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const pestana of ['Mis ausencias', 'Calendario del equipo', 'Por aprobar (1)', 'Configuración']) {
    await expect(admin.getByRole('tab', { name: pestana })).toBeInViewport();
  }
  await sinViolaciones(admin);
  await admin.context().close();
});
