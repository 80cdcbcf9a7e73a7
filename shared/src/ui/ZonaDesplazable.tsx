import type { ReactNode } from 'react';

/**
 * A named section whose table scrolls sideways inside it, not the page; it takes the keyboard's
 * focus so that it can be scrolled without a mouse (axe: scrollable regions are reachable).
 */
export function ZonaDesplazable({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return <section aria-label={etiqueta} tabIndex={0} style={{ overflowX: 'auto' }}>{children}</section>;
}
