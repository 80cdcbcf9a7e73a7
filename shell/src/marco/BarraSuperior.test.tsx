import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { PERFIL_ADMIN, useAuthStore, type Cronometro, type Usuario } from '@horas/shared';
import { renderizar, servidorFalso, unUsuario } from '@horas/shared/testing';
import { BarraSuperior } from './BarraSuperior';

function barra(perfil: string, usuario: Usuario, cronometro: Cronometro | null = null) {
  servidorFalso({ 'GET /horas/cronometro': [200, { cronometro }] });
  useAuthStore.setState({ token: 't', id: usuario.id, perfil, usuario });
  renderizar(<MemoryRouter initialEntries={['/home']}><BarraSuperior /></MemoryRouter>);
}

function enlaces(perfil: string, usuario: Usuario) {
  barra(perfil, usuario);
  return within(screen.getByRole('navigation', { name: 'Principal' })).getAllByRole('link').map((enlace) => [enlace.textContent, enlace.getAttribute('href')]);
}

afterEach(() => vi.useRealTimers());

const PARA_TODOS = [['Inicio', '/home'], ['Reportes', '/Reportes'], ['Análisis', '/analisis'], ['Mis Horas', '/mishoras'], ['Ausencias', '/ausencias']];

it("shows 'Aprobaciones' to an administrator", () => {
  expect(enlaces(PERFIL_ADMIN, unUsuario({ id: 1, perfil: PERFIL_ADMIN }))).toEqual([...PARA_TODOS, ['Aprobaciones', '/aprobaciones']]);
});

it("shows 'Aprobaciones' to whoever leads an area", () => {
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
