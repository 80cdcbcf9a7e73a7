import { expect, test, type Page } from '@playwright/test';
import { ApiPropia } from '../support/apiPropia';
import { abrirSeccion, crearCatalogo, crearUsuario, desactivarUsuario } from '../support/administracion';
import { crearPasoUno } from '../support/clientesAdmin';
import { barraSuperior, iniciarSesion } from '../support/sesion';
import { tomarPrimeraCoincidencia } from '../support/seleccion';

/**
 * A company sets Horas up on an empty database through the product alone: the first
 * administrator from the command line, then 'Administración' (its 'Puesta en marcha' says what is
 * missing, ticks it as it is made, and is gone once all is), then staff. Its own API on
 * a database with no demo data: PostgreSQL when TEST_DATABASE_URL is set, else the embedded one.
 */

const ADMIN = { email: 'marta.rios@empresa.example', contrasena: 'Primera#2026', nombre: 'Marta', apellidos: 'Ríos' };
const PERSONA = { email: 'julia.paz@empresa.example', nombre: 'Julia', apellidos: 'Paz', inicial: 'Inicial#2026', nueva: 'Propia#2026x' };
const CATALOGO = {
  area: 'Auditoría Interna',
  servicio: 'Revisión contable',
  tarea: 'Conciliación bancaria',
  tareaPorDefecto: 'Formación interna',
  cliente: 'Constructora Río Sur',
};

const api = new ApiPropia({ demo: false, postgres: process.env.TEST_DATABASE_URL });
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000); // initdb and migrations of a new database: a safety net, long on a busy machine
  await api.crearAdministrador(ADMIN);
  await api.iniciar();
});
test.afterAll(() => api.cerrar());

const pad = (n: number) => String(n).padStart(2, '0');
const DIAS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const hoy = new Date();
const tarjetaDeHoy = (page: Page) =>
  page.getByRole('region', { name: `${DIAS[hoy.getDay()]} ${pad(hoy.getDate())}/${pad(hoy.getMonth() + 1)}/${hoy.getFullYear()}` });

/** Types into an antd search select of the hours form and takes the first match. */
async function elegirEnFormulario(page: Page, etiqueta: string, texto: string) {
  await page.getByRole('dialog').getByLabel(etiqueta).click();
  await tomarPrimeraCoincidencia(page, texto);
}

async function cargarHoras(page: Page, elegir: () => Promise<void>, horas: string, descripcion: string) {
  const tarjeta = tarjetaDeHoy(page);
  await tarjeta.getByRole('button', { name: 'Agregar hora' }).click();
  const formulario = page.getByRole('dialog');
  await elegir();
  await formulario.getByLabel('Horas').fill(horas);
  await formulario.getByLabel('Descripción').fill(descripcion);
  await formulario.getByRole('button', { name: 'Cargar horas' }).click();
  await expect(formulario).toBeHidden();
  await expect(tarjeta.getByRole('listitem').filter({ hasText: descripcion })).toBeVisible();
}

test('from an empty database to staff logging hours, through the product alone', async ({ browser }) => {
  const admin = await api.paginaNueva(browser);
  await iniciarSesion(admin, { email: ADMIN.email, contrasena: ADMIN.contrasena, nombre: `${ADMIN.nombre} ${ADMIN.apellidos}` });

  // Nobody can log an hour yet, and /home says where to start.
  const aviso = admin.getByRole('alert').filter({ hasText: 'Todavía nadie puede cargar horas: complete la Puesta en marcha.' });
  await aviso.getByRole('link', { name: 'Puesta en marcha' }).click();
  await admin.waitForURL('**/administracion/puesta-en-marcha');
  const pasos = admin.getByRole('main').getByRole('listitem');
  await expect(pasos).toHaveCount(6);
  await expect(pasos.filter({ hasText: 'Hecho' })).toHaveCount(0);
  await pasos.filter({ hasText: 'Áreas:' }).getByRole('link', { name: 'Ir a Catálogo' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Catálogo' })).toBeVisible();

  await crearCatalogo(admin, CATALOGO);
  await abrirSeccion(admin, 'Puesta en marcha');
  await expect(pasos.filter({ hasText: 'Hecho' })).toHaveCount(4);
  await expect(pasos.filter({ hasText: 'Clientes:' }).getByRole('link', { name: 'Ir a Clientes' })).toBeVisible();

  // The client through the spec's 'Gestión de Clientes' on /home.
  await barraSuperior(admin).getByRole('link', { name: 'Inicio' }).click();

  const cliente = await crearPasoUno(admin, CATALOGO.cliente, [CATALOGO.area]);
  await cliente.getByRole('checkbox', { name: CATALOGO.servicio }).check();
  await cliente.getByRole('button', { name: 'Agregar Servicios' }).click();
  await expect(admin.getByText('Servicios asignados correctamente al cliente', { exact: true })).toBeVisible();
  await expect(cliente).toBeHidden();

  await crearUsuario(admin, {
    email: PERSONA.email, nombre: PERSONA.nombre, apellidos: PERSONA.apellidos, perfil: 'Junior', area: CATALOGO.area, contrasena: PERSONA.inicial,
  });

  // Everything exists: 'Puesta en marcha' is gone, 'Administración' opens on 'Usuarios', /home says nothing more.
  await admin.goto('/administracion');
  await expect(admin.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Puesta en marcha' })).toHaveCount(0);
  await barraSuperior(admin).getByRole('link', { name: 'Inicio' }).click();
  await expect(admin.getByRole('button', { name: 'Gestión de Clientes' })).toBeVisible();
  await expect(aviso).toHaveCount(0);

  // The new person signs in with the password the admin gave, and changes it.
  const persona = await api.paginaNueva(browser);
  const nombreCompleto = `${PERSONA.nombre} ${PERSONA.apellidos}`;
  await iniciarSesion(persona, { email: PERSONA.email, contrasena: PERSONA.inicial, nombre: nombreCompleto });
  await barraSuperior(persona).getByRole('button', { name: 'Cambiar contraseña' }).click();
  const cambio = persona.getByRole('dialog', { name: 'Cambiar contraseña' });
  await cambio.getByLabel('Contraseña actual').fill(PERSONA.inicial);
  await cambio.getByLabel('Nueva contraseña').fill(PERSONA.nueva);
  await cambio.getByLabel('Repetir contraseña').fill(PERSONA.nueva);
  await cambio.getByRole('button', { name: 'Guardar' }).click();
  await expect(persona.getByText('Contraseña actualizada.')).toBeVisible();
  await expect(cambio).toBeHidden();

  // The new password is the one that works from now on.
  await barraSuperior(persona).getByRole('button', { name: 'Cerrar sesión' }).click();
  await persona.waitForURL('**/login');
  await iniciarSesion(persona, { email: PERSONA.email, contrasena: PERSONA.nueva, nombre: nombreCompleto });

  await cargarHoras(persona, async () => {
    await elegirEnFormulario(persona, 'Cliente', CATALOGO.cliente);
    await elegirEnFormulario(persona, 'Servicio', CATALOGO.servicio);
    await elegirEnFormulario(persona, 'Tarea', CATALOGO.tarea);
  }, '2.5', 'Conciliación de octubre');
  await cargarHoras(persona, () => elegirEnFormulario(persona, 'Tarea', CATALOGO.tareaPorDefecto), '1', 'Curso de seguridad');

  // The admin deactivates her: her open page lands on /login at its next call.
  await desactivarUsuario(admin, nombreCompleto);
  await persona.getByRole('button', { name: 'Semana anterior' }).click();
  await persona.waitForURL('**/login');
  await expect(persona.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});
