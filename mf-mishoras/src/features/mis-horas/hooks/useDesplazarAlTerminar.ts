import { useEffect, useRef } from 'react';
import { prefiereMenosMovimiento } from '@horas/shared';

const movimiento = (): ScrollBehavior => (prefiereMenosMovimiento() ? 'auto' : 'smooth');

/**
 * A ref for the results block: each time a search is answered (`terminadas` grows), the page
 * scrolls it into view. On a laptop or a phone the results start below the fold, under the three
 * filters, and would otherwise change out of sight. Not when the person went on to something else
 * while the search ran (a click, a key): the page moving under the pointer would throw that click
 * away, or take it somewhere else.
 */
export function useDesplazarAlTerminar<T extends HTMLElement>(terminadas: number, buscando: boolean) {
  const ref = useRef<T>(null);
  const siguio = useRef(false);
  useEffect(() => {
    if (!buscando) return;
    siguio.current = false;
    const marcar = () => { siguio.current = true; };
    const opciones = { capture: true };
    document.addEventListener('pointerdown', marcar, opciones);
    document.addEventListener('keydown', marcar, opciones);
    return () => {
      document.removeEventListener('pointerdown', marcar, opciones);
      document.removeEventListener('keydown', marcar, opciones);
    };
  }, [buscando]);
  useEffect(() => {
    if (terminadas > 0 && !siguio.current) ref.current?.scrollIntoView({ behavior: movimiento(), block: 'start' });
  }, [terminadas]);
  return ref;
}
