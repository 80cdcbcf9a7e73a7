import { expect, test, type Page } from '@playwright/test';
import { NOMBRE_OIDC } from '../support/proveedorCompartido';
import { barraSuperior, PaginaLogin } from '../support/sesion';
import { USUARIOS } from '../support/usuarios';

/**
 * Single sign-on through the provider's own login page (support/proveedorOidc.ts: the login typed
 * there is the person's verified e-mail). Counts every sign-in the browser starts, to prove nothing loops.
 */
async function ingresarPorElProveedor(page: Page, email: string) {
  const inicios: string[] = [];
  page.on('request', (pedido) => { if (new URL(pedido.url()).pathname.endsWith('/auth/oidc')) inicios.push(pedido.url()); });
  await new PaginaLogin(page).abrir();
  await page.getByRole('link', { name: `Ingresar con ${NOMBRE_OIDC}` }).click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  return inicios;
}

test('una persona con usuario ingresa por el proveedor y llega a /home; recargar o volver no repite el ingreso', async ({ page }) => {
  const inicios = await ingresarPorElProveedor(page, USUARIOS.luis.email);
  await page.waitForURL('**/home');
  await expect(barraSuperior(page).getByText(USUARIOS.luis.nombre)).toBeVisible();
  // The one-time code is not left in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(barraSuperior(page).getByText(USUARIOS.luis.nombre)).toBeVisible();
  expect(page.url()).toMatch(/\/home$/);
  // Back leaves Horas for the provider's last page (its interaction is over: the provider says so);
  // no sign-in starts again and the session stays.
  await page.goBack();
  await page.waitForLoadState();
  expect(inicios).toHaveLength(1);
  await page.goto('/home');
  await expect(barraSuperior(page).getByText(USUARIOS.luis.nombre)).toBeVisible();
  expect(inicios).toHaveLength(1);
});

test('una persona desconocida para Horas ve por qué no puede ingresar, también al recargar, sin volver al proveedor', async ({ page }) => {
  const inicios = await ingresarPorElProveedor(page, 'desconocida@empresa.test');
  const login = new PaginaLogin(page);
  await expect(login.error()).toHaveText('Su cuenta no está habilitada en Horas. Consulte con un administrador.');
  expect(page.url()).toMatch(/\/login$/);
  await page.reload();
  await expect(page.getByRole('link', { name: `Ingresar con ${NOMBRE_OIDC}` })).toBeVisible();
  await page.goBack();
  await page.waitForLoadState();
  expect(inicios).toHaveLength(1);
});
