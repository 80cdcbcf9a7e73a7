import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiPropia } from '../support/apiPropia';
import { URL_API } from '../support/entorno';
import { habilitarHoras, horasEntre, sesionPorApi, vaciarDias, type SesionApi } from '../support/horasPorApi';
import { ddmmyyyy, iso, lunesDe, lunesDeLaSemana, masDias, nombreDeDia, rangoSemana } from '../support/semanas';
import { loginAs } from '../support/sesion';

/**
 * 'Tabla' (issue 17) as the demo staff user Ana, from the keyboard alone: the view switch, 'Agregar
 * fila' and every cell without the mouse (the mouse only signs in). The file owns an API on the demo
 * data (support/apiPropia.ts), so it can empty two of Ana's weeks and turn the admin's global hours
 * switch on and off without touching what the other specs see.
 */

const api = new ApiPropia();
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
// One database for the file, each test building on the last (test 2 copies what test 1 saved).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// W and W+1: always inside the editing window (this month and the two before), emptied before the tests.
const semana = lunesDe(2);
const siguiente = lunesDe(1);
const dia = (n: number, lunes = semana) => masDias(lunes, n);
// The week holding the last day of the month four months back: its Monday is always in that month,
// so outside the editing window. The week after it lies within the first fortnight of the month
// three months back, also locked until the admin's switch is on.
const hoy = new Date();
const cuatroMesesAtras = lunesDeLaSemana(new Date(hoy.getFullYear(), hoy.getMonth() - 3, 0));
const tresMesesAtras = masDias(cuatroMesesAtras, 7);
const MOTIVO = `Fuera del período de carga: se pueden cargar horas del ${ddmmyyyy(new Date(hoy.getFullYear(), hoy.getMonth() - 2, 1))} al ${ddmmyyyy(new Date(hoy.getFullYear(), hoy.getMonth() + 1, 0))}.`;

const PROTOTIPADO = 'Café del Valle · Diseño UX/UI · Prototipado';
const CAPACITACION = 'Capacitación';
const VACACIONES = 'Vacaciones'; // a default task the demo data never uses

let ana: SesionApi;
let problemas: string[] = [];

test.beforeAll(async () => {
  await api.iniciar();
  ana = await sesionPorApi(api.url, 'ana');
  await vaciarDias(ana, iso(semana), iso(masDias(siguiente, 6)));
});
test.afterAll(() => api.cerrar());

test.beforeEach(async ({ context, page }) => {
  await api.apuntar(context);
  // Everything goes to this file's API, and the page raises no error of its own.
  problemas = [];
  page.on('pageerror', (error) => problemas.push(`pageerror: ${error.message}`));
  page.on('request', (peticion) => {
    if (peticion.url().startsWith(`${URL_API}/`)) problemas.push(`API compartida: ${peticion.url()}`);
  });
  await loginAs(page, 'ana');
});
test.afterEach(() => expect(problemas).toEqual([]));

const tabla = (page: Page) => page.getByRole('table', { name: 'Horas de la semana' });
const nombreDeCelda = (fila: string, fecha: Date) => `${fila}, ${nombreDeDia(fecha)}`;
const celda = (page: Page, fila: string, fecha: Date) => tabla(page).getByRole('textbox', { name: nombreDeCelda(fila, fecha), exact: true });
/** The cell's 'Guardado' mark: its last change reached the API and the grid shows the answer. */
const guardado = (page: Page, fila: string, fecha: Date) =>
  tabla(page)
    .getByRole('cell')
    .filter({ has: page.getByRole('textbox', { name: nombreDeCelda(fila, fecha), exact: true }) })
    .getByRole('img', { name: 'Guardado' });
/** Monday … Sunday, then the week. */
const totales = (page: Page) => tabla(page).locator('tfoot td');
const totalDeFila = (page: Page, n: number) => tabla(page).locator('tbody tr').nth(n).locator('td').last();
const tarjeta = (page: Page, fecha: Date) => page.getByRole('region', { name: nombreDeDia(fecha) });

