import { expect, test, type Page } from '@playwright/test';
import { URL_API } from '../support/entorno';
import { ddmmyyyy, nombreDeDia } from '../support/semanas';
import { loginAs } from '../support/sesion';

/**
 * /home's parts answer in any order on a loaded machine: the day cards stay where they first appear
 * while the rest arrives. A part that pushed them down once slid 'Agregar hora' under a press already
 * made, and the release, landing elsewhere, opened nothing (a person clicks that fast too). Each test
 * holds the answers and lets them go one by one, watching today's 'Agregar hora' every frame.
 */

const hoy = new Date();
const AGREGAR_DE_HOY = `[aria-label="${nombreDeDia(hoy)}"] button`;

/** Every place today's 'Agregar hora' has been drawn at since it first appeared, in `window.lugares`. */
function vigilarAgregarDeHoy(selector: string) {
  const lugares: string[] = [];
  Object.assign(window, { lugares });
  const medir = () => {
    const boton = [...document.querySelectorAll<HTMLElement>(selector)].find((b) => b.textContent === 'Agregar hora');
    if (boton) {
      const { x, y } = boton.getBoundingClientRect();
      const lugar = `${Math.round(x)},${Math.round(y)}`;
      if (lugares.at(-1) !== lugar) lugares.push(lugar);
    }
    requestAnimationFrame(medir);
  };
  requestAnimationFrame(medir);
}

const lugaresDeAgregar = (page: Page) => page.evaluate(() => (window as unknown as { lugares: string[] }).lugares);

/** Holds every request whose URL matches until `soltar` is called with a pattern that matches it too. */
async function retener(page: Page, patrones: RegExp[]) {
  const retenidas: { url: string; seguir: () => void }[] = [];
  const soltadas: RegExp[] = [];
  await page.route((url) => patrones.some((patron) => patron.test(url.href)), async (ruta) => {
    const url = ruta.request().url();
    if (!soltadas.some((patron) => patron.test(url))) await new Promise<void>((seguir) => retenidas.push({ url, seguir }));
    await ruta.continue().catch(() => undefined); // the page may have gone: nothing to answer
  });
  return (patron: RegExp) => {
    soltadas.push(patron);
    for (const retenida of retenidas.filter(({ url }) => patron.test(url))) retenida.seguir();
  };
}

const CRONOMETRO = /\/horas\/cronometro$/;
const CIERRES = /\/horas\/cierres\/me\?/;
const RECIENTES = /\/horas\/recientes$/;
const SALDO = /\/horas\/saldo\?/;
const SEMANA = /\/horas\/horasusuario\//;

/** Signs Luis in with the week's parts held, lets them go one by one and checks each has been drawn. */
async function partesDeLaSemanaUnaAUna(page: Page) {
  await page.addInitScript(vigilarAgregarDeHoy, AGREGAR_DE_HOY);
  const soltar = await retener(page, [CRONOMETRO, CIERRES, RECIENTES, SALDO, SEMANA].map((patron) => new RegExp(`^${URL_API}${patron.source}`)));
  await loginAs(page, 'luis');
  const agregar = page.getByRole('region', { name: nombreDeDia(hoy), exact: true }).getByRole('button', { name: 'Agregar hora' });
  await expect(agregar).toBeVisible();

  const cronometro = page.getByRole('region', { name: 'Cronómetro' });
  soltar(CRONOMETRO);
  await expect(cronometro.getByRole('button', { name: 'Iniciar', exact: true })).toBeVisible();
  soltar(RECIENTES);
  await expect(cronometro.getByLabel('Iniciar con una reciente')).toBeVisible();
  soltar(CIERRES);
  await expect(page.getByRole('group', { name: /^Estado de / }).first()).toContainText(' · ');
  soltar(SEMANA);
  await expect(page.getByText(/^Total de la semana: \d+\.\d\d hs$/)).toBeVisible();
  soltar(SALDO);
  await expect(page.getByText(/^Objetivo: /)).toBeVisible();
  return agregar;
}

test.describe('on a 1280-px laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("today's 'Agregar hora' stays where it first appeared while the timer, the months' states, the week and its target arrive", async ({ page }) => {
    const agregar = await partesDeLaSemanaUnaAUna(page);
    expect(await lugaresDeAgregar(page)).toHaveLength(1);
    await agregar.click();
    await expect(page.getByRole('dialog', { name: `Agregar hora - ${ddmmyyyy(hoy)}` })).toBeVisible();
  });

  test("the administrator's navigation and the week appear together: the week is not pushed down by it", async ({ page }) => {
    await page.addInitScript(vigilarAgregarDeHoy, AGREGAR_DE_HOY);
    await loginAs(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Administración' }).getByRole('status')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cronómetro' }).getByRole('button', { name: 'Iniciar', exact: true })).toBeVisible();
    await expect(page.getByText(/^Total de la semana: \d+\.\d\d hs$/)).toBeVisible();
    expect(await lugaresDeAgregar(page)).toHaveLength(1);
  });
});

test.describe("on a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("today's 'Agregar hora' stays where it first appeared, though each part of the week above it takes a line of its own", async ({ page }) => {
    await partesDeLaSemanaUnaAUna(page);
    expect(await lugaresDeAgregar(page)).toHaveLength(1);
  });
});
