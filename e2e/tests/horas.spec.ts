import { expect, test, type Locator, type Page } from '@playwright/test';
import { abrirSemana, lunesDe, masDias, nombreDeDia, rangoSemana } from '../support/semanas';
import { loginAs } from '../support/sesion';
import { tomarPrimeraCoincidencia } from '../support/seleccion';

/**
 * /home, the weekly hours view, as the demo staff user Ana and as the admin. The seed only logs
 * hours on weekdays, so entries created here go on weekend days of past weeks (always inside the
 * editing window), one day per test, each with its own description: tests never see each other's data.
 */

const tarjeta = (page: Page, dia: Date) => page.getByRole('region', { name: nombreDeDia(dia) });
const entrada = (card: Locator, descripcion: string) => card.getByRole('listitem').filter({ hasText: descripcion });
const formulario = (page: Page) => page.getByRole('dialog');
const unica = (texto: string) => `${texto} ${Date.now().toString(36)}`;

/**
 * How many transitions the next modal to open runs on itself (its zoom; not what moves inside it, a
 * list's loading spinner, say) while antd's motion classes are on it. Read at each change of those
 * classes, which is when a transition starts, so a slow machine cannot step over it.
 */
function movimientoAlAbrir(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((listo) => {
    let transiciones = 0;
    const medir = (modal: Element, observador: MutationObserver) => {
      transiciones = Math.max(transiciones, modal.getAnimations().length);
      if (/\bant-zoom/.test(modal.className)) return;
      observador.disconnect();
      listo(transiciones);
    };
    const alAparecer = new MutationObserver(() => {
      const modal = document.querySelector('.ant-modal');
      if (!modal) return;
      alAparecer.disconnect();
      const clases = new MutationObserver(() => medir(modal, clases));
      clases.observe(modal, { attributes: true, attributeFilter: ['class'] });
      medir(modal, clases);
    });
    alAparecer.observe(document.body, { childList: true, subtree: true });
  }));
}

/** Types into an antd search select and takes the first match with the keyboard. */
async function elegir(page: Page, etiqueta: string, texto: string) {
  await formulario(page).getByLabel(etiqueta).click();
  await tomarPrimeraCoincidencia(page, texto);
}

