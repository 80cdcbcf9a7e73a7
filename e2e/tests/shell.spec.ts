import { expect, test, type Page } from '@playwright/test';
import { barraSuperior, loginAs, loginPorPantalla, PaginaLogin } from '../support/sesion';
import { USUARIOS, type UsuarioDemo } from '../support/usuarios';
import { compartidosCargados } from '../support/compartidos';
import { urlDe } from '../support/entorno';

const nav = (page: Page, nombre: string) => barraSuperior(page).getByRole('link', { name: nombre, exact: true });

/** /Reportes opens its 'Generar Reportes' modal on arrival (spec §2); close it to use the top bar. */
async function verReportes(page: Page) {
  await expect(page.getByRole('button', { name: 'Crear reporte' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('/ and the guarded routes redirect to /login without a session', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  for (const ruta of ['/home', '/Reportes', '/analisis', '/mishoras', '/ausencias', '/aprobaciones']) {
    await page.goto(ruta);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('an expired or invalid token (401) ends the session and goes to /login', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'caducado'));
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the login background is a looping muted video, a still poster with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/login');
  const video = page.locator('video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('autoplay', true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.locator('img.login__fondo')).toHaveAttribute('src', /login-fondo\.jpg$/);
});

test('a wrong password shows the credentials error', async ({ page }) => {
  const login = new PaginaLogin(page);
  await login.abrir();
  await login.ingresar(USUARIOS.ana.email, 'incorrecta');
  await expect(login.error()).toHaveText('Usuario o contraseña incorrectos');
  await expect(page).toHaveURL(/\/login$/);
});

for (const usuario of Object.keys(USUARIOS) as UsuarioDemo[]) {
  test(`${usuario} signs in and reaches /home with the name in the top bar`, async ({ page }) => {
    await loginPorPantalla(page, usuario);
    await expect(nav(page, 'Inicio')).toBeVisible();
  });
}

test('a reload keeps the session, and /login then goes to /home', async ({ page }) => {
  await loginPorPantalla(page, 'luis');
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(barraSuperior(page).getByText('Luis Pérez')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('the navigation reaches each route, and the browser tab names it', async ({ page }) => {
  await new PaginaLogin(page).abrir();
  await expect(page).toHaveTitle('Iniciar sesión · Horas');
  await loginPorPantalla(page, 'ana');
  await expect(page).toHaveTitle('Inicio · Horas');
  await nav(page, 'Reportes').click();
  await expect(page).toHaveURL(/\/Reportes$/);
  await expect(page).toHaveTitle('Reportes · Horas');
  await verReportes(page);
  await nav(page, 'Mis Horas').click();
  await expect(page).toHaveURL(/\/mishoras$/);
  await expect(page).toHaveTitle('Mis Horas · Horas');
  await expect(page.getByText('Mis Horas Registradas')).toBeVisible();
  await nav(page, 'Inicio').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Inicio · Horas');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
});

test("'Cerrar sesión' returns to /login and clears the stored keys", async ({ page }) => {
  await loginAs(page, 'ana');
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth?.state?.id);
  await page.evaluate((clave) => {
    localStorage.setItem(clave, '{}');
    localStorage.setItem('semanaActual', '"2026-01-05"');
  }, `horas-${id}`);

  await barraSuperior(page).getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(/\/login$/);
  const claves = await page.evaluate((clave) => [localStorage.getItem('token'), localStorage.getItem(clave), localStorage.getItem('semanaActual')], `horas-${id}`);
  expect(claves).toEqual([null, null, null]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('only the admin browser requests the admin remote', { tag: '@federacion' }, async ({ page, browser }) => {
  const admin = urlDe('mf_clientes_admin');
  const pedidas: string[] = [];
  page.on('request', (r) => pedidas.push(r.url()));
  await loginAs(page, 'ana');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await nav(page, 'Reportes').click();
  await verReportes(page);
  await nav(page, 'Mis Horas').click();
  await nav(page, 'Inicio').click();
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  expect(pedidas.filter((url) => url.startsWith(admin))).toEqual([]);

  const paginaAdmin = await browser.newPage();
  const pedidasAdmin: string[] = [];
  paginaAdmin.on('request', (r) => pedidasAdmin.push(r.url()));
  await loginAs(paginaAdmin, 'admin');
  await expect(paginaAdmin.getByText('Gestión de Clientes').first()).toBeVisible();
  expect(pedidasAdmin.some((url) => url.startsWith(admin))).toBe(true);
  await paginaAdmin.close();
});

test("staff who lead no area see no 'Aprobaciones', land on /home when typing it, and never request its remote", { tag: '@federacion' }, async ({ page }) => {
  const aprobaciones = urlDe('mf_aprobaciones');
  const pedidas: string[] = [];
  page.on('request', (r) => pedidas.push(r.url()));
  await loginAs(page, 'luis');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await expect(nav(page, 'Aprobaciones')).toHaveCount(0);
  await page.goto('/aprobaciones');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  // Once the page is calm the menu's other screens load ahead: 'Aprobaciones' is not one of Luis's.
  await expect.poll(() => pedidas.some((url) => url.startsWith(urlDe('mf_mishoras'))), { timeout: 60_000 }).toBe(true);
  expect(pedidas.filter((url) => url.startsWith(aprobaciones))).toEqual([]);
});

test("administrators and responsables have 'Aprobaciones' in the top bar", async ({ page }) => {
  for (const usuario of ['admin', 'ana'] as const) {
    await loginAs(page, usuario);
    await nav(page, 'Aprobaciones').click();
    await expect(page).toHaveURL(/\/aprobaciones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible();
    await barraSuperior(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("a remote that is down shows 'Reintentar' in its place while the rest keeps working", { tag: '@federacion' }, async ({ page }) => {
  const reportes = `${urlDe('mf_reportes')}/**`;
  // Refused connections, as with its server stopped.
  await page.route(reportes, (ruta) => ruta.abort('connectionrefused'));
  await loginAs(page, 'ana');

  await nav(page, 'Reportes').click();
  await expect(page.getByText('No se pudo cargar esta sección')).toBeVisible();
  const reintentar = page.getByRole('button', { name: 'Reintentar' });
  await expect(reintentar).toBeVisible();

  await nav(page, 'Mis Horas').click();
  await expect(page.getByText('Mis Horas Registradas')).toBeVisible();
  await nav(page, 'Inicio').click();
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await nav(page, 'Reportes').click();
  await expect(reintentar).toBeVisible();

  // Back up: 'Reintentar' loads it without reloading the page.
  await page.unroute(reportes);
  await reintentar.click();
  await verReportes(page);
});

test('React, antd, @horas/shared and the query cache library are each loaded once, from the shell', { tag: '@federacion' }, async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByText('Gestión de Clientes').first()).toBeVisible();
  await nav(page, 'Reportes').click();
  await verReportes(page);
  await nav(page, 'Mis Horas').click();
  await expect(page.getByText('Mis Horas Registradas')).toBeVisible();

  const cargados = await compartidosCargados(page);
  for (const paquete of ['react', 'react-dom', 'antd', '@horas/shared', 'zustand', 'react-router-dom', '@tanstack/react-query']) {
    expect(cargados[paquete], paquete).toHaveLength(1);
    expect(cargados[paquete][0], paquete).toMatch(/@shell$/);
  }
});

test("the shell's antd theme and es_ES locale apply inside a remote", async ({ page }) => {
  await loginAs(page, 'ana');
  await nav(page, 'Mis Horas').click();
  await expect(page.getByText('Mis Horas Registradas')).toBeVisible();
  // es_ES from the shell's ConfigProvider (antd's default is 'Select date').
  await expect(page.getByPlaceholder('Seleccionar fecha').first()).toBeVisible();
  // The theme's colorPrimary (#0f766e) on the remote's primary button.
  await expect(page.getByRole('button', { name: 'Buscar por Fecha' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
});
