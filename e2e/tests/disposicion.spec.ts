import { expect, test } from '@playwright/test';
import { abrirAprobaciones, filaDe } from '../support/cierres';
import { expectEntero } from '../support/entero';
import { URL_API } from '../support/entorno';
import { descartarCronometro, iniciarCronometro, sesionPorApi } from '../support/horasPorApi';
import { barraSuperior, irA, loginAs } from '../support/sesion';

/** What the screens look like at the widths staff use: nothing they need to read is cut off. */

const ENLACES_DEL_ADMIN = ['Inicio', 'Reportes', 'Análisis', 'Mis Horas', 'Ausencias', 'Aprobaciones'];

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

test.describe('on a 1366-px screen', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the administrator's top bar is one row, every item whole, with a running timer", async ({ page }) => {
    const admin = await sesionPorApi(URL_API, 'admin');
    await iniciarCronometro(admin);
    try {
      await loginAs(page, 'admin');
      const barra = barraSuperior(page);
      await expectEntero(barra.getByRole('link', { name: /^Cronómetro en marcha: / }));
      expect((await barra.boundingBox())!.height).toBeLessThanOrEqual(64);
      await expectEntero(barra.getByText('Admin Sistema', { exact: true }));
      for (const boton of ['Cambiar contraseña', 'Cerrar sesión']) await expectEntero(barra.getByRole('button', { name: boton }));
      for (const enlace of ENLACES_DEL_ADMIN) await expectEntero(barra.getByRole('link', { name: enlace, exact: true }));
    } finally {
      await descartarCronometro(admin);
    }
  });
});

test.describe("on a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the top bar is one row, the name and 'Menú'; the menu holds the links ('Aprobaciones' too, for an administrator), Cambiar contraseña and Cerrar sesión whole", async ({ page }) => {
    await loginAs(page, 'admin');
    const barra = barraSuperior(page);
    expect((await barra.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expectEntero(barra.getByText('Admin Sistema', { exact: true }));
    await barra.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    for (const boton of ['Cambiar contraseña', 'Cerrar sesión']) await expectEntero(menu.getByRole('button', { name: boton }));
    for (const enlace of ENLACES_DEL_ADMIN) await expectEntero(menu.getByRole('link', { name: enlace, exact: true }));
    await menu.getByRole('link', { name: 'Mis Horas', exact: true }).click();
    await expect(page).toHaveURL(/\/mishoras$/);
    await expect(menu).toBeHidden();
  });

  test("'Aprobaciones': its buttons whole, the table scrolls sideways and not the page, a row's actions reachable", async ({ page }) => {
    await loginAs(page, 'admin');
    const tabla = await abrirAprobaciones(page);
    await expectEntero(page.getByRole('button', { name: 'Seleccionar sin diferencias' }));
    await expectEntero(page.getByRole('button', { name: /^Aprobar seleccionados \(\d+\)$/ }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The demo's Carla Méndez has last month sent: her actions are at the row's far end.
    const rechazar = filaDe(tabla, 'Carla Méndez').getByRole('button', { name: 'Rechazar' });
    await rechazar.scrollIntoViewIfNeeded();
    await expectEntero(rechazar);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rechazar.click();
    await expect(page.getByRole('dialog', { name: /^Rechazar .* de Carla Méndez$/ })).toBeVisible();
  });

  test("'Análisis': the chart fits the window, the table scrolls sideways in its own section and not the page", async ({ page }) => {
    await loginAs(page, 'admin');
    await irA(page, 'Análisis');
    const grafico = page.getByRole('img', { name: /^Barras/ });
    await expect(grafico).toBeVisible();
    const caja = (await grafico.boundingBox())!;
    expect(caja.x).toBeGreaterThanOrEqual(0);
    expect(caja.x + caja.width).toBeLessThanOrEqual(390);
    await expectEntero(page.getByRole('button', { name: 'Descargar Excel' }));
    const tabla = page.getByRole('region', { name: 'Tabla del análisis' });
    const ultima = tabla.getByRole('button', { name: /^Ver registros de / }).first();
    await ultima.scrollIntoViewIfNeeded();
    await expectEntero(ultima);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the day cards are the default; 'Tabla' scrolls sideways under row labels that stay in place", async ({ page }) => {
    await loginAs(page, 'ana');
    await expect(page.getByRole('region', { name: DIA })).toHaveCount(7);
    await page.getByText('Tabla', { exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Horas de la semana' });
    const etiqueta = tabla.getByRole('rowheader').first();
    await expect(etiqueta).toBeVisible();
    const antes = (await etiqueta.boundingBox())!;
    const domingo = tabla.getByRole('textbox', { name: /, Domingo / }).first();
    await domingo.scrollIntoViewIfNeeded();
    // The page itself does not scroll sideways: the grid does, and its labels stay where they were,
    // with Sunday's cell beside them, in the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const despues = (await etiqueta.boundingBox())!;
    expect(despues.x).toBe(antes.x);
    const celda = (await domingo.boundingBox())!;
    expect(celda.x).toBeGreaterThanOrEqual(despues.x + despues.width);
    expect(celda.x + celda.width).toBeLessThanOrEqual(390);
  });
});
