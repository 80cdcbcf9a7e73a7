import { expect, type Locator, type Page } from '@playwright/test';

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
    await dialogo.page().keyboard.type(texto);
    await dialogo.page().keyboard.press('Enter');
  }
  await campo.blur();
}
