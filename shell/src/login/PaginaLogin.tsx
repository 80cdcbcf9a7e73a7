import { Card, Typography } from 'antd';
import { LoginForm } from '@horas/shared';
import logo from '../assets/logo.svg';
import { precargarPantalla } from '../remotos/catalogo';
import { FondoAnimado } from './FondoAnimado';
import './login.css';

export function PaginaLogin() {
  return (
    <main className="login">
      <FondoAnimado />
      <Card className="login__tarjeta">
        <div className="login__marca">
          <img src={logo} alt="Horas" width={56} height={56} />
          <Typography.Title level={3}>Horas</Typography.Title>
        </div>
        {/* /home is where a login lands: its screen loads while the credentials are checked. */}
        <LoginForm alEnviar={() => precargarPantalla('mf_horas/Screen')} />
      </Card>
    </main>
  );
}
