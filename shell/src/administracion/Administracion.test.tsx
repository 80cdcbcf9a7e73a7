import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERFIL_ADMIN, useAuthStore } from '@horas/shared';
import { unUsuario } from '@horas/shared/testing';
import { cargarPantalla } from '../remotos/catalogo';
import { Administracion } from './Administracion';

vi.mock('../remotos/catalogo', () => ({ cargarPantalla: vi.fn(), prepararPantallas: vi.fn() }));

function abrir(ruta: string) {
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <Routes>
        <Route path="/home" element={<p>pantalla /home</p>} />
        <Route path="/administracion/*" element={<Administracion />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(cargarPantalla).mockReset().mockResolvedValue({ default: () => <p>pantalla de administración</p> });
});

describe('/administracion', () => {
  it.each(['/administracion', '/administracion/usuarios'])('sends anyone but an administrator from %s to /home, and never requests the remote', (ruta) => {
    useAuthStore.setState({ token: 't', id: 2, perfil: 'Senior', usuario: unUsuario({ id: 2, areas: [{ id: 1, nombre: 'Desarrollo' }], areasResponsable: [1] }) });
    abrir(ruta);
    expect(screen.getByText('pantalla /home')).toBeInTheDocument();
    expect(cargarPantalla).not.toHaveBeenCalled();
  });

  it("gives an administrator the admin remote's 'Administración', on any of its sections", async () => {
    useAuthStore.setState({ token: 't', id: 1, perfil: PERFIL_ADMIN, usuario: unUsuario({ id: 1, perfil: PERFIL_ADMIN }) });
    abrir('/administracion/historial');
    expect(await screen.findByText('pantalla de administración')).toBeInTheDocument();
    expect(cargarPantalla).toHaveBeenCalledWith('mf_clientes_admin/Administracion', false);
  });
});
