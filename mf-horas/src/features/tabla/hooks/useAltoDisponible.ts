import { useLayoutEffect, useRef } from 'react';

/**
 * Tells the grid's frame where it starts on the page (`--horas-tabla-arriba`), so its CSS gives it the
 * rest of the screen: the rows scroll under the header inside it instead of the page. Measured again
 * whenever one of its containers changes size, not only the window: what loads above the grid after
 * it (the week's target, a notice) moves it down, and a frame measured before that ended below the
 * screen. The containers, not the body: the shell's body keeps the window's height.
 */
export function useAltoDisponible<T extends HTMLElement>() {
  const marco = useRef<T>(null);
  useLayoutEffect(() => {
    const medir = () => {
      const elemento = marco.current;
      if (elemento) elemento.style.setProperty('--horas-tabla-arriba', `${Math.round(elemento.getBoundingClientRect().top + window.scrollY)}px`);
    };
    medir();
    const observador = new ResizeObserver(medir);
    for (let contenedor = marco.current?.parentElement; contenedor && contenedor !== document.body; contenedor = contenedor.parentElement) {
      observador.observe(contenedor);
    }
    window.addEventListener('resize', medir);
    return () => {
      observador.disconnect();
      window.removeEventListener('resize', medir);
    };
  }, []);
  return marco;
}
