import { LoginForm } from '@horas/shared/sesion';
import logo from '../assets/logo.svg';
import { precargarInicio } from '../pantallasConSesion';
import { FondoAnimado } from './FondoAnimado';
import { OpcionesDeLogin } from './OpcionesDeLogin';
import './login.css';

export function PaginaLogin() {
  return (
    <main className="login">
      <FondoAnimado />
      <section className="login__tarjeta" aria-labelledby="login-titulo">
        <div className="login__marca">
          <img src={logo} alt="Horas" width={56} height={56} />
          <h1 id="login-titulo">Horas</h1>
        </div>
        <LoginForm alEmpezar={precargarInicio} alEnviar={precargarInicio} />
        <OpcionesDeLogin />
      </section>
    </main>
  );
}
