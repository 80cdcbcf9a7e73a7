import { expect, test, type Locator } from '@playwright/test';
import { abrirSeccion, accionDeFila } from '../support/administracion';
import { URL_API } from '../support/entorno';
import { loginAs } from '../support/sesion';

/**
 * What is pressed in the admin's panels and confirmations stays under the pointer until the release.
 * CI lost clicks there (no error, nothing happened): Playwright checks its target at the press only,
 * and when the target moved before the release the click went to what both points had in common.
 * Each test sets up the move that a loaded machine landed inside a click.
 */

// The moves are antd's motion: these tests need it (the other specs run with reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** Resolves once `elemento` has not moved for ten frames in a row: what a scroll sets off has happened. */
const quieto = (elemento: Locator) =>
  elemento.evaluate((e) => new Promise<void>((listo) => {
    let antes = '';
    let iguales = 0;
    const medir = () => {
      const ahora = JSON.stringify(e.getBoundingClientRect());
      iguales = ahora === antes ? iguales + 1 : 0;
      antes = ahora;
      if (iguales >= 10) listo();
      else requestAnimationFrame(medir);
    };
    requestAnimationFrame(medir);
  }));

test("'Desactivar' pressed in a confirmation as the page scrolls stays under the pointer: the change is sent", async ({ page }) => {
  await loginAs(page, 'admin');
  // Nothing is deactivated: the change is counted and refused here.
  const enviados: string[] = [];
  await page.route(`${URL_API}/usuarios/usuarios/*`, async (ruta) => {
    if (ruta.request().method() !== 'PUT') return ruta.continue();
    enviados.push(ruta.request().url());
    await ruta.fulfill({ status: 409, json: { mensaje: 'Rechazado por la prueba.' } });
  });
  await abrirSeccion(page, 'Usuarios');
  await accionDeFila(page, 'Luis Pérez', 'Desactivar');
  const desactivar = page.getByRole('dialog', { name: '¿Desactivar a Luis Pérez?' }).getByRole('button', { name: 'Desactivar', exact: true });
  await expect(desactivar).toBeVisible();
  await quieto(desactivar); // opened, its zoom over

  // Playwright's fourth attempt at a click (the first three find the confirmation still zooming in)
  // scrolls its target to the window's top edge, then presses where it now is.
  const punto = await desactivar.evaluate((b) => {
    b.scrollIntoView({ block: 'start' });
    const { x, y, width, height } = b.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  await page.mouse.move(punto.x, punto.y);
  await page.mouse.down();
  await quieto(desactivar);
  await page.mouse.up();
  await expect(page.getByText('Rechazado por la prueba.', { exact: true })).toBeVisible();
  expect(enviados).toHaveLength(1);
});