/** Ana's entries of those days as [date, task, hours, description], sorted. */
async function enLaApi(desde: Date, hasta: Date) {
  const horas = await horasEntre(ana, iso(desde), iso(hasta));
  return horas.map((h) => [h.fechaCarga, h.tarea.nombre, h.horas, h.descripcion]).sort();
}
const entrada = (fecha: Date, tarea: string, horas: number, descripcion: string) => [ddmmyyyy(fecha), tarea, horas, descripcion];

// Loading /home (the shell, then the mf-horas remote, then the grid's own chunk) is slow on a busy
// machine: a generous wait for what a reload or the first switch to 'Tabla' brings, no time measured.
const CARGA = { timeout: 60_000 };

/** Reloads /home and waits for the week of `lunes` to be on screen again. */
async function recargar(page: Page, lunes: Date) {
  await page.reload();
  await expect(page.getByRole('heading', { name: rangoSemana(lunes) })).toBeVisible(CARGA);
}

/** Opens /home on the week of `lunes` through the remembered week, as a returning user would. */
async function abrirSemana(page: Page, lunes: Date) {
  // The screen stores the week it shows when it mounts: wait for that, or it overwrites ours.
  await expect(page.getByRole('button', { name: 'Semana anterior', exact: true })).toBeVisible(CARGA);
  await page.evaluate((valor) => localStorage.setItem('semanaActual', valor), iso(lunes));
  await recargar(page, lunes);
}

/** 'Días' or 'Tabla' from the keyboard: the switch is a radio group (focus its checked option, then an arrow). */
async function elegirVista(page: Page, vista: 'Días' | 'Tabla') {
  const otra = vista === 'Tabla' ? 'Días' : 'Tabla';
  await expect(page.getByRole('radio', { name: otra })).toBeChecked();
  await page.getByRole('radio', { name: otra }).focus();
  await page.keyboard.press(vista === 'Tabla' ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByRole('radio', { name: vista })).toBeChecked();
  await expect(vista === 'Tabla' ? tabla(page) : page.getByRole('region').first()).toBeVisible(CARGA);
}

