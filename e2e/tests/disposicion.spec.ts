import { expect, test } from '@playwright/test';
import { expectEntero } from '../support/entero';
import { barraSuperior, loginAs } from '../support/sesion';

/** What the screens look like at the widths staff use: nothing they need to read is cut off. */

const DIA = /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) (\d\d\/\d\d\/\d{4})$/;

test.describe('on a 1280-px laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar spans the window, and the seven day cards show their whole date and total', async ({ page }) => {
    await loginAs(page, 'ana');
    // Edge to edge: no frame of the browser's default body margin around the screen.
    expect(await barraSuperior(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280 });
    const tarjetas = page.getByRole('region', { name: DIA });
    await expect(tarjetas).toHaveCount(7);
    for (const tarjeta of await tarjetas.all()) {
      const [, , fecha] = DIA.exec((await tarjeta.getAttribute('aria-label'))!)!;
      await expectEntero(tarjeta.getByText(fecha, { exact: true }));
      await expectEntero(tarjeta.getByText(/^\d+\.\d\d hs$/).first());
    }
  });
});

test.describe("on a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar shows the name, the three links, Cambiar contraseña and Cerrar sesión whole', async ({ page }) => {
    await loginAs(page, 'admin');
    const barra = barraSuperior(page);
    await expectEntero(barra.getByText('Admin Sistema', { exact: true }));
    for (const boton of ['Cambiar contraseña', 'Cerrar sesión']) await expectEntero(barra.getByRole('button', { name: boton }));
    for (const enlace of ['Inicio', 'Reportes', 'Mis Horas']) await expectEntero(barra.getByRole('link', { name: enlace, exact: true }));
  });
});
