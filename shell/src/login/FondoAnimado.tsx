import { useSyncExternalStore } from 'react';
import { useMenosMovimiento } from '@horas/shared/sesion';

const POSTER = '/login-fondo.jpg';

const alCargarse = (avisar: () => void) => {
  window.addEventListener('load', avisar);
  return () => window.removeEventListener('load', avisar);
};

/**
 * Once the page has loaded: the video must not compete with the form for the first paint. False
 * while hydrating the page rendered ahead, as it was there, so both find the same poster.
 */
const usePaginaCargada = () => useSyncExternalStore(alCargarse, () => document.readyState === 'complete', () => false);

/** Looping muted background video; with reduced motion only its still poster shows. */
export function FondoAnimado() {
  const cargada = usePaginaCargada();
  const menosMovimiento = useMenosMovimiento();
  if (menosMovimiento || !cargada) return <img className="login__fondo" src={POSTER} alt="" />;
  return (
    <video className="login__fondo" autoPlay muted loop playsInline poster={POSTER} aria-hidden="true">
      <source src="/login-fondo.webm" type="video/webm" />
      <source src="/login-fondo.mp4" type="video/mp4" />
    </video>
  );
}
