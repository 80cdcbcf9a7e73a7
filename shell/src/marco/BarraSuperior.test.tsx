import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PERFIL_ADMIN, useAuthStore, type Cronometro, type Usuario } from '@horas/shared';
import { nuevoUsuario, renderizar, servidorFalso, simularPantalla, unUsuario } from '@horas/shared/testing';
import { BarraSuperior } from './BarraSuperior';

beforeEach(() => simularPantalla({ ancho: 1366 }));

function barra(perfil: string, usuario: Usuario, cronometro: Cronometro | null = null) {
  servidorFalso({ 'GET /horas/cronometro': [200, { cronometro }] });
  useAuthStore.setState({ token: 't', id: usuario.id, perfil, usuario });
  renderizar(<MemoryRouter initialEntries={['/home']}><BarraSuperior /></MemoryRouter>);
}

function enlaces(perfil: string, usuario: Usuario) {
  barra(perfil, usuario);
  return within(screen.getByRole('navigation', { name: 'Principal' })).getAllByRole('link').map((enlace) => [enlace.textContent, enlace.getAttribute('href')]);
}

afterEach(() => {
  vi.useRealTimers();
});

const PARA_TODOS = [['Inicio', '/home'], ['Reportes', '/Reportes'], ['Análisis', '/analisis'], ['Mis Horas', '/mishoras'], ['Ausencias', '/ausencias']];

const ADMINISTRACION = ['Administración', '/administracion'];

it("shows 'Aprobaciones' and 'Administración' to an administrator", () => {
  expect(enlaces(PERFIL_ADMIN, unUsuario({ id: 1, perfil: PERFIL_ADMIN }))).toEqual([...PARA_TODOS, ['Aprobaciones', '/aprobaciones'], ADMINISTRACION]);
});

it("shows 'Aprobaciones', not 'Administración', to whoever leads an area", () => {
  const ana = unUsuario({ id: 2, areas: [{ id: 1, nombre: 'Desarrollo' }], areasResponsable: [1] });
  expect(enlaces('Senior', ana)).toEqual([...PARA_TODOS, ['Aprobaciones', '/aprobaciones']]);
});

it('shows the spec’s three links, Análisis and Ausencias only to anyone else', () => {
  expect(enlaces('Junior', unUsuario({ id: 3, areas: [{ id: 1, nombre: 'Desarrollo' }] }))).toEqual(PARA_TODOS);
});

it('shows a running timer on every screen, its time as it runs, a link to the week', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
  const inicio = new Date(2026, 10, 18, 9, 47, 55).toISOString();
  barra('Junior', unUsuario({ id: 3 }), { inicio, clienteId: null, servicioId: null, tareaId: null, descripcion: null });

  const enlace = await screen.findByRole('link', { name: 'Cronómetro en marcha: 0:12:05' });
  expect(enlace).toHaveAttribute('href', '/home');
  expect(enlace).toHaveTextContent('0:12:05');
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0, 2));
  expect(await screen.findByRole('link', { name: 'Cronómetro en marcha: 0:12:07' })).toBeInTheDocument();
});

it("below 768 px keeps one row: the name and 'Menú', which holds the links, 'Cambiar contraseña' and 'Cerrar sesión'", async () => {
  simularPantalla({ ancho: 390 });
  barra(PERFIL_ADMIN, unUsuario({ id: 1, perfil: PERFIL_ADMIN, nombre: 'Admin', apellidos: 'Sistema' }));
  const cabecera = screen.getByRole('banner');
  expect(within(cabecera).getByText('Admin Sistema')).toBeInTheDocument();
  expect(within(cabecera).queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  expect(within(cabecera).queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();

  const usuario = nuevoUsuario();
  await usuario.click(within(cabecera).getByRole('button', { name: 'Menú' }));
  const menu = await screen.findByRole('dialog', { name: 'Menú' });
  expect(within(within(menu).getByRole('navigation', { name: 'Principal' })).getAllByRole('link').map((enlace) => enlace.textContent))
    .toEqual([...PARA_TODOS.map(([texto]) => texto), 'Aprobaciones', 'Administración']);
  expect(within(menu).getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  await usuario.click(within(menu).getByRole('link', { name: 'Mis Horas' }));
  await waitFor(() => expect(within(cabecera).getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false'));
});
