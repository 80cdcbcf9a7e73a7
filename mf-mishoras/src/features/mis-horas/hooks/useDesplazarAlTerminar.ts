import { useEffect, useRef } from 'react';
import { prefiereMenosMovimiento } from '@horas/shared';

const movimiento = (): ScrollBehavior => (prefiereMenosMovimiento() ? 'auto' : 'smooth');

/**
 * A ref for the results block: each time a search is answered (`terminadas` grows), the page
 * scrolls it into view. On a laptop or a phone the results start below the fold, under the three
 * filters, and would otherwise change out of sight.
 */
export function useDesplazarAlTerminar<T extends HTMLElement>(terminadas: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (terminadas > 0) ref.current?.scrollIntoView({ behavior: movimiento(), block: 'start' });
  }, [terminadas]);
  return ref;
}
