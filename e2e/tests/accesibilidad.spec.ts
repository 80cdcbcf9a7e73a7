import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { barraSuperior, loginAs, PaginaLogin } from '../support/sesion';

/**
 * Each screen against WCAG 2 A and AA (axe-core): language of the page, contrast, names of fields
 * and buttons. Polled, so a modal still fading in is not taken for a contrast failure; a lasting
 * violation fails with its rule and the elements it found.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

async function sinViolaciones(page: Page) {
  const violaciones = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`,
    );
  await expect.poll(violaciones, { timeout: 15_000 }).toEqual([]);
}

test('the login screen', async ({ page }) => {
  await new PaginaLogin(page).abrir();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await sinViolaciones(page);
});

test("the admin's week, the hours form, Mis Horas and Reportes", async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await expect(page.getByText('Gestión de Clientes')).toBeVisible();
  await sinViolaciones(page);

  await page.getByRole('button', { name: 'Agregar hora' }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cargar horas' })).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');

  await barraSuperior(page).getByRole('link', { name: 'Mis Horas' }).click();
  await expect(page.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeVisible();
  await sinViolaciones(page);
  // With results: the summary, the per-client table and the entries.
  const semana = page.getByRole('region', { name: 'Filtrar por semana todos los clientes', exact: true });
  const hoy = new Date();
  for (const [campo, fecha] of [['Fecha de inicio', new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - 20)], ['Fecha de fin', hoy]] as const) {
    const entrada = semana.getByLabel(campo);
    await entrada.click();
    await entrada.fill(ddmmyyyy(fecha));
    await entrada.press('Tab');
  }
  await semana.getByRole('button', { name: 'Buscar por Semana' }).click();
  await expect(page.getByRole('region', { name: 'Registros de Horas', exact: true }).getByRole('row').nth(1)).toBeVisible();
  await sinViolaciones(page);

  await barraSuperior(page).getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Generar Reportes' })).toBeVisible();
  await sinViolaciones(page);
});
