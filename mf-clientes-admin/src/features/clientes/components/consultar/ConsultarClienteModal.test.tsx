import * as shared from '@horas/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { ConsultarClienteModal } from './ConsultarClienteModal';
import { AREAS, elegirOpcion, GRUPOS, renderizar, unCliente } from '@horas/shared/testing';

vi.mock('@horas/shared', async (original) => ({
  ...(await original<typeof shared>()),
  getClientesAdmin: vi.fn(),
  getCliente: vi.fn(),
}));

const api = vi.mocked(shared);
const acme = unCliente({ areas: [AREAS[0], AREAS[1]], servicios: [GRUPOS[0].servicios[1]] });
const sinAreas = unCliente({ id: 9, nombre: 'Vacío SA', areas: [] });

async function consultar(etiqueta: string, busqueda?: string) {
  const vista = renderizar(<ConsultarClienteModal abierto onCerrar={vi.fn()} />);
  await elegirOpcion(vista.usuario, screen.getByLabelText('Cliente'), etiqueta, busqueda);
  return vista;
}

beforeEach(() => {
  vi.clearAllMocks();
  api.getClientesAdmin.mockResolvedValue([acme, sinAreas]);
  api.getCliente.mockImplementation(async (id) => (id === acme.id ? acme : sinAreas));
});

it('muestra nombre, id y cada área con sus servicios asignados, o «Sin servicios»', async () => {
  await consultar('Acme (Activo)');
  expect(await screen.findByText('Acme')).toBeInTheDocument();
  // Text queries, not role queries: these are far cheaper over antd's tables in jsdom.
  const fila = (encabezado: string) => screen.getByText(encabezado).closest('tr') as HTMLElement;
  expect(within(fila('ID')).getByText('7')).toBeInTheDocument();
  expect(within(fila('Desarrollo')).getByText('Frontend')).toBeInTheDocument();
  expect(within(fila('Infraestructura')).getByText('Sin servicios')).toBeInTheDocument();
  expect(api.getCliente).toHaveBeenCalledWith(7);
});

it('dice cuando el cliente no tiene áreas', async () => {
  await consultar('Vacío SA (Activo)');
  expect(await screen.findByText('Este cliente no tiene áreas asignadas.')).toBeInTheDocument();
});

it("encuentra al cliente sin importar tildes ni mayúsculas: 'VACIO' encuentra 'Vacío SA'", async () => {
  await consultar('Vacío SA (Activo)', 'VACIO');
  expect(await screen.findByText('Este cliente no tiene áreas asignadas.')).toBeInTheDocument();
  expect(api.getCliente).toHaveBeenCalledWith(9);
});

it('avisa si no se pudieron cargar los datos del cliente', async () => {
  api.getCliente.mockRejectedValueOnce(new Error('404'));
  await consultar('Acme (Activo)');
  expect(await screen.findByText('No se pudieron cargar los datos del cliente seleccionado.')).toBeInTheDocument();
});
