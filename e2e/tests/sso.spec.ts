import { expect, test, type Page } from '@playwright/test';
import { abrirSeccion, accionDeFila, confirmar, fila } from '../support/administracion';
import { NOMBRE_OIDC } from '../support/proveedorCompartido';
import { barraSuperior, loginAs, PaginaLogin } from '../support/sesion';
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

test('a person with a user signs in through the provider and lands on /home; a reload or the back button starts no sign-in', async ({ page }) => {
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

test("'Gestión de Usuarios' marks who is linked 'SSO', and the administrator unlinks them", async ({ page, browser }) => {
  const deLuis = await browser.newPage();
  await ingresarPorElProveedor(deLuis, USUARIOS.luis.email);
  await deLuis.waitForURL('**/home');
  await deLuis.close();
  await loginAs(page, 'admin');
  await abrirSeccion(page, 'Usuarios');
  const luis = fila(page.getByRole('region', { name: 'Usuarios', exact: true }), USUARIOS.luis.email);
  await expect(luis).toContainText('SSO');
  await accionDeFila(page, USUARIOS.luis.nombre, 'Desvincular SSO');
  await confirmar(page, `¿Desvincular a ${USUARIOS.luis.nombre} del inicio de sesión único?`, 'Desvincular SSO');
  await expect(page.getByText('Usuario desvinculado del inicio de sesión único', { exact: true })).toBeVisible();
  await expect(luis).not.toContainText('SSO');
});

test('a person unknown to Horas sees why they cannot sign in, after a reload too, without being sent back to the provider', async ({ page }) => {
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
