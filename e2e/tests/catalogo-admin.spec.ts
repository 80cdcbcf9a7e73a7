import { expect, test, type Browser, type Page } from '@playwright/test';
import { abrirAcciones, abrirSeccion, accionDeFila, confirmar, crearCatalogo, fila } from '../support/administracion';
import { ApiPropia } from '../support/apiPropia';
import { loginAs } from '../support/sesion';
import type { UsuarioDemo } from '../support/usuarios';

/**
 * 'Gestión de Catálogo' as the admin: create, rename, deactivate. Its own API on the demo data: a
 * new area or default task on the shared API would show in every other spec's pickers.
 */

const api = new ApiPropia();
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => api.iniciar());
test.afterAll(() => api.cerrar());

const sufijo = Date.now().toString(36);
const CATALOGO = {
  area: `Auditoría ${sufijo}`,
  servicio: `Revisión contable ${sufijo}`,
  tarea: `Conciliación ${sufijo}`,
  tareaPorDefecto: `Guardia ${sufijo}`,
};

/** A demo user signed in, in a browser context of its own pointed at this file's API. */
async function iniciar(browser: Browser, usuario: UsuarioDemo) {
  const page = await api.paginaNueva(browser);
  await loginAs(page, usuario);
  return page;
}

/** Searches the hours form's 'Tarea' list for `nombre`: the matching options it offers (antd's accessible ones). */
async function tareasOfrecidas(page: Page, nombre: string) {
  await page.getByRole('button', { name: 'Agregar hora' }).first().click();
  const tarea = page.getByRole('dialog').getByLabel('Tarea');
  await tarea.click();
  await page.keyboard.type(nombre);
  await expect(tarea).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('option', { name: nombre });
}

test('the admin creates an area, a service, a task and a default task, renames one and deactivates one', async ({ browser }) => {
  const admin = await iniciar(browser, 'admin');
  await crearCatalogo(admin, CATALOGO);

  await test.step("rename: a name taken in the same parent gets the server's mensaje, a free one is saved", async () => {
    await admin.getByRole('tab', { name: 'Áreas y servicios' }).click();
    const areas = admin.getByRole('region', { name: 'Áreas', exact: true });
    await accionDeFila(admin, CATALOGO.area, 'Renombrar');
    const dialogo = admin.getByRole('dialog', { name: 'Renombrar Área' });
    await expect(dialogo.getByLabel('Nombre')).toHaveValue(CATALOGO.area);
    // The demo's 'Desarrollo', written otherwise: the API compares names without case.
    await dialogo.getByLabel('Nombre').fill('desarrollo');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByRole('alert')).toHaveText("Ya existe un área con el nombre 'desarrollo'.");

    const nuevo = `Auditoría Interna ${sufijo}`;
    await dialogo.getByLabel('Nombre').fill(nuevo);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(admin.getByText('Área renombrada correctamente', { exact: true })).toBeVisible();
    await expect(dialogo).toBeHidden();
    await expect(fila(areas, nuevo)).toBeVisible();
    await expect(fila(areas, CATALOGO.area)).toHaveCount(0);
  });

  await test.step('deactivate, confirmed: the default task stays listed as Inactivo and leaves the hours form', async () => {
    const ana = await iniciar(browser, 'ana');
    await expect(await tareasOfrecidas(ana, CATALOGO.tareaPorDefecto)).toHaveCount(1);

    await abrirSeccion(admin, 'Catálogo');
    await admin.getByRole('tab', { name: 'Tareas por defecto' }).click();
    const tareas = admin.getByRole('region', { name: 'Tareas por defecto', exact: true });
    await accionDeFila(admin, CATALOGO.tareaPorDefecto, 'Desactivar');
    await confirmar(admin, `¿Desactivar la tarea por defecto '${CATALOGO.tareaPorDefecto}'?`, 'Desactivar');
    await expect(admin.getByText('Tarea por defecto desactivada', { exact: true })).toBeVisible();
    await expect(fila(tareas, CATALOGO.tareaPorDefecto).getByText('Inactivo', { exact: true })).toBeVisible();
    await expect((await abrirAcciones(admin, CATALOGO.tareaPorDefecto)).getByRole('menuitem', { name: 'Activar', exact: true })).toBeVisible();
    await admin.keyboard.press('Escape');

    // Staff load the lists when the app starts: a reload takes the deactivation in.
    await ana.reload();
    await expect(await tareasOfrecidas(ana, CATALOGO.tareaPorDefecto)).toHaveCount(0);
  });
});
