import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ApiPropia } from '../support/apiPropia';
import { habilitarHoras, horasEntre, recientesDe, sesionPorApi, vaciarDias, vaciarTabla, type SesionApi } from '../support/horasPorApi';
import { abrirSemana, iso, lunesDe, lunesDeLaSemana, masDias, nombreDeDia } from '../support/semanas';
import { loginAs } from '../support/sesion';
import { tomarPrimeraCoincidencia } from '../support/seleccion';

/**
 * 'Tabla' as the demo staff user Ana, from the keyboard: the view, the rows and every cell without
 * the mouse. Its own API on the demo data, so it can empty Ana's weeks and turn the admin's hours
 * switch on without touching what other specs see.
 */

const api = new ApiPropia();
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// Two weeks always inside the editing window, emptied before the spec: the grid starts from nothing.
const semana = lunesDe(2);
const siguiente = lunesDe(1);
let ana: SesionApi;
let luis: SesionApi;

test.beforeAll(async () => {
  await api.iniciar();
  ana = await sesionPorApi(api.url, 'ana');
  luis = await sesionPorApi(api.url, 'luis');
  await vaciarDias(ana, iso(semana), iso(masDias(siguiente, 6)));
  await vaciarDias(luis, iso(semana), iso(masDias(semana, 6)));
  for (const [quien, lunes] of [[ana, semana], [ana, siguiente], [luis, semana]] as const) await vaciarTabla(quien, iso(lunes));
});
test.afterAll(() => api.cerrar());

async function iniciar(browser: Browser, usuario: 'ana' | 'luis' = 'ana') {
  const page = await api.paginaNueva(browser);
  await loginAs(page, usuario);
  return page;
}

const tabla = (page: Page) => page.getByRole('table', { name: 'Horas de la semana' });
const celda = (page: Page, fila: string, dia: Date) => tabla(page).getByRole('textbox', { name: `${fila}, ${nombreDeDia(dia)}`, exact: true });
/** The rows' labels (the header's 'Total' is a row header too). */
const etiquetas = (page: Page) => tabla(page).locator('tbody').getByRole('rowheader');
/** The day totals and the week's: the header's second row. */
const totales = (page: Page) => tabla(page).locator('thead tr').nth(1).locator('td');
const PROTOTIPADO = 'Café del Valle · Diseño UX/UI · Prototipado';
const CAPACITACION = 'Capacitación';

/** 'Días' or 'Tabla' from the keyboard: the switch is a radio group. */
async function elegirVista(page: Page, vista: 'Días' | 'Tabla') {
  const otra = vista === 'Tabla' ? 'Días' : 'Tabla';
  const actual = page.getByRole('radio', { name: vista });
  if (await actual.isChecked()) return;
  await page.getByRole('radio', { name: otra }).focus();
  await page.keyboard.press(vista === 'Tabla' ? 'ArrowRight' : 'ArrowLeft');
  await expect(actual).toBeChecked();
}

/** An antd search select from the keyboard: type, wait for the match, Enter; Tab past its 'Limpiar' button. */
async function elegirConTeclado(dialogo: Locator, campo: string, texto: string, opcion: string, siguiente: string) {
  const page = dialogo.page();
  await tomarPrimeraCoincidencia(page, texto, opcion);
  // The choice closes the list, shows its 'Limpiar' button and enables the next field (the service
  // list needs a client): let it render before moving on.
  await expect(dialogo.getByLabel(campo)).toHaveAttribute('aria-expanded', 'false');
  await expect(dialogo.getByTitle(opcion, { exact: true })).toBeVisible();
  await expect(dialogo.getByLabel(siguiente)).toBeEnabled();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialogo.getByLabel(siguiente)).toBeFocused();
}

/** 'Agregar fila' from the keyboard; the focus lands on the new row's Monday. */
async function agregarFila(page: Page, pasos: (dialogo: Locator) => Promise<void>, descripcion: string) {
  await page.getByRole('button', { name: 'Agregar fila' }).focus();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Agregar fila' });
  await expect(dialogo.getByLabel('Cliente')).toBeFocused();
  // antd moves the focus into a dialog once its opening animation ends: type only after that.
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
  await pasos(dialogo);
  await page.keyboard.type(descripcion);
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
}

/** Waits until no cell is saving. */
const guardadas = (page: Page) => expect(tabla(page).locator('input[aria-busy="true"]')).toHaveCount(0);

