import { useEffect, useState } from 'react';
import type { OpcionesLogin } from '@horas/shared';
import { getOpcionesLogin } from '@horas/shared/sesion';

/**
 * What the API offers besides the password form (mail for '¿Olvidó su contraseña?', the single
 * sign-on): null until it answers, and after a failure, so a screen never waits for it.
 */
export function useOpcionesLogin(): OpcionesLogin | null {
  const [opciones, setOpciones] = useState<OpcionesLogin | null>(null);
  useEffect(() => {
    let vigente = true;
    getOpcionesLogin().then((o) => { if (vigente) setOpciones(o); }, () => undefined);
    return () => { vigente = false; };
  }, []);
  return opciones;
}