/** Enter on a button reached by the keyboard. */
async function pulsar(page: Page, boton: string) {
  await page.getByRole('button', { name: boton, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** An antd search select that has the focus: type, wait for the match on screen, Enter; then Tab past its 'Clear' button. */
async function elegirConTeclado(dialogo: Locator, campo: string, texto: string, opcion: string, siguiente: string) {
  const page = dialogo.page();
  await expect(dialogo.getByLabel(campo)).toBeFocused();
  await page.keyboard.type(texto);
  // antd's role=option items are a hidden copy for screen readers: wait for the one on screen.
  await expect(page.locator(`.ant-select-dropdown .ant-select-item-option-active[title="${opcion}"]`)).toBeVisible();
  await page.keyboard.press('Enter');
  // The choice closes the list, shows its 'Clear' button and enables the next field (the service
  // list needs a client): let it render before moving on.
  await expect(dialogo.getByLabel(campo)).toHaveAttribute('aria-expanded', 'false');
  await expect(dialogo.getByLabel(siguiente)).toBeEnabled();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialogo.getByLabel(siguiente)).toBeFocused();
}

/** 'Agregar fila' from the keyboard; Enter in 'Descripción' adds the row. */
async function agregarFila(page: Page, descripcion: string, elegir: (dialogo: Locator) => Promise<void>) {
  await pulsar(page, 'Agregar fila');
  const dialogo = page.getByRole('dialog', { name: 'Agregar fila' });
  await expect(dialogo.getByLabel('Cliente')).toBeFocused();
  await elegir(dialogo);
  await page.keyboard.type(descripcion);
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
}

const filaDePrototipado = (descripcion: string) => async (page: Page) =>
  agregarFila(page, descripcion, async (dialogo) => {
    await elegirConTeclado(dialogo, 'Cliente', 'Café', 'Café del Valle', 'Servicio');
    await elegirConTeclado(dialogo, 'Servicio', 'Diseño U', 'Diseño UX/UI', 'Tarea');
    await elegirConTeclado(dialogo, 'Tarea', 'Prototip', 'Prototipado', 'Descripción');
  });

/** A default task (no client): from 'Cliente', Tab skips the disabled 'Servicio'. */
const filaDeTareaPorDefecto = (texto: string, tarea: string, descripcion: string) => async (page: Page) =>
  agregarFila(page, descripcion, async (dialogo) => {
    await page.keyboard.press('Tab');
    await elegirConTeclado(dialogo, 'Tarea', texto, tarea, 'Descripción');
  });

test('an empty week from the keyboard: two rows, five days, one fixed, one cleared, 25 refused; the day cards show exactly those entries', async ({ page }) => {
  await abrirSemana(page, semana);
  await elegirVista(page, 'Tabla');
  await expect(tabla(page).getByText(/^No hay filas esta semana/)).toBeVisible();
  await expect(totales(page).last()).toHaveText('0.00');

  await filaDePrototipado('Prototipos de la app')(page);
  // The new row's Monday has the focus; Tab goes from day to day, leaving a cell saves it.
  await expect(celda(page, PROTOTIPADO, dia(0))).toBeFocused();
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  for (const [n, valor] of [[0, '4.00'], [1, '3.00'], [2, '5.00']] as const) {
    await expect(guardado(page, PROTOTIPADO, dia(n))).toBeVisible();
    await expect(celda(page, PROTOTIPADO, dia(n))).toHaveValue(valor);
  }

  await filaDeTareaPorDefecto('Capacita', CAPACITACION, 'Curso interno')(page);
  await expect(celda(page, CAPACITACION, dia(0))).toBeFocused();
  // Thursday and Friday with the arrows; a decimal comma.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(celda(page, CAPACITACION, dia(3))).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1,5');
  await page.keyboard.press('Enter');
  await expect(guardado(page, CAPACITACION, dia(3))).toBeVisible();
  await expect(guardado(page, CAPACITACION, dia(4))).toBeVisible();
  await expect(totales(page)).toHaveText(['4.00', '3.00', '5.00', '2.00', '1.50', '0.00', '0.00', '15.50']);
  await expect(totalDeFila(page, 0)).toHaveText('12.00');
  await expect(totalDeFila(page, 1)).toHaveText('3.50');
  await expect.poll(() => enLaApi(dia(0), dia(6))).toEqual([
    entrada(dia(0), 'Prototipado', 4, 'Prototipos de la app'),
    entrada(dia(1), 'Prototipado', 3, 'Prototipos de la app'),
    entrada(dia(2), 'Prototipado', 5, 'Prototipos de la app'),
    entrada(dia(3), CAPACITACION, 2, 'Curso interno'),
    entrada(dia(4), CAPACITACION, 1.5, 'Curso interno'),
  ].sort());

  // Fix Tuesday of the first row (typing replaces the value), then clear its Wednesday: deleted.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(celda(page, PROTOTIPADO, dia(1))).toBeFocused();
  await page.keyboard.type('3,5');
  await page.keyboard.press('Enter');
  // Enter saves and goes down.
  await expect(celda(page, CAPACITACION, dia(1))).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(celda(page, PROTOTIPADO, dia(2))).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(celda(page, CAPACITACION, dia(2))).toBeFocused();
  await expect(guardado(page, PROTOTIPADO, dia(1))).toBeVisible();
  await expect(celda(page, PROTOTIPADO, dia(1))).toHaveValue('3.50');
  await expect(guardado(page, PROTOTIPADO, dia(2))).toBeVisible();
  await expect(celda(page, PROTOTIPADO, dia(2))).toHaveValue('');
  await expect(totales(page)).toHaveText(['4.00', '3.50', '0.00', '2.00', '1.50', '0.00', '0.00', '11.00']);
  const semanaGuardada = [
    entrada(dia(0), 'Prototipado', 4, 'Prototipos de la app'),
    entrada(dia(1), 'Prototipado', 3.5, 'Prototipos de la app'),
    entrada(dia(3), CAPACITACION, 2, 'Curso interno'),
    entrada(dia(4), CAPACITACION, 1.5, 'Curso interno'),
  ].sort();
  await expect.poll(() => enLaApi(dia(0), dia(6))).toEqual(semanaGuardada);

  // More than 24 hours: the hour form's message, the cell marked invalid and kept, nothing saved.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const sabado = celda(page, CAPACITACION, dia(5));
  await expect(sabado).toBeFocused();
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip')).toHaveText('Las horas trabajadas no pueden superar 24 por registro.');
  await expect(sabado).toHaveAttribute('aria-invalid', 'true');
  await expect(sabado).toBeFocused();
  await expect(sabado).toHaveValue('25');
  expect(await enLaApi(dia(0), dia(6))).toEqual(semanaGuardada);
  // Escape restores the saved value (none).
  await page.keyboard.press('Escape');
  await expect(sabado).toHaveValue('');
  await expect(sabado).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(totales(page).last()).toHaveText('11.00');

  // Reloaded, the same week and view; then the day cards: exactly those entries.
  await recargar(page, semana);
  await expect(celda(page, PROTOTIPADO, dia(0))).toHaveValue('4.00', CARGA);
  await expect(celda(page, CAPACITACION, dia(4))).toHaveValue('1.50');
  await expect(totales(page).last()).toHaveText('11.00');
  await elegirVista(page, 'Días');
  const esperado: [number, string, string][] = [[0, 'Prototipado', '4.00 hs'], [1, 'Prototipado', '3.50 hs'], [3, CAPACITACION, '2.00 hs'], [4, CAPACITACION, '1.50 hs']];
  for (const [n, tarea, horas] of esperado) {
    const entradas = tarjeta(page, dia(n)).getByRole('listitem');
    await expect(entradas).toHaveCount(1);
    await expect(entradas.getByText(tarea, { exact: true })).toBeVisible();
    await expect(entradas.getByText(horas, { exact: true })).toBeVisible();
    await expect(entradas.getByText(tarea === CAPACITACION ? 'Curso interno' : 'Prototipos de la app', { exact: true })).toBeVisible();
  }
  await expect(tarjeta(page, dia(0)).getByRole('listitem').getByText('Café del Valle', { exact: true })).toBeVisible();
  for (const n of [2, 5, 6]) {
    await expect(tarjeta(page, dia(n)).getByRole('listitem')).toHaveCount(0);
    await expect(tarjeta(page, dia(n)).getByText('No hay horas cargadas')).toBeVisible();
  }
  await expect(page.getByText('Total de la semana: 11.00 hs')).toBeVisible();
});

test("'Copiar semana anterior' brings last week's rows with their descriptions and no hours", async ({ page }) => {
  await abrirSemana(page, siguiente);
  await elegirVista(page, 'Tabla');
  await expect(tabla(page).getByText(/^No hay filas esta semana/)).toBeVisible();
  await pulsar(page, 'Copiar semana anterior');
  await expect(page.getByText('Se agregaron 2 filas de la semana anterior.')).toBeVisible();
  await expect(tabla(page).getByRole('textbox', { name: `Descripción de ${PROTOTIPADO}` })).toHaveValue('Prototipos de la app');
  await expect(tabla(page).getByRole('textbox', { name: `Descripción de ${CAPACITACION}` })).toHaveValue('Curso interno');
  for (const fila of [PROTOTIPADO, CAPACITACION]) {
    for (let n = 0; n < 7; n++) await expect(celda(page, fila, dia(n, siguiente))).toHaveValue('');
  }
  await expect(tabla(page).getByRole('button', { name: 'Quitar fila' })).toHaveCount(2);
  await expect(totales(page)).toHaveText(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
  expect(await enLaApi(siguiente, dia(6, siguiente))).toEqual([]);
});

test('a locked day four months back: read-only cells that say why, and nothing saved', async ({ page }) => {
  const lunes = cuatroMesesAtras;
  await abrirSemana(page, lunes);
  await elegirVista(page, 'Tabla');
  // The demo data starts a month later, so the row comes from 'Agregar fila' (open on any week).
  await filaDeTareaPorDefecto('Vacac', VACACIONES, 'Viaje')(page);
  // No day of the week is open: the focus goes to its Monday, read-only but reachable.
  const lunesCerrado = celda(page, VACACIONES, lunes);
  await expect(lunesCerrado).toBeFocused();
  await expect(lunesCerrado).toHaveAttribute('readonly', '');
  await expect(page.getByRole('tooltip')).toHaveText(MOTIVO);
  await expect(lunesCerrado).toHaveAccessibleDescription(MOTIVO);
  await page.keyboard.type('5');
  await expect(lunesCerrado).toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(lunesCerrado).toHaveValue('');
  // The arrows still move across locked days.
  await page.keyboard.press('ArrowRight');
  const martes = celda(page, VACACIONES, dia(1, lunes));
  await expect(martes).toBeFocused();
  await expect(martes).toHaveAttribute('readonly', '');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(martes).toHaveValue('');
  expect((await horasEntre(ana, iso(lunes), iso(dia(6, lunes)))).filter((h) => h.tarea.nombre === VACACIONES)).toEqual([]);
  expect(await enLaApi(lunes, new Date(hoy.getFullYear(), hoy.getMonth() - 3, 0))).toEqual([]);

  // The day card says the same.
  await elegirVista(page, 'Días');
  const card = tarjeta(page, lunes);
  await expect(card.getByRole('button', { name: 'Agregar hora' })).toBeDisabled();
  await expect(card.getByRole('group')).toHaveAccessibleDescription(MOTIVO);
});

test("with the admin's switch on, a day three months back is editable in the grid and saves", async ({ page }) => {
  const lunes = tresMesesAtras;
  expect((await horasEntre(ana, iso(lunes), iso(dia(6, lunes)))).filter((h) => h.tarea.nombre === VACACIONES)).toEqual([]);
  await abrirSemana(page, lunes);
  await elegirVista(page, 'Tabla');
  await expect(tabla(page).getByRole('columnheader', { name: /^Lunes/ }).getByRole('img', { name: MOTIVO })).toBeVisible();

  const admin = await sesionPorApi(api.url, 'admin');
  await habilitarHoras(admin, true);
  try {
    await recargar(page, lunes);
    await expect(tabla(page)).toBeVisible(CARGA);
    await expect(tabla(page).getByRole('img', { name: MOTIVO })).toHaveCount(0);
    await filaDeTareaPorDefecto('Vacac', VACACIONES, 'Vacaciones de invierno')(page);
    const abierta = celda(page, VACACIONES, lunes);
    await expect(abierta).toBeFocused();
    await expect(abierta).not.toHaveAttribute('readonly', '');
    await page.keyboard.type('7,5');
    await page.keyboard.press('Enter');
    await expect(guardado(page, VACACIONES, lunes)).toBeVisible();
    await expect(abierta).toHaveValue('7.50');
    await expect.poll(async () => (await enLaApi(lunes, dia(6, lunes))).filter(([, tarea]) => tarea === VACACIONES)).toEqual([
      entrada(lunes, VACACIONES, 7.5, 'Vacaciones de invierno'),
    ]);
  } finally {
    // The flag is global to this file's API: leave it as the demo data had it.
    await habilitarHoras(admin, false);
  }

  // Locked again: the saved hours show, read-only.
  await recargar(page, lunes);
  await expect(celda(page, VACACIONES, lunes)).toHaveValue('7.50', CARGA);
  await expect(celda(page, VACACIONES, lunes)).toHaveAttribute('readonly', '');
  await elegirVista(page, 'Días');
  const vacaciones = tarjeta(page, lunes).getByRole('listitem').filter({ hasText: VACACIONES });
  await expect(vacaciones.getByText('7.50 hs', { exact: true })).toBeVisible();
  await expect(vacaciones.getByRole('button', { name: 'Editar' })).toBeDisabled();
});