test('an empty week logged from the keyboard: two rows, five days, one fixed, one cleared; the day cards show exactly those', async ({ browser }) => {
  const page = await iniciar(browser);
  await abrirSemana(page, semana);
  await elegirVista(page, 'Tabla');
  await expect(tabla(page).getByText(/No hay filas esta semana/)).toBeVisible();

  await agregarFila(page, async (dialogo) => {
    await elegirConTeclado(dialogo, 'Cliente', 'Café', 'Café del Valle', 'Servicio');
    await elegirConTeclado(dialogo, 'Servicio', 'Diseño U', 'Diseño UX/UI', 'Tarea');
    await elegirConTeclado(dialogo, 'Tarea', 'Prototip', 'Prototipado', 'Descripción');
  }, 'Prototipos de la app');
  await expect(celda(page, PROTOTIPADO, semana)).toBeFocused();
  // Monday, Tuesday and Wednesday of the first row; Tab goes from day to day.
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await guardadas(page);

  // A default task: no client, so Tab goes from 'Cliente' straight to 'Tarea' (Servicio is disabled).
  await agregarFila(page, async (dialogo) => {
    await page.keyboard.press('Tab');
    await expect(dialogo.getByLabel('Tarea')).toBeFocused();
    await elegirConTeclado(dialogo, 'Tarea', 'Capacita', CAPACITACION, 'Descripción');
  }, 'Curso interno');
  await expect(celda(page, CAPACITACION, semana)).toBeFocused();
  // Thursday and Friday with the arrows; a decimal comma.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1,5');
  await page.keyboard.press('Enter');
  await guardadas(page);
  await expect(totales(page)).toHaveText(['4.00', '3.00', '5.00', '2.00', '1.50', '0.00', '0.00', '15.50']);

  // Fix Tuesday of the first row, then clear its Wednesday: that entry is deleted.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(celda(page, PROTOTIPADO, masDias(semana, 1))).toBeFocused();
  await page.keyboard.type('3,5');
  await page.keyboard.press('Enter');
  await expect(celda(page, CAPACITACION, masDias(semana, 1))).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await guardadas(page);
  await expect(totales(page)).toHaveText(['4.00', '3.50', '0.00', '2.00', '1.50', '0.00', '0.00', '11.00']);

  // A value the form refuses is refused here with its message, and nothing is saved.
  await celda(page, CAPACITACION, masDias(semana, 5)).focus();
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip')).toHaveText('Las horas trabajadas no pueden superar 24 por registro.');
  await expect(celda(page, CAPACITACION, masDias(semana, 5))).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(celda(page, CAPACITACION, masDias(semana, 5))).toHaveValue('');

  await page.reload();
  await expect(celda(page, PROTOTIPADO, semana)).toHaveValue('4.00');
  await elegirVista(page, 'Días');
  const tarjeta = (dia: number) => page.getByRole('region', { name: nombreDeDia(masDias(semana, dia)) });
  const esperado: [number, string, string][] = [[0, 'Prototipado', '4.00 hs'], [1, 'Prototipado', '3.50 hs'], [3, CAPACITACION, '2.00 hs'], [4, CAPACITACION, '1.50 hs']];
  for (const [dia, tarea, horas] of esperado) {
    const entradas = tarjeta(dia).getByRole('listitem');
    await expect(entradas).toHaveCount(1);
    await expect(entradas.getByText(tarea, { exact: true })).toBeVisible();
    await expect(entradas.getByText(horas, { exact: true })).toBeVisible();
  }
  await expect(tarjeta(2).getByText('No hay horas cargadas')).toBeVisible();
  const enLaApi = await horasEntre(ana, iso(semana), iso(masDias(semana, 6)));
  expect(enLaApi.map((h) => [h.fechaCarga, h.tarea.nombre, h.horas, h.descripcion]).sort()).toEqual([
    [nombreDeDia(masDias(semana, 3)).split(' ')[1], CAPACITACION, 2, 'Curso interno'],
    [nombreDeDia(masDias(semana, 4)).split(' ')[1], CAPACITACION, 1.5, 'Curso interno'],
    [nombreDeDia(semana).split(' ')[1], 'Prototipado', 4, 'Prototipos de la app'],
    [nombreDeDia(masDias(semana, 1)).split(' ')[1], 'Prototipado', 3.5, 'Prototipos de la app'],
  ].sort());
  await page.context().close();
});

