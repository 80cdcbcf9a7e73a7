import { expect, test, type Locator, type Page } from '@playwright/test';
import { abrir, crearPasoUno, elegir } from '../support/clientesAdmin';
import { expectEnLaVentana } from '../support/entero';
import { URL_API } from '../support/entorno';
import { loginAs } from '../support/sesion';
import { USUARIOS } from '../support/usuarios';

/**
 * The admin remote on /home: 'Gestión de Clientes' (create, edit, consult) against the real API.
 * Every test creates its own clients with a unique name, so tests never see each other's data.
 * The hours toggle is covered by horas.spec.ts, where the weekly view's reaction is observable.
 */

// Long flows through several modals, on a machine the whole team shares.
test.describe.configure({ timeout: 240_000 });

const unico = (texto: string) => `${texto} ${Date.now().toString(36)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;


const aviso = (page: Page, texto: string) => expect(page.getByText(texto, { exact: true })).toBeVisible();
const filaDeArea = (dialogo: Locator, area: string) => dialogo.getByRole('row').filter({ has: dialogo.page().getByRole('cell', { name: area, exact: true }) });

test.describe('as the admin', () => {
  test.beforeEach(async ({ page }) => loginAs(page, 'admin'));

  test('creates a client with areas and services, consults it, and a staff user of that area logs hours on it', async ({ page, browser }) => {
    const nombre = unico('E2E Servicios');
    const dialogo = await crearPasoUno(page, nombre, ['Desarrollo', 'Diseño']);

    // Step 2: services grouped by area, each header with its count (demo catalogue: 3 and 2).
    const desarrollo = dialogo.getByRole('group', { name: 'Desarrollo (3)' });
    await expect(desarrollo).toBeVisible();
    await expect(dialogo.getByRole('group', { name: 'Diseño (2)' })).toBeVisible();
    await desarrollo.getByRole('checkbox', { name: 'Desarrollo web' }).check();
    await dialogo.getByRole('checkbox', { name: 'Diseño UX/UI' }).check();
    await dialogo.getByRole('button', { name: 'Agregar Servicios' }).click();
    await aviso(page, 'Servicios asignados correctamente al cliente');
    await expect(dialogo).toBeHidden();

    const consulta = await abrir(page, 'Consultar Cliente');
    await elegir(consulta, 'Cliente', nombre);
    await expect(consulta.getByText(nombre, { exact: true })).toBeVisible();
    await expect(filaDeArea(consulta, 'Desarrollo')).toContainText('Desarrollo web');
    await expect(filaDeArea(consulta, 'Diseño')).toContainText('Diseño UX/UI');
    await page.keyboard.press('Escape');

    // Luis works in Desarrollo: the new client is in his hour form's client search.
    const contexto = await browser.newContext();
    const luis = await contexto.newPage();
    await loginAs(luis, 'luis');
    const hoy = new Date();
    const lunes = new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - ((hoy.getDay() + 6) % 7) - 21);
    const domingo = new Date(lunes.getFullYear(), lunes.getMonth(), lunes.getDate() + 6);
    // Three weeks back, a Sunday: days the other specs leave alone.
    for (let semana = 0; semana < 3; semana++) await luis.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(luis.getByRole('heading', { name: `${ddmmyyyy(lunes)} - ${ddmmyyyy(domingo)}` })).toBeVisible();
    const tarjeta = luis.getByRole('region', { name: new RegExp(ddmmyyyy(domingo)) });
    await tarjeta.getByRole('button', { name: 'Agregar hora' }).click();
    const formulario = luis.getByRole('dialog');
    await elegir(formulario, 'Cliente', nombre);
    await elegir(formulario, 'Servicio', 'Desarrollo web');
    await elegir(formulario, 'Tarea', 'Programación');
    await formulario.getByLabel('Horas').fill('1.25');
    const descripcion = unico('Horas sobre cliente nuevo');
    await formulario.getByLabel('Descripción').fill(descripcion);
    await formulario.getByRole('button', { name: 'Cargar horas' }).click();
    await expect(formulario).toBeHidden();
    const entrada = tarjeta.getByRole('listitem').filter({ hasText: descripcion });
    await expect(entrada.getByText(nombre)).toBeVisible();

    // Leave the week as it was for anyone else looking at Luis's hours.
    await entrada.getByRole('button', { name: 'Eliminar' }).click();
    await luis.getByRole('button', { name: 'Si, eliminar' }).click();
    await expect(entrada).toHaveCount(0);
    await contexto.close();
  });

  test('creates a client skipping services, then renames, deactivates it and adds an area and services', async ({ page }) => {
    const nombre = unico('E2E Sin servicios');
    const crear = await abrir(page, 'Crear Cliente');
    await crear.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(crear.getByText('El nombre del cliente es obligatorio')).toBeVisible();
    await expect(crear.getByText('Debe seleccionar al menos un área')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(crear).toBeHidden();

    const dialogo = await crearPasoUno(page, nombre, ['Soporte']);
    await expect(dialogo.getByRole('group', { name: 'Soporte (2)' })).toBeVisible();
    await dialogo.getByRole('button', { name: 'Agregar Servicios' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Sin servicios' });
    await expect(confirmacion.getByText('¿Desea continuar sin asignar servicios?')).toBeVisible();
    await confirmacion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmacion).toBeHidden();
    await expect(dialogo.getByRole('group', { name: 'Soporte (2)' })).toBeVisible();
    await dialogo.getByRole('button', { name: 'Agregar Servicios' }).click();
    await confirmacion.getByRole('button', { name: 'Continuar' }).click();
    await aviso(page, 'Cliente creado correctamente');
    await expect(dialogo).toBeHidden();

    const editar = await abrir(page, 'Editar Cliente');
    await elegir(editar, 'Cliente', nombre);
    await editar.getByRole('button', { name: 'Siguiente' }).click();
    const renombrado = `${nombre} editado`;
    await editar.getByLabel('Nombre').fill(renombrado);
    await editar.getByRole('switch', { name: 'Estado' }).click();
    await editar.getByRole('button', { name: 'Guardar Cambios' }).click();
    await aviso(page, 'Datos del cliente actualizados correctamente');
    await expect(editar.getByRole('heading', { name: renombrado })).toBeVisible();

    await editar.getByRole('tab', { name: 'Áreas' }).click();
    await editar.getByRole('button', { name: 'Agregar Áreas' }).click();
    await expect(editar.getByText('Seleccione al menos un área para agregar')).toBeVisible();
    await elegir(editar, 'Áreas a agregar', 'Consultoría');
    await editar.getByRole('button', { name: 'Agregar Áreas' }).click();
    await aviso(page, 'Áreas agregadas correctamente al cliente');

    await editar.getByRole('tab', { name: 'Servicios' }).click();
    await expect(filaDeArea(editar, 'Consultoría')).toContainText('Sin servicios');
    await editar.getByRole('button', { name: 'Agregar Servicios' }).click();
    await expect(editar.getByText('Seleccione al menos un servicio para agregar')).toBeVisible();
    await editar.getByRole('checkbox', { name: 'Mesa de ayuda' }).check();
    await editar.getByRole('button', { name: 'Agregar Servicios' }).click();
    await aviso(page, 'Servicios asignados correctamente al cliente');
    await expect(filaDeArea(editar, 'Soporte')).toContainText('Mesa de ayuda');
    for (const servicio of ['Mantenimiento de infraestructura', 'Consultoría de procesos', 'Auditoría tecnológica']) {
      await editar.getByRole('checkbox', { name: servicio }).check();
    }
    await editar.getByRole('button', { name: 'Agregar Servicios' }).click();
    await expect(editar.getByText('El cliente ya tiene asignados todos los servicios disponibles para sus áreas.')).toBeVisible();

    // Back to step 1: the reloaded list labels the chosen client with its new name and estado.
    await editar.getByRole('button', { name: 'Volver' }).click();
    await expect(editar.getByTitle(`${renombrado} (Inactivo)`)).toBeVisible();
    await editar.getByRole('button', { name: 'Cerrar' }).click();
    await expect(editar).toBeHidden();

    const consulta = await abrir(page, 'Consultar Cliente');
    await elegir(consulta, 'Cliente', renombrado);
    await expect(consulta.getByText(renombrado, { exact: true })).toBeVisible();
    await expect(consulta.getByText('Inactivo', { exact: true })).toBeVisible();
    await expect(filaDeArea(consulta, 'Consultoría')).toContainText('Auditoría tecnológica');
    await expect(filaDeArea(consulta, 'Soporte')).toContainText('Mantenimiento de infraestructura');
  });
});

test.describe('on a 1366×768 laptop screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("'Crear Cliente' fits the window with its buttons in sight, in both steps", async ({ page }) => {
    await loginAs(page, 'admin');
    const dialogo = await abrir(page, 'Crear Cliente');
    const enVista = (nombre: string) => expectEnLaVentana(dialogo.getByRole('button', { name: nombre, exact: true }));
    await expectEnLaVentana(dialogo.getByLabel('Descripción'));
    await enVista('Crear Cliente');
    await page.keyboard.press('Escape');
    await expect(dialogo).toBeHidden();

    const pasoDos = await crearPasoUno(page, unico('E2E Pantalla'), ['Desarrollo', 'Diseño', 'Soporte', 'Consultoría']);
    await expect(pasoDos.getByRole('group', { name: 'Consultoría (2)' })).toBeVisible();
    await enVista('Volver');
    await enVista('Agregar Servicios');
    await pasoDos.getByRole('button', { name: 'Agregar Servicios' }).click();
    await page.getByRole('dialog', { name: 'Sin servicios' }).getByRole('button', { name: 'Continuar' }).click();
    await aviso(page, 'Cliente creado correctamente');
  });
});

test('as staff: no toggle, no client management, and the API refuses the admin calls', async ({ page, request }) => {
  await loginAs(page, 'ana');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gestión de Clientes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Habilitar|Deshabilitar) horas$/ })).toHaveCount(0);

  const { email, contrasena } = USUARIOS.ana;
  const sesion = await request.post(`${URL_API}/usuarios/login`, { data: { email, contrasena } });
  const { token } = (await sesion.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const datos = { nombre: unico('No permitido'), estado: true };
  const llamadas = [
    request.get(`${URL_API}/clientes/cliente/admin`, { headers }),
    request.get(`${URL_API}/clientes/cliente/1`, { headers }),
    request.post(`${URL_API}/clientes/cliente`, { headers, data: { ...datos, areas: [1] } }),
    request.put(`${URL_API}/clientes/cliente/1`, { headers, data: { ...datos, areaIds: [1], servicioIds: [] } }),
    request.post(`${URL_API}/clientes/clientes/1/servicios`, { headers, data: { serviciosIds: [1] } }),
    request.put(`${URL_API}/horas/actualizarhorashabilitadas`, { headers, data: { habilitada: true } }),
  ];
  for (const respuesta of await Promise.all(llamadas)) {
    expect(respuesta.status(), respuesta.url()).toBe(403);
    expect(((await respuesta.json()) as { mensaje: string }).mensaje).toBeTruthy();
  }
});
