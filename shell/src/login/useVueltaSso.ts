import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginSso, useAuthStore } from '@horas/shared/sesion';
import { useFragmentoDeUnaVez } from '../sesion/useFragmentoDeUnaVez';
import { mensajeErrorSso } from './mensajeErrorSso';

type Vuelta = { codigo: string } | { clave: string } | null;

/**
 * Back from the provider: the one-time code becomes a session and the person goes to /home; an
 * error key shows its message in the form's error area. Never starts a sign-in by itself (no loop).
 * `nombre`: the provider's, once the login options are known (the 'fallo' message names it).
 */
export function useVueltaSso(nombre: string | undefined): void {
  const navegar = useNavigate();
  const entrar = useAuthStore((s) => s.entrar);
  // The callback's `#sso=…` or `#sso-error=…`. At build time (the prerendered /login) nothing is
  // read, and what this holds draws nothing, so hydration sees the same page either way.
  const fragmento = useFragmentoDeUnaVez(/^#sso(-error)?=(.+)$/);
  const [vuelta, setVuelta] = useState<Vuelta>(() => (!fragmento ? null : fragmento[1] ? { clave: fragmento[2] } : { codigo: fragmento[2] }));
  // The code is single use: exchanged once even when effects run twice (StrictMode).
  const canjeado = useRef(false);

  useEffect(() => {
    if (!vuelta || !('codigo' in vuelta) || canjeado.current) return;
    canjeado.current = true;
    loginSso(vuelta.codigo).then(entrar).then(() => navegar('/home', { replace: true }), () => setVuelta({ clave: 'fallo' }));
  }, [vuelta, entrar, navegar]);

  useEffect(() => {
    // Only the failure's message names the provider: the others need not wait for the login options.
    if (!vuelta || !('clave' in vuelta) || (nombre === undefined && vuelta.clave === 'fallo')) return;
    useAuthStore.setState({ error: mensajeErrorSso(vuelta.clave, nombre ?? '') });
  }, [vuelta, nombre]);
}
