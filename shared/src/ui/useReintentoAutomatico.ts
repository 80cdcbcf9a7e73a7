import { useEffect, useRef } from 'react';

/** How often a screen that failed to load tries again by itself. */
export const REINTENTO_CADA_MS = 15_000;

/**
 * While `enError`, calls `reintentar` by itself: when the browser is back online, when the tab is
 * shown again, and every REINTENTO_CADA_MS. So a screen left open while the API was down recovers
 * without the user pressing 'Reintentar' (the button stays for those who do not want to wait).
 */
export function useReintentoAutomatico(enError: boolean, reintentar: () => void): void {
  // The latest callback, so a new closure on every render does not restart the timer.
  const ultimo = useRef(reintentar);
  useEffect(() => {
    ultimo.current = reintentar;
  });

  useEffect(() => {
    if (!enError) return undefined;
    const intentar = () => ultimo.current();
    const alMostrarse = () => document.visibilityState === 'visible' && intentar();
    window.addEventListener('online', intentar);
    document.addEventListener('visibilitychange', alMostrarse);
    const reloj = window.setInterval(intentar, REINTENTO_CADA_MS);
    return () => {
      window.removeEventListener('online', intentar);
      document.removeEventListener('visibilitychange', alMostrarse);
      window.clearInterval(reloj);
    };
  }, [enError]);
}
