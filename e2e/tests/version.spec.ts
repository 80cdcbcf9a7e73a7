import { expect, test, type Page, type Route } from '@playwright/test';
import { urlDe } from '../support/entorno';
import { barraSuperior, loginAs } from '../support/sesion';

/**
 * A new release is announced, never half-loaded (issue 45 §3): while Luis has 'Reportes' open,
 * mf-reportes is redeployed; when he comes back to the tab, 'Hay una versión nueva de Horas.'
 * appears and the screen he is on stays as it was; 'Recargar' brings the new release. The redeploy
 * is what this browser gets from then on (routed: the servers are shared with the other specs): a
 * new manifest and code whose button reads 'Crear un reporte'.
 */

const REPORTES = urlDe('mf_reportes');
const deReportes = (ruta: string) => (url: URL) => url.origin === REPORTES && url.pathname.startsWith(ruta);

/** Serves the remote's file as `cambiar` makes it, with its headers but the compression of the original. */
const servirCambiado = (cambiar: (texto: string) => string) => async (route: Route) => {
  const original = await route.fetch();
  const { 'content-encoding': _codificacion, 'content-length': _largo, ...cabeceras } = original.headers();
  await route.fulfill({ status: original.status(), headers: cabeceras, body: cambiar(await original.text()) });
};

async function redesplegarReportes(page: Page) {
  await page.route(deReportes('/mf-manifest.json'), servirCambiado((texto) => JSON.stringify({ ...JSON.parse(texto), publicado: 'nueva' })));
  await page.route(deReportes('/static/js/'), servirCambiado((texto) => texto.replaceAll('Crear reporte', 'Crear un reporte')));
}

async function abrirReportes(page: Page) {
  await barraSuperior(page).getByRole('link', { name: 'Reportes', exact: true }).click();
  // 'Generar Reportes' opens on arrival: closed, the screen's own button shows.
  await expect(page.getByRole('dialog', { name: 'Generar Reportes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Generar Reportes' })).toBeHidden();
}

test("a remote redeployed while a page is open: 'Hay una versión nueva de Horas.', and 'Recargar' brings it", async ({ page }) => {
  await loginAs(page, 'luis');
  await abrirReportes(page);
  await expect(page.getByRole('button', { name: 'Crear reporte', exact: true })).toBeVisible();
  const aviso = page.getByRole('status').filter({ hasText: 'Hay una versión nueva de Horas.' });

  await redesplegarReportes(page);
  // The tab is looked at again.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(aviso).toBeVisible();
  // Nothing reloaded by itself: the screen is still the release it started with.
  await expect(page.getByRole('button', { name: 'Crear reporte', exact: true })).toBeVisible();

  await aviso.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('dialog', { name: 'Generar Reportes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Crear un reporte', exact: true })).toBeVisible();
  await expect(aviso).toHaveCount(0);
});
