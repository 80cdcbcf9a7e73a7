import { expect, test, type Page } from '@playwright/test';
import { ApiPropia } from '../support/apiPropia';
import { sinViolaciones } from '../support/axe';
import { ddmmyyyy, nombreDeDia } from '../support/semanas';
import { barraSuperior, loginAs } from '../support/sesion';

/**
 * The timer, end to end: Luis starts it on his week, reloads, and sees it running in a second
 * browser (once that tab regains focus), and in the top bar; axe on the week with it running, at
 * desktop and phone widths; he stops it there and its entry is in his week. Its own API: the stop
 * writes hours that other specs count.
 */

const api = new ApiPropia();
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => api.iniciar());
test.afterAll(() => api.cerrar());

const cronometro = (page: Page) => page.getByRole('region', { name: 'Cronómetro' });
const enLaBarra = (page: Page) => barraSuperior(page).getByRole('link', { name: /^Cronómetro en marcha: \d+:\d\d:\d\d$/ });

/** The person comes back to this browser's window (one headless browser's windows never lose the focus). */
const volverALaPestana = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('Luis starts the timer, finds it after a reload and in another browser, and stops it into his week', async ({ browser }) => {
  const hoy = new Date();
  const otro = await api.paginaNueva(browser);
  await loginAs(otro, 'luis');
  await expect(cronometro(otro).getByRole('button', { name: 'Iniciar' })).toBeVisible();

  const luis = await api.paginaNueva(browser);
  await loginAs(luis, 'luis');
  await cronometro(luis).getByRole('button', { name: 'Iniciar' }).click();
  await expect(cronometro(luis).getByRole('timer')).toHaveText(/^0:00:\d\d$/);
  await expect(cronometro(luis).getByText('Sin especificar para qué')).toBeVisible();

  await luis.reload();
  await expect(cronometro(luis).getByRole('timer')).toBeVisible();
  await expect(enLaBarra(luis)).toBeVisible();
  await sinViolaciones(luis);
  await luis.setViewportSize({ width: 390, height: 844 });
  await expect(enLaBarra(luis)).toBeVisible();
  await sinViolaciones(luis);

  // The other browser shows it once its tab is in front again, on every screen's top bar.
  await volverALaPestana(otro);
  await expect(cronometro(otro).getByRole('timer')).toBeVisible();
  await barraSuperior(otro).getByRole('link', { name: 'Mis Horas' }).click();
  await enLaBarra(otro).click();
  await expect(otro).toHaveURL(/\/home$/);

  await cronometro(otro).getByRole('button', { name: 'Detener' }).click();
  const formulario = otro.getByRole('dialog', { name: `Detener cronómetro - ${ddmmyyyy(hoy)}` });
  await formulario.getByLabel('Tarea', { exact: true }).click();
  await otro.locator('.ant-select-item-option[title="Reunión interna"]').click();
  await formulario.getByLabel('Descripción', { exact: true }).fill('Planificación con el cronómetro');
  await formulario.getByRole('button', { name: 'Guardar' }).click();

  await expect(formulario).toBeHidden();
  await expect(cronometro(otro).getByRole('button', { name: 'Iniciar' })).toBeVisible();
  await expect(enLaBarra(otro)).toHaveCount(0);
  await expect(otro.getByRole('region', { name: nombreDeDia(hoy) }).getByText('Planificación con el cronómetro')).toBeVisible();
  // And the first browser, back in front, has it stopped too.
  await volverALaPestana(luis);
  await expect(cronometro(luis).getByRole('button', { name: 'Iniciar' })).toBeVisible();
  await luis.context().close();
  await otro.context().close();
});