test.describe('as Ana (staff)', () => {
  test.beforeEach(async ({ page }) => loginAs(page, 'ana'));

  test('the hours form opens without motion for whoever asked for less, with its zoom for anyone else', async ({ page }) => {
    const agregar = page.getByRole('button', { name: 'Agregar hora' }).first();
    const [quieta] = await Promise.all([movimientoAlAbrir(page), agregar.click()]);
    expect(quieta).toBe(0);
    await page.keyboard.press('Escape');
    await expect(formulario(page)).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const [conZoom] = await Promise.all([movimientoAlAbrir(page), agregar.click()]);
    expect(conZoom).toBeGreaterThan(0);
  });

  test('adds an entry with client, service and task, edits it, and deletes it after a cancelled try', async ({ page }) => {
    const lunes = lunesDe(1);
    const sabado = masDias(lunes, 5);
    const descripcion = unica('Prototipo e2e');
    await abrirSemana(page, lunes);
    const card = tarjeta(page, sabado);
    await expect(card.getByText('No hay horas cargadas')).toBeVisible();

    await card.getByRole('button', { name: 'Agregar hora' }).click();
    await expect(formulario(page)).toBeVisible();
    await elegir(page, 'Cliente', 'Café del');
    await elegir(page, 'Servicio', 'Diseño UX');
    await elegir(page, 'Tarea', 'Prototipado');
    await formulario(page).getByLabel('Horas').fill('1.5');
    await formulario(page).getByLabel('Descripción').fill(descripcion);
    await page.keyboard.press('Enter');

    await expect(formulario(page)).toBeHidden();
    const fila = entrada(card, descripcion);
    await expect(fila.getByText('Café del Valle')).toBeVisible();
    await expect(fila.getByText('Prototipado')).toBeVisible();
    await expect(fila.getByText('1.50 hs')).toBeVisible();

    await fila.getByRole('button', { name: 'Editar' }).click();
    await expect(formulario(page).getByLabel('Descripción')).toHaveValue(descripcion);
    // A decimal comma, as Spanish is written, is two and a quarter hours (not 225).
    await formulario(page).getByLabel('Horas').fill('2,25');
    await formulario(page).getByRole('button', { name: 'Actualizar horas' }).click();
    await expect(formulario(page)).toBeHidden();
    await expect(fila.getByText('2.25 hs')).toBeVisible();

    await fila.getByRole('button', { name: 'Eliminar' }).click();
    const confirmacion = page.getByRole('dialog', { name: '¿Desea eliminar este registro?' });
    await confirmacion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmacion).toBeHidden();
    await expect(fila).toBeVisible();

    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await confirmacion.getByRole('button', { name: 'Si, eliminar' }).click();
    await expect(fila).toBeHidden();
    await page.reload();
    await expect(card.getByText('No hay horas cargadas')).toBeVisible();
  });

  test('adds an entry with only a default task, edits it, and deletes it', async ({ page }) => {
    const lunes = lunesDe(1);
    const domingo = masDias(lunes, 6);
    const descripcion = unica('Curso e2e');
    await abrirSemana(page, lunes);
    const card = tarjeta(page, domingo);

    await card.getByRole('button', { name: 'Agregar hora' }).click();
    await elegir(page, 'Tarea', 'Capacitación');
    await formulario(page).getByLabel('Horas').fill('3');
    await formulario(page).getByLabel('Descripción').fill(descripcion);
    await formulario(page).getByRole('button', { name: 'Cargar horas' }).click();

    const fila = entrada(card, descripcion);
    await expect(fila.getByText('Capacitación')).toBeVisible();
    await expect(fila.getByText('3.00 hs')).toBeVisible();

    await fila.getByRole('button', { name: 'Editar' }).click();
    await elegir(page, 'Tarea', 'Reunión interna');
    await formulario(page).getByRole('button', { name: 'Actualizar horas' }).click();
    await expect(fila.getByText('Reunión interna')).toBeVisible();
    await page.reload();
    await expect(entrada(tarjeta(page, domingo), descripcion).getByText('Reunión interna')).toBeVisible();

    await entrada(tarjeta(page, domingo), descripcion).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: '¿Desea eliminar este registro?' }).getByRole('button', { name: 'Si, eliminar' }).click();
    await expect(entrada(tarjeta(page, domingo), descripcion)).toBeHidden();
  });

  test('shows each §5 message and saves nothing', async ({ page }) => {
    const lunes = lunesDe(2);
    const card = tarjeta(page, masDias(lunes, 5));
    await abrirSemana(page, lunes);
    await card.getByRole('button', { name: 'Agregar hora' }).click();
    const dialogo = formulario(page);

    await dialogo.getByRole('button', { name: 'Cargar horas' }).click();
    await expect(dialogo.getByText('Las horas trabajadas deben ser mayores a cero.')).toBeVisible();
    await expect(dialogo.getByText('Debe seleccionar un cliente o una tarea por defecto.')).toBeVisible();

    await elegir(page, 'Cliente', 'Banco');
    await dialogo.getByLabel('Horas').fill('0');
    await dialogo.getByLabel('Descripción').fill('Sin guardar');
    await dialogo.getByRole('button', { name: 'Cargar horas' }).click();
    await expect(dialogo.getByText('Debe seleccionar una tarea.')).toBeVisible();
    await expect(dialogo.getByText('Las horas trabajadas deben ser mayores a cero.')).toBeVisible();

    // Escape goes to the newest popup first: while the client list's closing animation still runs
    // (seconds, on a loaded machine) the list takes it, so the person, as this test, presses it again.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialogo).toBeHidden({ timeout: 2_000 });
    }).toPass();
    await expect(card.getByText('No hay horas cargadas')).toBeVisible();
  });

  test('moves between weeks with the arrows and restores the chosen week after a reload', async ({ page }) => {
    const actual = lunesDe(0);
    await expect(page.getByRole('heading', { name: rangoSemana(actual) })).toBeVisible();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const elegida = lunesDe(1);
    await expect(page.getByRole('heading', { name: rangoSemana(elegida) })).toBeVisible();
    await expect(page.getByText(/^Total de la semana: \d+\.\d{2} hs$/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: rangoSemana(elegida) })).toBeVisible();
    await page.getByRole('button', { name: 'Semana actual' }).click();
    await expect(page.getByRole('heading', { name: rangoSemana(actual) })).toBeVisible();
  });

  test('a day three months back has its buttons disabled, the current week enabled', async ({ page }) => {
    const hoy = new Date();
    const tresMesesAtras = new Date(hoy.getFullYear(), hoy.getMonth() - 3, 15);
    const lunes = lunesDe(0, tresMesesAtras);
    await abrirSemana(page, lunes);
    const card = tarjeta(page, tresMesesAtras);
    await expect(card.getByRole('button', { name: 'Agregar hora' })).toBeDisabled();
    // The seed logged weekday hours back then: they show, but cannot be changed.
    await expect(page.getByRole('button', { name: 'Editar' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Eliminar' }).first()).toBeDisabled();

    await page.getByRole('button', { name: 'Semana actual' }).click();
    await expect(tarjeta(page, hoy).getByRole('button', { name: 'Agregar hora' })).toBeEnabled();
  });
});

test('as admin, after Habilitar horas a day three months back is editable at once', async ({ page }) => {
  await loginAs(page, 'admin');
  const hoy = new Date();
  const tresMesesAtras = new Date(hoy.getFullYear(), hoy.getMonth() - 3, 15);
  await abrirSemana(page, lunesDe(0, tresMesesAtras));
  const agregar = tarjeta(page, tresMesesAtras).getByRole('button', { name: 'Agregar hora' });
  await expect(agregar).toBeDisabled();

  const estado = page.getByRole('status').filter({ hasText: 'Carga de horas fuera de período' });
  await expect(estado).toHaveText('Carga de horas fuera de período: deshabilitada');
  await page.getByRole('button', { name: 'Habilitar horas' }).click();
  try {
    await expect(agregar).toBeEnabled();
    await expect(estado).toHaveText('Carga de horas fuera de período: habilitada');
    // Exactly its label once saved: no leftover 'loading' from a spinner icon.
    await expect(page.getByRole('button', { name: /^(loading )?Deshabilitar horas$/ })).toHaveAccessibleName('Deshabilitar horas');
  } finally {
    // The flag is global: leave it as the seed had it.
    await page.getByRole('button', { name: 'Deshabilitar horas' }).click();
    await expect(agregar).toBeDisabled();
  }
});
