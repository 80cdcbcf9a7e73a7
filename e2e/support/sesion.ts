import { expect, type Page } from '@playwright/test';
import { apiDe } from './entorno';
import { USUARIOS, type UsuarioDemo } from './usuarios';

/** The login screen, as a page object. */
export class PaginaLogin {
  constructor(private readonly page: Page) {}

  abrir = () => this.page.goto('/login');

  async ingresar(email: string, contrasena: string) {
    await this.page.getByLabel('Usuario').fill(email);
    await this.page.getByLabel('Contraseña').fill(contrasena);
    await this.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  error = () => this.page.getByRole('alert');
}

interface Cuenta {
  email: string;
  contrasena: string;
  nombre: string;
}

/** Signs in through the login screen and waits for /home with the user's name in the top bar. */
export async function iniciarSesion(page: Page, { email, contrasena, nombre }: Cuenta) {
  const login = new PaginaLogin(page);
  await login.abrir();
  await login.ingresar(email, contrasena);
  await page.waitForURL('**/home', { timeout: 60_000 });
  await expect(barraSuperior(page).getByText(nombre)).toBeVisible();
}

/**
 * Signs a demo user in through the API and opens /home, as a returning visitor with a stored token
 * (spec §2: the session is restored from it): for every spec that is not about signing in, which
 * `iniciarSesion` and the shell's own specs cover. The token is stored before the page's first
 * script runs, once (a later 'Cerrar sesión' stays signed out across reloads). On the API the page's
 * context was pointed at (ApiPropia.apuntar), if any.
 */
export async function loginAs(page: Page, usuario: UsuarioDemo) {
  const { email, contrasena, nombre } = USUARIOS[usuario];
  const respuesta = await page.request.post(`${apiDe(page.context())}/usuarios/login`, { data: { email, contrasena } });
  expect(respuesta.status(), `login de ${email} por la API`).toBe(200);
  const { token } = (await respuesta.json()) as { token: string };
  // Each sign-in its own mark: a second loginAs on the same page (after 'Cerrar sesión') stores its token too.
  await page.addInitScript(({ valor, marca }) => {
    if (sessionStorage.getItem(marca)) return;
    sessionStorage.setItem(marca, 'puesto');
    localStorage.setItem('token', valor);
  }, { valor: token, marca: `e2e-token-${crypto.randomUUID()}` });
  await page.goto('/home');
  await expect(barraSuperior(page).getByText(nombre)).toBeVisible();
}

/** `iniciarSesion` as one of the demo users, through the login screen. */
export const loginPorPantalla = (page: Page, usuario: UsuarioDemo) => iniciarSesion(page, USUARIOS[usuario]);

export const barraSuperior = (page: Page) => page.locator('header');

/** Goes to a screen by its top-bar link; below 768 px the links are behind 'Menú'. */
export async function irA(page: Page, enlace: string) {
  const menu = barraSuperior(page).getByRole('button', { name: 'Menú' });
  const donde = (await menu.isVisible()) ? page.getByRole('dialog', { name: 'Menú' }) : barraSuperior(page);
  if (await menu.isVisible()) await menu.click();
  await donde.getByRole('link', { name: enlace, exact: true }).click();
}
