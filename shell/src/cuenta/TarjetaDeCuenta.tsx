import type { ReactNode } from 'react';
import { HorasProviders } from '@horas/shared';
import logo from '../assets/logo.svg';
import '../login/login.css';

/** The login's card, in the product's antd providers: '¿Olvidó su contraseña?' and the mailed links' screens. */
export function TarjetaDeCuenta({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <HorasProviders>
      <main className="login">
        <section className="login__tarjeta">
          <div className="login__marca">
            <img src={logo} alt="Horas" width={56} height={56} />
            <h1>{titulo}</h1>
          </div>
          {children}
        </section>
      </main>
    </HorasProviders>
  );
}
