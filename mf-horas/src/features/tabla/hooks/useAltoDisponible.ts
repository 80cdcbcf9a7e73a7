import { useLayoutEffect, useRef } from 'react';

/**
 * Tells the grid's frame where it starts on the page (`--horas-tabla-arriba`), so its CSS gives it the
 * rest of the screen: the rows scroll under the header inside it instead of the page.
 */
export function useAltoDisponible<T extends HTMLElement>() {
  const marco = useRef<T>(null);
  useLayoutEffect(() => {
    const medir = () => {
      const elemento = marco.current;
      if (elemento) elemento.style.setProperty('--horas-tabla-arriba', `${Math.round(elemento.getBoundingClientRect().top + window.scrollY)}px`);
    };
    medir();
    window.addEventListener('resize', medir);
    return () => window.removeEventListener('resize', medir);
  }, []);
  return marco;
}
