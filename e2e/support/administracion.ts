import { expect, type Locator, type Page } from '@playwright/test';
import { elegir } from './clientesAdmin';
import { irA } from './sesion';

/** A section of 'Administración' ('Usuarios', 'Catálogo'…), as the administrator reaches it: the top bar, then its link. */
export async function abrirSeccion(page: Page, seccion: string) {
  const secciones = page.getByRole('navigation', { name: 'Secciones de administración' });
  // Clicked as soon as it shows, as a quick person would, while the page may still be loading.
  if (!(await secciones.isVisible())) await irA(page, 'Administración');
  await secciones.getByRole('link', { name: seccion, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: seccion, exact: true })).toBeVisible();
}

/** A row of an administration table (in its named region), by the exact text of one of its cells. */
export const fila = (zona: Locator, texto: string) =>
  zona.getByRole('row').filter({ has: zona.page().getByRole('cell', { name: texto, exact: true }) });

/**
 * Picks `accion` ('Editar', 'Desactivar', 'Crear Servicio'…) in the 'Acciones' menu of the row named
 * `nombre` (a user's full name, a catalogue item's name).
 */
export async function accionDeFila(page: Page, nombre: string, accion: string) {
  await (await abrirAcciones(page, nombre)).getByRole('menuitem', { name: accion, exact: true }).click();
}

/** Opens the 'Acciones' menu of the row named `nombre`; the menu. */
export async function abrirAcciones(page: Page, nombre: string) {
  await page.getByRole('button', { name: `Acciones de ${nombre}`, exact: true }).click();
  return page.getByRole('menu', { name: `Acciones de ${nombre}`, exact: true });
}

/** Fills the open name modal ('Crear Área', 'Renombrar Tarea'…) and waits for the confirmation. */
async function guardarNombre(page: Page, titulo: string, nombre: string, aviso: string) {
  const dialogo = page.getByRole('dialog', { name: titulo });
  await dialogo.getByLabel('Nombre').fill(nombre);
  await dialogo.getByRole('button', { name: titulo.startsWith('Crear') ? 'Crear' : 'Guardar' }).click();
  await expect(page.getByText(aviso, { exact: true })).toBeVisible();
  await expect(dialogo).toBeHidden();
}

export interface CatalogoNuevo {
  area: string;
  servicio: string;
  tarea: string;
  tareaPorDefecto: string;
}

/** Through 'Administración' › 'Catálogo': an area, a service in it, a task of that service and a default task. */
export async function crearCatalogo(page: Page, { area, servicio, tarea, tareaPorDefecto }: CatalogoNuevo) {
  await abrirSeccion(page, 'Catálogo');
  await page.getByRole('button', { name: 'Crear Área' }).click();
  await guardarNombre(page, 'Crear Área', area, 'Área creada correctamente');

  const areas = page.getByRole('region', { name: 'Áreas', exact: true });
  await accionDeFila(page, area, 'Crear Servicio');
  await guardarNombre(page, 'Crear Servicio', servicio, 'Servicio creado correctamente');

  await fila(areas, area).getByRole('button', { name: 'Expandir fila' }).click();
  const servicios = page.getByRole('region', { name: `Servicios de ${area}`, exact: true });
  await accionDeFila(page, servicio, 'Crear Tarea');
  await guardarNombre(page, 'Crear Tarea', tarea, 'Tarea creada correctamente');
  await fila(servicios, servicio).getByRole('button', { name: 'Expandir fila' }).click();
  await expect(fila(page.getByRole('region', { name: `Tareas de ${servicio}`, exact: true }), tarea)).toBeVisible();

  await page.getByRole('tab', { name: 'Tareas por defecto' }).click();
  await page.getByRole('button', { name: 'Crear Tarea por defecto' }).click();
  await guardarNombre(page, 'Crear Tarea por defecto', tareaPorDefecto, 'Tarea por defecto creada correctamente');
  await expect(fila(page.getByRole('region', { name: 'Tareas por defecto', exact: true }), tareaPorDefecto)).toBeVisible();
}

export interface UsuarioNuevo {
  email: string;
  nombre: string;
  apellidos: string;
  perfil: string;
  area: string;
  contrasena: string;
}

/** Through 'Administración' › 'Usuarios' › 'Crear Usuario'. */
export async function crearUsuario(page: Page, { email, nombre, apellidos, perfil, area, contrasena }: UsuarioNuevo) {
  await abrirSeccion(page, 'Usuarios');
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Crear Usuario' });
  await dialogo.getByLabel('E-mail').fill(email);
  await dialogo.getByLabel('Nombre').fill(nombre);
  await dialogo.getByLabel('Apellidos').fill(apellidos);
  await elegir(dialogo, 'Perfil', perfil);
  await elegir(dialogo, 'Áreas', area);
  // With mail configured the default is an invitation: this helper types the password.
  await dialogo.getByRole('radio', { name: 'Contraseña inicial' }).check();
  await dialogo.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await dialogo.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Usuario creado correctamente', { exact: true })).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(fila(page.getByRole('region', { name: 'Usuarios', exact: true }), email)).toBeVisible();
}

/** Clicks `accion` in the open confirmation asking `pregunta`; the dialog stays, its button busy, until the answer. */
export async function confirmar(page: Page, pregunta: string, accion: string) {
  const confirmacion = page.getByRole('dialog', { name: pregunta, exact: true });
  await confirmacion.getByRole('button', { name: accion, exact: true }).click();
  await expect(confirmacion).toBeHidden();
}

/** 'Desactivar' a user in 'Administración' › 'Usuarios', confirmed. */
export async function desactivarUsuario(page: Page, nombreCompleto: string) {
  await abrirSeccion(page, 'Usuarios');
  const usuarios = page.getByRole('region', { name: 'Usuarios', exact: true });
  await accionDeFila(page, nombreCompleto, 'Desactivar');
  await confirmar(page, `¿Desactivar a ${nombreCompleto}?`, 'Desactivar');
  await expect(page.getByText('Usuario desactivado', { exact: true })).toBeVisible();
  await expect(fila(usuarios, nombreCompleto).getByText('Inactivo', { exact: true })).toBeVisible();
}
