import { useState } from 'react';
import { Button, Drawer, Flex, Grid, Layout, Typography } from 'antd';
import { NavLink, useNavigate } from 'react-router-dom';
import { esAdmin, nombreYApellido, useAuthStore } from '@horas/shared';
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
/** Administrators only. */
const ADMINISTRACION = { a: '/administracion', texto: 'Administración' };

/**
 * The top bar, one row at any width: the logo, the links, a running timer, the person's name,
 * 'Cambiar contraseña' and 'Cerrar sesión'; below 768 px (antd's `md`) the links and both buttons
 * move behind 'Menú', so the bar stays one row and the screen keeps its height.
 */
export function BarraSuperior() {
  const usuario = useAuthStore((s) => s.usuario);
  const logout = useAuthStore((s) => s.logout);
  const administrador = esAdmin(useAuthStore((s) => s.perfil));
  const enlaces = [...ENLACES, ...(useEsAprobador() ? [APROBACIONES] : []), ...(administrador ? [ADMINISTRACION] : [])];
  const navigate = useNavigate();
  const angosta = Grid.useBreakpoint().md === false;
  const [menuAbierto, setMenuAbierto] = useState(false);
  const cerrarMenu = () => setMenuAbierto(false);

  const cerrarSesion = () => {
    logout();
    navigate('/login', { replace: true });
  };

  const navegacion = (
    <nav className={angosta ? 'barra-superior__menu-enlaces' : 'barra-superior__enlaces'} aria-label="Principal">
      {enlaces.map(({ a, texto }) => (
        <NavLink key={a} to={a} onClick={cerrarMenu}>{texto}</NavLink>
      ))}
    </nav>
  );
  const sesion = (
    <>
      <CambiarContrasena />
      <Button onClick={cerrarSesion}>Cerrar sesión</Button>
    </>
  );

  return (
    <Layout.Header className="barra-superior">
      <img src={logo} alt="Horas" height={32} />
      {!angosta && navegacion}
      <Flex align="center" gap="middle" className="barra-superior__sesion">
        <CronometroEnBarra />
        {usuario && <Typography.Text className="barra-superior__usuario">{nombreYApellido(usuario)}</Typography.Text>}
        {angosta ? (
          <Button aria-expanded={menuAbierto} onClick={() => setMenuAbierto(true)}>Menú</Button>
        ) : sesion}
      </Flex>
      {angosta && (
        <Drawer title="Menú" open={menuAbierto} onClose={cerrarMenu} placement="right" size={280}>
          <Flex vertical gap="large">
            {navegacion}
            {/* Choosing 'Cambiar contraseña' closes the menu; its dialog stays, outside the menu. */}
            <Flex vertical gap="small" align="start" onClick={cerrarMenu}>{sesion}</Flex>
          </Flex>
        </Drawer>
      )}
    </Layout.Header>
  );
}
