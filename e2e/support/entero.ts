import { expect, type Locator } from '@playwright/test';

/**
 * Whether the element is shown whole: inside the viewport, and not cut by any ancestor that hides
 * its overflow (an ellipsis or a card's header), its own text not overflowing either.
 */
function seVeEntero(elemento: Element): boolean {
  const caja = elemento.getBoundingClientRect();
  if (caja.width === 0 || caja.left < 0 || caja.top < 0 || caja.right > innerWidth + 0.5) return false;
  if (elemento.scrollWidth > elemento.clientWidth + 1) return false;
  for (let padre = elemento.parentElement; padre; padre = padre.parentElement) {
    const estilo = getComputedStyle(padre);
    if (estilo.overflowX === 'visible' && estilo.overflowY === 'visible') continue;
    const marco = padre.getBoundingClientRect();
    if (caja.left < marco.left - 0.5 || caja.right > marco.right + 0.5) return false;
    // An ancestor that cuts what overflows (an ellipsis): nothing of it may overflow. One that
    // scrolls sideways (a wide table on a phone) may: the element is whole inside its frame.
    const recorta = estilo.overflowX === 'hidden' || estilo.overflowX === 'clip';
    if (recorta && padre.scrollWidth > padre.clientWidth + 1) return false;
  }
  return true;
}

export async function expectEntero(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect.poll(() => locator.evaluate(seVeEntero), { message: `${locator} se ve cortado` }).toBe(true);
}

/**
 * Whether the element lies whole inside the window without scrolling (also not hidden by a
 * scrolling ancestor), once it and its ancestors have stopped moving: a modal zooming in is smaller
 * than the modal at rest.
 */
function seVeEnLaVentana(elemento: Element): boolean {
  for (let nodo: Element | null = elemento; nodo; nodo = nodo.parentElement) {
    const finitas = nodo.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    if (finitas.some((a) => a.playState === 'running')) return false;
  }
  const caja = elemento.getBoundingClientRect();
  if (caja.height === 0 || caja.top < 0 || caja.left < 0 || caja.bottom > innerHeight + 0.5 || caja.right > innerWidth + 0.5) return false;
  for (let padre = elemento.parentElement; padre; padre = padre.parentElement) {
    const estilo = getComputedStyle(padre);
    if (estilo.overflowX === 'visible' && estilo.overflowY === 'visible') continue;
    const marco = padre.getBoundingClientRect();
    if (caja.top < marco.top - 0.5 || caja.bottom > marco.bottom + 0.5) return false;
  }
  return true;
}

export async function expectEnLaVentana(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect.poll(() => locator.evaluate(seVeEnLaVentana), { message: `${locator} no se ve entero sin desplazarse` }).toBe(true);
}