test("'Copiar semana anterior' brings last week's rows with their descriptions and no hours", async ({ browser }) => {
  const page = await iniciar(browser);
  await abrirSemana(page, siguiente);
  await elegirVista(page, 'Tabla');
  await page.getByRole('button', { name: 'Copiar semana anterior' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Se agregaron 2 filas de la semana anterior.')).toBeVisible();
  // Each empty cell's note is the description its entry will take: the row's.
  await expect(celda(page, PROTOTIPADO, siguiente)).toHaveAccessibleDescription('Prototipos de la app');
  await expect(celda(page, CAPACITACION, siguiente)).toHaveAccessibleDescription('Curso interno');
  for (let dia = 0; dia < 7; dia++) await expect(celda(page, PROTOTIPADO, masDias(siguiente, dia))).toHaveValue('');
  await expect(totales(page).last()).toHaveText('0.00');
  expect(await horasEntre(ana, iso(siguiente), iso(masDias(siguiente, 6)))).toEqual([]);
  await page.context().close();

  // Kept on the server: another browser shows them.
  const otra = await iniciar(browser);
  await abrirSemana(otra, siguiente);
  await elegirVista(otra, 'Tabla');
  await expect(etiquetas(otra)).toHaveText([PROTOTIPADO, CAPACITACION]);
  await otra.context().close();
});

test("a day outside the editing window is read-only and says why; with the admin's switch on it opens", async ({ browser }) => {
  // The second week of the month three months back: all of it before the window's first month, and
  // the demo data has Ana's weekdays there (from that month's first day on), so the grid has rows.
  const hoy = new Date();
  const lunes = masDias(lunesDeLaSemana(new Date(hoy.getFullYear(), hoy.getMonth() - 3, 1)), 7);
  const sabado = masDias(lunes, 5);
  const page = await iniciar(browser);
  await abrirSemana(page, lunes);
  await elegirVista(page, 'Tabla');

  const cerrada = tabla(page).getByRole('textbox', { name: nombreDeDia(sabado) }).first();
  await expect(cerrada).toHaveAttribute('readonly', '');
  await cerrada.focus();
  await expect(page.getByRole('tooltip')).toContainText('Fuera del período de carga: se pueden cargar horas del');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(cerrada).toHaveValue('');
  await elegirVista(page, 'Días');
  await expect(page.getByRole('region', { name: nombreDeDia(sabado) }).getByRole('button', { name: 'Agregar hora' })).toBeDisabled();

  const admin = await sesionPorApi(api.url, 'admin');
  await habilitarHoras(admin, true);
  try {
    await page.reload();
    await elegirVista(page, 'Tabla');
    const abierta = tabla(page).getByRole('textbox', { name: nombreDeDia(sabado) }).first();
    await expect(abierta).not.toHaveAttribute('readonly', '');
    await abierta.focus();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await guardadas(page);
    await expect.poll(async () => (await horasEntre(ana, iso(sabado), iso(sabado))).map((h) => h.horas)).toEqual([1]);
  } finally {
    await habilitarHoras(admin, false);
  }
  await page.context().close();
});

test("Luis fills a week from 'Recientes' in 'Tabla', with a note on one cell, and a new browser shows his rows", async ({ browser }) => {
  const [primera, segunda, tercera] = await recientesDe(luis);
  expect(tercera, 'Luis has three recent combinations in the demo').toBeDefined();
  const page = await iniciar(browser, 'luis');
  await abrirSemana(page, semana);
  await elegirVista(page, 'Tabla');
  for (const reciente of [primera, segunda, tercera]) {
    await page.getByRole('button', { name: 'Agregar fila' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar fila' });
    await dialogo.getByLabel('Recientes').click();
    await page.locator(`.ant-select-dropdown .ant-select-item-option[title="${reciente}"]`).click();
    await expect(dialogo).toBeHidden();
    await expect(celda(page, reciente, semana)).toBeFocused();
  }
  // Monday to Wednesday of the first row, Thursday and Friday of the second; the third stays empty.
  await celda(page, primera, semana).focus();
  for (const horas of ['2', '2', '1,5']) {
    await page.keyboard.type(horas);
    await page.keyboard.press('Tab');
  }
  await celda(page, segunda, masDias(semana, 3)).focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  // Friday's own description, from the cell.
  await page.keyboard.press('Alt+Enter');
  const nota = page.getByRole('textbox', { name: 'Descripción' });
  await expect(nota).toBeFocused();
  await nota.fill('Cierre de la semana');
  await page.keyboard.press('Enter');
  await expect(celda(page, segunda, masDias(semana, 4))).toBeFocused();
  await page.keyboard.press('Enter');
  await guardadas(page);
  await expect(totales(page)).toHaveText(['2.00', '2.00', '1.50', '3.00', '1.00', '0.00', '0.00', '9.50']);
  await expect.poll(async () => (await horasEntre(luis, iso(masDias(semana, 4)), iso(masDias(semana, 4)))).map((h) => h.descripcion)).toEqual(['Cierre de la semana']);
  await page.context().close();

  const otra = await iniciar(browser, 'luis');
  await abrirSemana(otra, semana);
  await elegirVista(otra, 'Tabla');
  // The rows with hours first, by label; the one without hours too: it was kept on the server.
  await expect(etiquetas(otra)).toHaveCount(3);
  const filas = await etiquetas(otra).allTextContents();
  expect(filas.at(-1)).toBe(tercera);
  expect([...filas].sort()).toEqual([primera, segunda, tercera].sort());
  await expect(celda(otra, segunda, masDias(semana, 4))).toHaveAccessibleDescription('Cierre de la semana');
  await expect(celda(otra, primera, masDias(semana, 2))).toHaveValue('1.50');
  await otra.context().close();
});

/** Luis's 'Tabla' on a week where he keeps a row of 'Reunión interna' (21, a default task). */
async function enUnaSemanaConUnaFila(browser: Browser) {
  await vaciarTabla(luis, iso(siguiente), [{ clienteId: null, servicioId: null, tareaId: 21, descripcion: 'Reunión de equipo' }]);
  const page = await iniciar(browser, 'luis');
  await abrirSemana(page, siguiente);
  await elegirVista(page, 'Tabla');
  await expect(etiquetas(page).first()).toBeVisible();
  return page;
}

test.describe('on one screen', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('at 1366×800: one line per row, equal day columns, room for at least 12 rows under a sticky header', async ({ browser }) => {
    const page = await enUnaSemanaConUnaFila(browser);
    const medidas = await tabla(page).evaluate((t) => {
      const marco = t.parentElement!;
      const cabecera = t.querySelector('thead')!.getBoundingClientRect();
      const filas = [...t.querySelectorAll('tbody tr')].map((f) => f.getBoundingClientRect().height);
      const dias = [...t.querySelectorAll('thead tr:first-child th')].slice(1, 8).map((c) => Math.round(c.getBoundingClientRect().width));
      return {
        arriba: marco.getBoundingClientRect().top,
        alto: parseFloat(getComputedStyle(marco).maxHeight),
        cabecera: cabecera.height,
        pegajosa: getComputedStyle(t.querySelector('thead')!).position,
        filas,
        dias,
      };
    });
    expect(medidas.pegajosa).toBe('sticky');
    expect(new Set(medidas.dias).size, `day widths ${medidas.dias.join(', ')}`).toBe(1);
    const alto = Math.max(...medidas.filas);
    expect(alto, 'a row is one line').toBeLessThanOrEqual(40);
    expect(medidas.arriba + medidas.alto, 'the frame ends on the screen').toBeLessThanOrEqual(800);
    expect(Math.floor((medidas.alto - medidas.cabecera) / alto), `rows the frame shows at once: ${JSON.stringify(medidas)}`).toBeGreaterThanOrEqual(12);

    // Something shown above the grid after it, in the week's page (the week's target answered late,
    // on a loaded machine): the frame follows it down and still ends on the screen.
    await page.getByRole('main').evaluate((main) => {
      const aviso = document.createElement('div');
      aviso.style.height = '40px';
      main.firstElementChild!.prepend(aviso);
    });
    const finDelMarco = () => tabla(page).evaluate((t) => {
      const marco = t.parentElement!;
      return marco.getBoundingClientRect().top + parseFloat(getComputedStyle(marco).maxHeight);
    });
    await expect.poll(finDelMarco).toBeLessThanOrEqual(800);
    await page.context().close();
  });
});
