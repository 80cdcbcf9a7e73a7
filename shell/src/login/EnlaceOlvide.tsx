import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getOpcionesLogin } from '@horas/shared/sesion';

/**
 * '¿Olvidó su contraseña?' under the form, once the API says it can work (mail configured). Asked
 * after the form is on screen: the form never waits for it, and a failure only leaves the link out.
 */
export function EnlaceOlvide() {
  const [restablecer, setRestablecer] = useState(false);
  useEffect(() => {
    let vigente = true;
    getOpcionesLogin().then((o) => { if (vigente) setRestablecer(o.restablecer); }, () => undefined);
    return () => { vigente = false; };
  }, []);
  return restablecer ? <p className="login__olvide"><Link to="/olvide">¿Olvidó su contraseña?</Link></p> : null;
}
