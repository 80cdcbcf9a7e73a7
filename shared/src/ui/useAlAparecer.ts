import { useEffect, useRef } from 'react';

/**
 * Calls `alAparecer` when the element comes near the visible part of the page (scrolling down to
 * it), and at once while it is already there, as long as `activo`. Where the browser has no
 * IntersectionObserver nothing happens: the screen's own button does the same.
 */
export function useAlAparecer<T extends Element>(alAparecer: () => void, activo: boolean) {
  const elemento = useRef<T>(null);
  useEffect(() => {
    const observado = elemento.current;
    if (!activo || !observado || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((entrada) => entrada.isIntersecting)) alAparecer();
    }, { rootMargin: '200px' });
    observador.observe(observado);
    return () => observador.disconnect();
  }, [alAparecer, activo]);
  return elemento;
}
