import { useSyncExternalStore } from 'react';

const CONSULTA = '(prefers-reduced-motion: reduce)';

const suscribir = (avisar: () => void) => {
  const medio = window.matchMedia?.(CONSULTA);
  medio?.addEventListener('change', avisar);
  return () => medio?.removeEventListener('change', avisar);
};

/**
 * Whether the person asked their system for less motion (followed live, as the setting changes).
 * False where the page is rendered ahead, at build time: motion is only ever taken away.
 */
export const useMenosMovimiento = () =>
  useSyncExternalStore(suscribir, () => window.matchMedia?.(CONSULTA).matches ?? false, () => false);
