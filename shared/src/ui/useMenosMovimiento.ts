import { useSyncExternalStore } from 'react';

const CONSULTA = '(prefers-reduced-motion: reduce)';

const suscribir = (avisar: () => void) => {
  const medio = window.matchMedia?.(CONSULTA);
  medio?.addEventListener('change', avisar);
  return () => medio?.removeEventListener('change', avisar);
};

/** Whether the person asked their system for less motion, now (for a motion about to start). */
export const prefiereMenosMovimiento = () => window.matchMedia?.(CONSULTA).matches ?? false;

/**
 * The same for a render, followed live as the setting changes. False where the page is rendered
 * ahead, at build time: motion is only ever taken away.
 */
export const useMenosMovimiento = () => useSyncExternalStore(suscribir, prefiereMenosMovimiento, () => false);
