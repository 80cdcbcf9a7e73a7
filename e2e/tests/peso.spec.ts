import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/sesion';

/** Encoded (gzip) bytes of every script the page downloads, from the network log. */
function contarJs(page: Page) {
  const tamanos: Promise<number>[] = [];
  page.on('requestfinished', (pedido) => {
    if (pedido.resourceType() === 'script') tamanos.push(pedido.sizes().then((s) => s.responseBodySize));
  });
  return async () => (await Promise.all(tamanos)).reduce((a, b) => a + b, 0);
}

test('JS downloaded for /login and for /home as admin (gzip)', async ({ page }) => {
  const login = contarJs(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytesLogin = await login();

  const pagina = await page.context().newPage();
  const home = contarJs(pagina);
  await loginAs(pagina, 'admin');
  await expect(pagina.getByText('Gestión de Clientes').first()).toBeVisible();
  await pagina.waitForLoadState('networkidle');
  const bytesHome = await home();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`JS gzip: /login ${kb(bytesLogin)}, /login -> /home (admin) ${kb(bytesHome)}`);
  test.info().annotations.push({ type: 'js-gzip', description: `/login ${kb(bytesLogin)}; /home admin ${kb(bytesHome)}` });
  expect(bytesLogin).toBeGreaterThan(0);
});
