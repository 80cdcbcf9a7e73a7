import { expect, type Page } from '@playwright/test';
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

/** Signs in through the login screen and waits for /home with the user's name in the top bar. */
export async function iniciarSesion(page: Page, { email, contrasena, nombre }: { email: string; contrasena: string; nombre: string }) {
  const login = new PaginaLogin(page);
  await login.abrir();
  await login.ingresar(email, contrasena);
  await page.waitForURL('**/home', { timeout: 60_000 });
  await expect(barraSuperior(page).getByText(nombre)).toBeVisible();
}

/** `iniciarSesion` as one of the demo users. */
export const loginAs = (page: Page, usuario: UsuarioDemo) => iniciarSesion(page, USUARIOS[usuario]);

export const barraSuperior = (page: Page) => page.locator('header');
