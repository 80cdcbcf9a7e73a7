import { expect, type Locator, type Page } from '@playwright/test';
import { tomarPrimeraCoincidencia } from './seleccion';

/** Opens one of the three client modals from the accordion. */
export async function abrir(page: Page, accion: 'Crear Cliente' | 'Editar Cliente' | 'Consultar Cliente'): Promise<Locator> {
  const acordeon = page.getByRole('button', { name: 'Gestión de Clientes' });
  if ((await acordeon.getAttribute('aria-expanded')) !== 'true') await acordeon.click();
  await page.getByRole('button', { name: accion, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: accion });
  await expect(dialogo).toBeVisible();
  return dialogo;
}

/**
 * Types into an antd search select and takes the first match with Enter, once per text. Leaves by
 * blurring: Tab on an open antd dropdown would also select its active option.
 */
export async function elegir(dialogo: Locator, etiqueta: string, ...textos: string[]) {
  const campo = dialogo.getByLabel(etiqueta, { exact: true });
  await campo.click();
  for (const texto of textos) {
    await tomarPrimeraCoincidencia(dialogo.page(), texto);
  }
  await campo.blur();
}

/** 'Crear Cliente' step 1 filled and sent; returns the dialog, now on its services step. */
export async function crearPasoUno(page: Page, nombre: string, areas: string[]) {
  const dialogo = await abrir(page, 'Crear Cliente');
  await dialogo.getByLabel('Nombre').fill(nombre);
  await dialogo.getByLabel('Descripción').fill('Cliente creado por la prueba e2e');
  await dialogo.getByLabel('Correo').fill('contacto@e2e.example');
  await dialogo.getByLabel('Número de contacto').fill('+54 11 5555-0000');
  await elegir(dialogo, 'Áreas', ...areas);
  await dialogo.getByRole('button', { name: 'Crear Cliente' }).click();
  return dialogo;
}
