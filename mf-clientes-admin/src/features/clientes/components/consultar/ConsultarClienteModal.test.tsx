import type { Cliente } from '@horas/shared';
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ConsultarClienteModal } from './ConsultarClienteModal';
import { AREAS, elegirOpcion, GRUPOS, pedidosA, renderizar, servidorFalso, unCliente } from '@horas/shared/testing';

const acme = unCliente({ areas: [AREAS[0], AREAS[1]], servicios: [GRUPOS[0].servicios[1]] });
const sinAreas = unCliente({ id: 9, nombre: 'Vacío SA', areas: [] });
const clientes: Cliente[] = [acme, sinAreas];

/** The administrator's clients, and each one by id unless `fallaElDetalle`. */
async function consultar(etiqueta: string, { busqueda, fallaElDetalle = false }: { busqueda?: string; fallaElDetalle?: boolean } = {}) {
  const pedidos = servidorFalso({
    'GET /clientes/cliente/admin': [200, clientes],
    'GET /clientes/cliente/:id': (pedido) => (fallaElDetalle ? [404] : [200, clientes.find((c) => pedido.url === `/clientes/cliente/${c.id}`)]),
  });
  const vista = renderizar(<ConsultarClienteModal abierto onCerrar={vi.fn()} />);
  await elegirOpcion(vista.usuario, screen.getByLabelText('Cliente'), etiqueta, busqueda);
  return pedidos;
}

it('muestra nombre, id y cada área con sus servicios asignados, o «Sin servicios»', async () => {
  const pedidos = await consultar('Acme (Activo)');
  expect(await screen.findByText('Acme')).toBeInTheDocument();
  // Text queries, not role queries: these are far cheaper over antd's tables in jsdom.
  const fila = (encabezado: string) => screen.getByText(encabezado).closest('tr') as HTMLElement;
  expect(within(fila('ID')).getByText('7')).toBeInTheDocument();
  expect(within(fila('Desarrollo')).getByText('Frontend')).toBeInTheDocument();
  expect(within(fila('Infraestructura')).getByText('Sin servicios')).toBeInTheDocument();
  expect(pedidosA(pedidos, 'GET /clientes/cliente/7')).toHaveLength(1);
});

it('dice cuando el cliente no tiene áreas', async () => {
  await consultar('Vacío SA (Activo)');
  expect(await screen.findByText('Este cliente no tiene áreas asignadas.')).toBeInTheDocument();
});

it("encuentra al cliente sin importar tildes ni mayúsculas: 'VACIO' encuentra 'Vacío SA'", async () => {
  const pedidos = await consultar('Vacío SA (Activo)', { busqueda: 'VACIO' });
  expect(await screen.findByText('Este cliente no tiene áreas asignadas.')).toBeInTheDocument();
  expect(pedidosA(pedidos, 'GET /clientes/cliente/9')).toHaveLength(1);
});

it('avisa si no se pudieron cargar los datos del cliente', async () => {
  await consultar('Acme (Activo)', { fallaElDetalle: true });
  expect(await screen.findByText('No se pudieron cargar los datos del cliente seleccionado.')).toBeInTheDocument();
});
