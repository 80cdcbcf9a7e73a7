import { expect, test, type Browser, type Page } from '@playwright/test';
import { abrirSeccion, crearUsuario, fila } from '../support/administracion';
import { elegir } from '../support/clientesAdmin';
import { correosPara } from '../support/correoCompartido';
import { URL_SHELL } from '../support/entorno';
import { barraSuperior, iniciarSesion, loginAs } from '../support/sesion';

/**
 * Accounts by e-mail on the shared API, whose mail server the run starts (support/servidorDeCorreo.ts):
 * every link is read from the delivered mail. The reset is done by a person of its own, so the demo
 * users' passwords stay for the specs running alongside.
 */
const sufijo = Date.now().toString(36);

/** The link of the one mail with this subject to `email`, once it arrived. */
async function enlaceDelCorreo(email: string, asunto: string): Promise<string> {
  const delAsunto = async () => (await correosPara(email)).filter((c) => c.asunto === asunto);
  await expect.poll(async () => (await delAsunto()).length, { timeout: 30_000 }).toBe(1);
  const [{ texto }] = await delAsunto();
  return /https?:\/\/\S+\/(activar|restablecer)#[A-Za-z0-9_-]+/.exec(texto)![0];
}

async function elegirContrasena(page: Page, titulo: string, contrasena: string) {
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(contrasena);
  await page.getByLabel('Repetir contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await page.waitForURL('**/home', { timeout: 60_000 });
}

const paginaNueva = async (browser: Browser) => (await browser.newContext()).newPage();

test('an administrator invites a new person, who opens the mailed link, chooses a password and lands on /home', async ({ page, browser }) => {
  const email = `nadia.${sufijo}@e2e.example`;
  await loginAs(page, 'admin');
  await abrirSeccion(page, 'Usuarios');
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Crear Usuario' });
  await dialogo.getByLabel('E-mail').fill(email);
  await dialogo.getByLabel('Nombre').fill('Nadia');
  await dialogo.getByLabel('Apellidos').fill(`Invitada ${sufijo}`);
  await elegir(dialogo, 'Perfil', 'Junior');
  await expect(dialogo.getByRole('radio', { name: 'Enviar invitación por correo' })).toBeChecked();
  await dialogo.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Usuario creado: le enviamos la invitación por correo', { exact: true })).toBeVisible();
  await expect(fila(page.getByRole('region', { name: 'Usuarios', exact: true }), email)).toContainText(/Invitación pendiente \(vence \d{2}\/\d{2}\/\d{4}\)/);

  const enlace = await enlaceDelCorreo(email, 'Invitación a Horas');
  expect(enlace.startsWith(`${URL_SHELL}/activar#`)).toBe(true);
  const persona = await paginaNueva(browser);
  await persona.goto(enlace);
  await elegirContrasena(persona, 'Elija su contraseña', 'Elegida#2026');
  await expect(barraSuperior(persona).getByText('Nadia Invitada')).toBeVisible();
});

test("'¿Olvidó su contraseña?': the mailed link sets a new password, and the person's other browser is signed out", async ({ page, browser }) => {
  const persona = { email: `lucas.${sufijo}@e2e.example`, nombre: 'Lucas', apellidos: `Olvido ${sufijo}`, contrasena: 'Inicial#2026' };
  await loginAs(page, 'admin');
  await crearUsuario(page, { ...persona, perfil: 'Junior', area: 'Desarrollo' });
  const otroNavegador = await paginaNueva(browser);
  await iniciarSesion(otroNavegador, { ...persona, nombre: 'Lucas Olvido' });

  const olvido = await paginaNueva(browser);
  await olvido.goto('/login');
  await olvido.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await olvido.getByLabel('E-mail').fill(persona.email);
  await olvido.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(olvido.getByText('Si el e-mail corresponde a un usuario activo, le enviamos un enlace para restablecer la contraseña.')).toBeVisible();

  const enlace = await enlaceDelCorreo(persona.email, 'Restablecer su contraseña de Horas');
  await olvido.goto(enlace);
  await elegirContrasena(olvido, 'Nueva contraseña', 'Recuperada#2026');
  await expect(barraSuperior(olvido).getByText('Lucas Olvido')).toBeVisible();

  await otroNavegador.reload();
  await otroNavegador.waitForURL('**/login');
});
