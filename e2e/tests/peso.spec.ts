import { expect, test, type Page } from '@playwright/test';
import { loginPorPantalla } from '../support/sesion';

/** Encoded (gzip) bytes of every script the page downloads, from the network log. */
function contarJs(page: Page) {
  const tamanos: Promise<number>[] = [];
  page.on('requestfinished', (pedido) => {
    if (pedido.resourceType() === 'script') tamanos.push(pedido.sizes().then((s) => s.responseBodySize));
  });
  return async () => (await Promise.all(tamanos)).reduce((a, b) => a + b, 0);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// Each measure in a fresh context: an empty HTTP cache, as a first visit.
test('JS downloaded (gzip) for /login, and for /home as admin', async ({ browser }) => {
  const login = await browser.newPage();
  const bytesLogin = contarJs(login);
  await login.goto('/login');
  await expect(login.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await login.waitForLoadState('networkidle');

  const home = await browser.newPage();
  const bytesHome = contarJs(home);
  await loginPorPantalla(home, 'admin');
  await expect(home.getByText('Gestión de Clientes').first()).toBeVisible();
  await expect(home.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await home.waitForLoadState('networkidle');

  const medidas = `/login ${kb(await bytesLogin())}; /home as admin (through /login) ${kb(await bytesHome())}`;
  console.log(`JS gzip: ${medidas}`);
  test.info().annotations.push({ type: 'js-gzip', description: medidas });
  expect(await bytesLogin()).toBeGreaterThan(0);
});
