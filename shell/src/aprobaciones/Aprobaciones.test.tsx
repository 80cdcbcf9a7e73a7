import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERFIL_ADMIN, useAuthStore } from '@horas/shared';
import { unUsuario } from '@horas/shared/testing';
import { cargarPantalla } from '../remotos/catalogo';
import { Aprobaciones } from './Aprobaciones';

vi.mock('../remotos/catalogo', () => ({ cargarPantalla: vi.fn(), prepararPantallas: vi.fn() }));

function abrir() {
  render(
    <MemoryRouter initialEntries={['/aprobaciones']}>
      <Routes>
        <Route path="/home" element={<p>pantalla /home</p>} />
        <Route path="/aprobaciones" element={<Aprobaciones />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(cargarPantalla).mockReset().mockResolvedValue({ default: () => <p>pantalla de aprobaciones</p> });
});

describe('/aprobaciones', () => {
  it('staff who lead no area land on /home, and the remote is never requested', () => {
    useAuthStore.setState({ token: 't', id: 3, perfil: 'Junior', usuario: unUsuario({ id: 3, areasResponsable: [] }) });
    abrir();
    expect(screen.getByText('pantalla /home')).toBeInTheDocument();
    expect(cargarPantalla).not.toHaveBeenCalled();
  });

  it.each([
    ['a responsable', { id: 2, perfil: 'Senior', usuario: unUsuario({ id: 2, areas: [{ id: 1, nombre: 'Desarrollo' }], areasResponsable: [1] }) }],
    ['an administrator', { id: 1, perfil: PERFIL_ADMIN, usuario: unUsuario({ id: 1, perfil: PERFIL_ADMIN }) }],
  ])('%s gets the remote’s screen', async (_, sesion) => {
    useAuthStore.setState({ token: 't', ...sesion });
    abrir();
    expect(await screen.findByText('pantalla de aprobaciones')).toBeInTheDocument();
    expect(cargarPantalla).toHaveBeenCalledWith('mf_aprobaciones/Screen', false);
  });
});
