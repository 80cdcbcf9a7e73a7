import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { PERFIL_ADMIN, useAuthStore, type Usuario } from '@horas/shared';
import { renderizar, unUsuario } from '@horas/shared/testing';
import { BarraSuperior } from './BarraSuperior';

function enlaces(perfil: string, usuario: Usuario) {
  useAuthStore.setState({ token: 't', id: usuario.id, perfil, usuario });
  renderizar(<MemoryRouter initialEntries={['/home']}><BarraSuperior /></MemoryRouter>);
  return within(screen.getByRole('navigation', { name: 'Principal' })).getAllByRole('link').map((enlace) => [enlace.textContent, enlace.getAttribute('href')]);
}

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
