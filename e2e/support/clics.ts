import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `boton` until `efecto` is visible (or, with `'oculto'`, gone), as a person clicks again
 * when a click did nothing. CI has lost such clicks on the admin's panels (a row that did not
 * expand, a dialog that did not open, a confirmation that stayed open), never here: Playwright
 * checks what is under the pointer only when it presses, so a target moved or redrawn before the
 * release gets no click. A click that arrives late is answered by the next try, so it converges.
 */
export async function clicHasta(boton: Locator, efecto: Locator, estado: 'visible' | 'oculto' = 'visible') {
  const logrado = () => (estado === 'visible' ? efecto.isVisible() : efecto.isHidden());
  await expect(async () => {
    if (!(await logrado())) await boton.click({ timeout: 5_000 });
    if (estado === 'visible') await expect(efecto).toBeVisible({ timeout: 5_000 });
    else await expect(efecto).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
