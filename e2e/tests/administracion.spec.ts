import { expect, test, type Page } from '@playwright/test';
import { abrirSeccion, accionDeFila, fila } from '../support/administracion';
import { sinViolaciones } from '../support/axe';
import { urlDe } from '../support/entorno';
import { barraSuperior, irA, loginAs } from '../support/sesion';

/**
 * 'Administración' (issue 44): a screen of its own for administrators, one URL per section, and
 * /home left with the spec's administrator navigation. Read-only on the shared demo API.
 */

const SECCIONES = [
  ['Usuarios', 'usuarios'],
  ['Clientes', 'clientes'],
  ['Catálogo', 'catalogo'],
  ['Jornadas y feriados', 'jornadas-y-feriados'],
  ['Horas faltantes', 'horas-faltantes'],
  ['Historial', 'historial'],
] as const;

const secciones = (page: Page) => page.getByRole('navigation', { name: 'Secciones de administración' });

test("/home keeps only the spec's administrator navigation above the week", async ({ page }) => {
  await loginAs(page, 'admin');
  const navegacion = page.getByRole('navigation', { name: 'Administración' });
  await expect(navegacion.getByRole('button', { name: 'Gestión de Clientes' })).toBeVisible();
  await expect(navegacion.getByRole('button')).toHaveText([/^(Habilitar|Deshabilitar) horas$/, 'Gestión de Clientes']);
  for (const panel of ['Gestión de Usuarios', 'Gestión de Catálogo', 'Horas faltantes', 'Historial de cambios']) {
    await expect(page.getByRole('button', { name: panel })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
});

test('the administrator reaches every section from the top bar, each at its own URL, and back', async ({ page }) => {
  await loginAs(page, 'admin');
  await irA(page, 'Administración');
  await page.waitForURL('**/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await expect(fila(page.getByRole('region', { name: 'Usuarios', exact: true }), 'Luis Pérez')).toBeVisible();

  for (const [titulo, ruta] of SECCIONES) {
    await secciones(page).getByRole('link', { name: titulo, exact: true }).click();
    await page.waitForURL(`**/administracion/${ruta}`);
    await expect(page.getByRole('heading', { level: 2, name: titulo, exact: true })).toBeVisible();
    await expect(secciones(page).getByRole('link', { name: titulo, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  // The browser's back walks the sections; a section's URL opened directly opens that section.
  await page.goBack();
  await page.waitForURL('**/administracion/horas-faltantes');
  await expect(page.getByRole('heading', { level: 2, name: 'Horas faltantes', exact: true })).toBeVisible();
  await page.goto('/administracion/clientes');
  await expect(page.getByRole('heading', { level: 2, name: 'Clientes', exact: true })).toBeVisible();
  await barraSuperior(page).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('button', { name: 'Gestión de Clientes' })).toBeVisible();
});

// A click in the very frame 'Administración' first appears (a person can be that fast; the e2e
// runs were): /administracion's redirect to 'Usuarios' ran in an effect after that frame and undid
// the click. The page clicks the link from a MutationObserver, before any later task can run.
test("a section's link clicked the moment 'Administración' appears opens that section, not 'Usuarios'", async ({ page }) => {
  await loginAs(page, 'admin');
  // /home has loaded what 'Administración' decides its first section from: it opens at once.
  await expect(page.getByRole('button', { name: 'Gestión de Clientes' })).toBeVisible();
  const clicado = page.evaluate(() => new Promise<void>((listo) => {
    const observador = new MutationObserver(() => {
      const enlace = document.querySelector<HTMLAnchorElement>('nav[aria-label="Secciones de administración"] a[href="/administracion/jornadas-y-feriados"]');
      if (!enlace) return;
      observador.disconnect();
      enlace.click();
      listo();
    });
    observador.observe(document.body, { childList: true, subtree: true });
  }));
  await irA(page, 'Administración');
  await clicado;
  await expect(page.getByRole('heading', { level: 2, name: 'Jornadas y feriados', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/administracion\/jornadas-y-feriados$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Usuarios', exact: true })).toHaveCount(0);
});

test("'Clientes' lists every client; a row's 'Acciones' open 'Consultar Cliente' and 'Editar Cliente' on it", async ({ page }) => {
  await loginAs(page, 'admin');
  await abrirSeccion(page, 'Clientes');
  const clientes = page.getByRole('region', { name: 'Clientes', exact: true });
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('café');
  const cafe = fila(clientes, 'Café del Valle');
  await expect(cafe).toContainText('Activo');
  await accionDeFila(page, 'Café del Valle', 'Consultar');
  const consulta = page.getByRole('dialog', { name: 'Consultar Cliente' });
  await expect(consulta.getByRole('cell', { name: 'Diseño UX/UI', exact: false }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(consulta).toBeHidden();
  await accionDeFila(page, 'Café del Valle', 'Editar');
  const edicion = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(edicion.getByRole('heading', { name: 'Café del Valle' })).toBeVisible();
  await expect(edicion.getByRole('tab', { name: 'Datos' })).toBeVisible();
});

test("Luis cannot open 'Administración': not in his bar, its URL sends him to /home, its remote is never requested", async ({ page }) => {
  const remoto = urlDe('mf_clientes_admin');
  const pedidas: string[] = [];
  page.on('request', (pedido) => pedidas.push(pedido.url()));
  await loginAs(page, 'luis');
  await expect(barraSuperior(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(barraSuperior(page).getByRole('link', { name: 'Administración' })).toHaveCount(0);
  await page.goto('/administracion/usuarios');
  await page.waitForURL('**/home');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  expect(pedidas.filter((url) => url.startsWith(remoto))).toEqual([]);
});

test.describe('accessibility', () => {
  for (const ancho of [1366, 390]) {
    test(`'Administración' at ${ancho} px: its sections, the clients' list and a client's dialog`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: ancho, height: ancho > 768 ? 800 : 844 });
      await loginAs(page, 'admin');
      await abrirSeccion(page, 'Usuarios');
      await expect(fila(page.getByRole('region', { name: 'Usuarios', exact: true }), 'Luis Pérez')).toBeVisible();
      await sinViolaciones(page);
      await abrirSeccion(page, 'Clientes');
      const clientes = page.getByRole('region', { name: 'Clientes', exact: true });
      await expect(fila(clientes, 'Café del Valle')).toBeVisible();
      await sinViolaciones(page);
      await accionDeFila(page, 'Café del Valle', 'Consultar');
      await expect(page.getByRole('dialog', { name: 'Consultar Cliente' }).getByText('Café del Valle').first()).toBeVisible();
      await sinViolaciones(page);
      await page.keyboard.press('Escape');
      await abrirSeccion(page, 'Jornadas y feriados');
      await expect(page.getByRole('form', { name: 'Nueva jornada por defecto' })).toBeVisible();
      await sinViolaciones(page);
    });
  }
});
