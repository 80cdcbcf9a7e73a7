import { expect, type Page } from '@playwright/test';

const sinAcentos = (texto: string) => texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * Types into the open antd search select and takes its first match with Enter, as a person does,
 * but only once that match is on screen: the service and task lists arrive after the client is
 * chosen, and an Enter pressed before them picks nothing (the form then rightly refuses to save).
 * antd's role=option items are a hidden copy for screen readers, so the wait is for the visible,
 * active item whose title holds the text (accents and case aside, as antd's filter compares), or is
 * exactly `opcion` when given.
 */
export async function tomarPrimeraCoincidencia(page: Page, texto: string, opcion?: string) {
  await page.keyboard.type(texto);
  const activas = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect
    .poll(async () => (await activas.evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''))).map(sinAcentos))
    .toContainEqual(opcion === undefined ? expect.stringContaining(sinAcentos(texto)) : sinAcentos(opcion));
  await page.keyboard.press('Enter');
}
