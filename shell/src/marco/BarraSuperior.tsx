import { Button, Layout, Space, Typography } from 'antd';
import { NavLink, useNavigate } from 'react-router-dom';
import { nombreYApellido, useAuthStore } from '@horas/shared';
import logo from '../assets/logo.svg';
import { useEsAprobador } from '../aprobaciones/useEsAprobador';
import { CambiarContrasena } from './CambiarContrasena';
import { CronometroEnBarra } from './CronometroEnBarra';
import './marco.css';

const ENLACES = [
  { a: '/home', texto: 'Inicio' },
  { a: '/Reportes', texto: 'Reportes' },
  { a: '/analisis', texto: 'Análisis' },
  { a: '/mishoras', texto: 'Mis Horas' },
  { a: '/ausencias', texto: 'Ausencias' },
];
/** Administrators and responsables only. */
const APROBACIONES = { a: '/aprobaciones', texto: 'Aprobaciones' };

export function BarraSuperior() {
  const usuario = useAuthStore((s) => s.usuario);
  const logout = useAuthStore((s) => s.logout);
  const enlaces = useEsAprobador() ? [...ENLACES, APROBACIONES] : ENLACES;
  const navigate = useNavigate();

  const cerrarSesion = () => {
    logout();
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header className="barra-superior">
      <img src={logo} alt="Horas" height={32} />
      <nav className="barra-superior__enlaces" aria-label="Principal">
        {enlaces.map(({ a, texto }) => (
          <NavLink key={a} to={a}>{texto}</NavLink>
        ))}
      </nav>
      <Space size="middle" wrap className="barra-superior__sesion">
        <CronometroEnBarra />
        {usuario && <Typography.Text className="barra-superior__usuario">{nombreYApellido(usuario)}</Typography.Text>}
        <CambiarContrasena />
        <Button onClick={cerrarSesion}>Cerrar sesión</Button>
      </Space>
    </Layout.Header>
  );
}
