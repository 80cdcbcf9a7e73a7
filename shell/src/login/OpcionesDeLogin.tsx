import { Link } from 'react-router-dom';
import { urlInicioSso } from '@horas/shared/sesion';
import { useOpcionesLogin } from './useOpcionesLogin';
import { useVueltaSso } from './useVueltaSso';

/**
 * What the login screen offers besides the form, once the API says what works: 'Ingresar con …'
 * (single sign-on, a plain link to the API's start) and '¿Olvidó su contraseña?' (mail configured).
 * Asked after the form is on screen: the form never waits for it, and a failure only leaves them out.
 */
export function OpcionesDeLogin() {
  const opciones = useOpcionesLogin();
  useVueltaSso(opciones?.sso?.nombre);
  return (
    <>
      {opciones?.sso && <a className="login__sso" href={urlInicioSso()}>Ingresar con {opciones.sso.nombre}</a>}
      {opciones?.restablecer && <p className="login__olvide"><Link to="/olvide">¿Olvidó su contraseña?</Link></p>}
    </>
  );
}
