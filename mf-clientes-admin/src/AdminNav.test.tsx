import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERFIL_ADMIN } from '@horas/shared';
import { AREAS, GRUPOS, renderizar, servidorFalso, unCliente, unUsuario, type Rutas } from '@horas/shared/testing';
import AdminNav from './AdminNav';

const [BACKEND] = GRUPOS[0].servicios;
const admin = unUsuario({ id: 1, perfil: PERFIL_ADMIN });

function abrir(rutas: Rutas) {
  servidorFalso({
    'GET /horas/horashabilitadas': [200, { habilitada: false }],
    'GET /usuarios/usuarios': [200, [admin, unUsuario({ id: 3 })]],
    'GET /clientes/cliente/admin': [200, [unCliente({ servicios: [BACKEND] })]],
    'GET /horas/areas': [200, [AREAS[0]]],
    'GET /servicios/servicios': [200, [BACKEND]],
    ...rutas,
  });
  renderizar(<MemoryRouter initialEntries={['/home']}><AdminNav /></MemoryRouter>);
  return screen.getByRole('navigation', { name: 'Administración' });
}

describe("the administrator's navigation on /home", () => {
  it("is exactly the spec's: 'Habilitar horas' and the 'Gestión de Clientes' accordion, nothing else", async () => {
    const nav = abrir({ 'GET /tareas/tareas': [200, [{ id: 1, nombre: 'Programación', servicioId: BACKEND.id, activo: true }, { id: 2, nombre: 'Vacaciones', servicioId: null, activo: true }]] });
    expect(await within(nav).findByRole('button', { name: 'Habilitar horas' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('button').map((boton) => boton.textContent)).toEqual(['Habilitar horas', 'Gestión de Clientes']);
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  });

  it("on a Horas where nobody can log an hour yet, adds one line pointing to 'Puesta en marcha'", async () => {
    const nav = abrir({ 'GET /tareas/tareas': [200, [{ id: 1, nombre: 'Programación', servicioId: BACKEND.id, activo: true }]] });
    const enlace = await within(nav).findByRole('link', { name: 'Puesta en marcha' });
    expect(enlace).toHaveAttribute('href', '/administracion/puesta-en-marcha');
    expect(enlace.closest('[role="alert"]')).toHaveTextContent('Todavía nadie puede cargar horas: complete la Puesta en marcha.');
  });
});
