/** How long the page must load nothing, with nothing on it busy, before it counts as settled. */
const CALMA_MS = 1000;

const alInactivo = (hacer: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(hacer, { timeout: 2000 }) : setTimeout(hacer, 0);

// A spinner (antd's Spin sets aria-busy) means the screen is still waiting for its data.
const ocupada = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * Runs `hacer` once the page has finished loading nothing for a second, shows no spinner, and the
 * browser is idle: work done ahead must not delay what is on screen.
 */
export function cuandoEsteEnCalma(hacer: () => void) {
  const observador = typeof PerformanceObserver === 'undefined' ? undefined : new PerformanceObserver(() => esperar());
  let temporizador: ReturnType<typeof setTimeout>;
  function esperar() {
    clearTimeout(temporizador);
    temporizador = setTimeout(() => {
      if (ocupada()) return esperar();
      observador?.disconnect();
      alInactivo(hacer);
    }, CALMA_MS);
  }
  observador?.observe({ type: 'resource' });
  esperar();
}
