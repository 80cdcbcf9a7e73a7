import { expect, test, type Page } from '@playwright/test';
import { REMOTOS } from '@horas/shared/federation';
import { barraSuperior, loginAs } from '../support/sesion';
import { urlDe } from '../support/entorno';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function vigilarViolaciones(page: Page): Promise<string[]> {
  const violaciones: string[] = [];
  page.on('console', (mensaje) => { if (/Content Security Policy/i.test(mensaje.text())) violaciones.push(mensaje.text()); });
  await page.exposeFunction('__violacionCsp', (texto: string) => { violaciones.push(texto); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __violacionCsp: (t: string) => void }).__violacionCsp(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violaciones;
}

const nav = (page: Page, nombre: string) => barraSuperior(page).getByRole('link', { name: nombre, exact: true });

test('the shell and the remotes it loads run under its CSP without a single violation', async ({ page }) => {
  const violaciones = await vigilarViolaciones(page);
  const documento = await page.goto('/login');
  const politica = documento?.headers()['content-security-policy'] ?? '';
  expect(politica).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
  expect(politica).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(documento?.headers()['x-content-type-options']).toBe('nosniff');
  // The admin's /home loads mf-horas and the admin remote; then Reportes, Análisis and Mis Horas.
  await loginAs(page, 'admin');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await expect(page.getByText('Gestión de Clientes')).toBeVisible();
  await nav(page, 'Reportes').click();
  await expect(page.getByRole('button', { name: 'Crear reporte' })).toBeVisible();
  await page.keyboard.press('Escape');
  // 'Análisis' draws its chart with recharts, loaded with the screen.
  await nav(page, 'Análisis').click();
  await expect(page.getByRole('img', { name: /^Barras/ })).toBeVisible();
  await nav(page, 'Mis Horas').click();
  await expect(page.getByText('Mis Horas Registradas')).toBeVisible();
  expect(violaciones).toEqual([]);
});

for (const remoto of REMOTOS) {
  test(`${remoto}'s own page runs under its CSP without a violation`, async ({ page }) => {
    const violaciones = await vigilarViolaciones(page);
    const documento = await page.goto(urlDe(remoto));
    expect(documento?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    await page.waitForLoadState('networkidle');
    expect(violaciones).toEqual([]);
  });
}
