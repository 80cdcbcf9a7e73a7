import { claves, clienteConsultas } from '@horas/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as pausa from '../../utils/esperar';
import { EditarClienteModal } from './EditarClienteModal';
import { AREAS, cuerposA, elegirOpcion, enOrden, escribir, GRUPOS, pedidosA, renderizar, servidorFalso, unCliente, type Rutas } from '@horas/shared/testing';

const acme = unCliente({ servicios: [GRUPOS[0].servicios[0]] });
const inactivo = unCliente({ id: 8, nombre: 'Editorial Sur', estado: false });
const CLIENTES = 'GET /clientes/cliente/admin';
const CLIENTE = 'GET /clientes/cliente/:id';
const SERVICIOS = 'GET /servicios/servicios/areas/cliente/:id';
const ACTUALIZAR = `PUT /clientes/cliente/${acme.id}`;
const AGREGAR = `POST /clientes/clientes/${acme.id}/servicios`;

/** The administrator's API: two clients, Acme in detail, the areas, Acme's areas' services; `rutas` change it. */
const api = (rutas: Rutas = {}) =>
  servidorFalso({
    [CLIENTES]: [200, [acme, inactivo]],
    [CLIENTE]: [200, acme],
    'GET /horas/areas': [200, AREAS],
    [SERVICIOS]: [200, [GRUPOS[0]]],
    [ACTUALIZAR]: [200, { cliente: acme }],
    [AGREGAR]: [200, { cliente: acme }],
    ...rutas,
  });

async function editarAcme(rutas?: Rutas) {
  const pedidos = api(rutas);
  const vista = renderizar(<EditarClienteModal abierto onCerrar={vi.fn()} />);
  await elegirOpcion(vista.usuario, screen.getByLabelText('Cliente'), 'Acme (Activo)');
  await vista.usuario.click(screen.getByRole('button', { name: 'Siguiente' }));
  await screen.findByRole('heading', { name: 'Acme' });
  return { ...vista, pedidos };
}

beforeEach(() => {
  // The hour form's client search, as a staff screen of this page left it in the shared cache.
  clienteConsultas.setQueryData(claves.clientesUsuario, []);
  // The spec's short pause after a change (utils/esperar.ts) passes at once: no real time spent on it.
  vi.spyOn(pausa, 'esperarTrasCambio').mockResolvedValue();
});

describe('Editar Cliente, paso 1', () => {
  it('lista los clientes con su estado y exige elegir uno', async () => {
    api();
    const { usuario } = renderizar(<EditarClienteModal abierto onCerrar={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await usuario.click(screen.getByLabelText('Cliente'));
    expect(await screen.findByTitle('Acme (Activo)')).toBeInTheDocument();
    expect(screen.getByTitle('Editorial Sur (Inactivo)')).toBeInTheDocument();
  });
});

describe('Editar Cliente, paso 2', () => {
  it('exige el nombre y guarda los datos con sus áreas y servicios actuales', async () => {
    const { usuario, pedidos } = await editarAcme();
    expect(screen.getByLabelText('Correo')).toHaveValue('contacto@acme.test');
    escribir(screen.getByLabelText('Nombre'), '  ');
    await usuario.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El nombre del cliente es obligatorio')).toBeInTheDocument();
    expect(pedidosA(pedidos, ACTUALIZAR)).toEqual([]);

    escribir(screen.getByLabelText('Nombre'), ' Acme Global ');
    await usuario.click(screen.getByRole('switch', { name: 'Estado' }));
    await usuario.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Datos del cliente actualizados correctamente')).toBeInTheDocument();
    expect(cuerposA(pedidos, ACTUALIZAR)).toEqual([{
      nombre: 'Acme Global', descripcion: null, correo: 'contacto@acme.test', numeroContacto: null, direccion: null,
      estado: false, areaIds: [1], servicioIds: [11],
    }]);
    // The step 1 list and the hour form's clients are refreshed.
    expect(pedidosA(pedidos, CLIENTES)).toHaveLength(2);
    expect(clienteConsultas.getQueryState(claves.clientesUsuario)?.isInvalidated).toBe(true);
  });

  it('muestra el mensaje del servidor, o el genérico, si no se pudo actualizar', async () => {
    const { usuario } = await editarAcme({ [ACTUALIZAR]: enOrden([409, { mensaje: 'Ya existe un cliente con ese nombre' }], [503]) });
    await usuario.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Ya existe un cliente con ese nombre')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('No se pudieron actualizar los datos del cliente')).toBeInTheDocument();
  });

  it('agrega áreas: exige al menos una y conserva las que ya tiene', async () => {
    const { usuario, pedidos } = await editarAcme();
    await usuario.click(screen.getByRole('tab', { name: 'Áreas' }));
    await usuario.click(screen.getByRole('button', { name: 'Agregar Áreas' }));
    expect(await screen.findByText('Seleccione al menos un área para agregar')).toBeInTheDocument();

    await elegirOpcion(usuario, screen.getByLabelText('Áreas a agregar'), 'Diseño');
    await usuario.click(screen.getByRole('button', { name: 'Agregar Áreas' }));
    await waitFor(() => expect(cuerposA(pedidos, ACTUALIZAR)).toEqual([expect.objectContaining({ areaIds: [1, 3], servicioIds: [11] })]));
    expect(await screen.findByText('Áreas agregadas correctamente al cliente')).toBeInTheDocument();
  });

  it('no ofrece las áreas que ya tiene y avisa si no se pudieron agregar', async () => {
    const { usuario } = await editarAcme({ [ACTUALIZAR]: [503] });
    await usuario.click(screen.getByRole('tab', { name: 'Áreas' }));
    await usuario.click(screen.getByLabelText('Áreas a agregar'));
    expect(await screen.findByTitle('Infraestructura')).toBeInTheDocument();
    expect(screen.queryByTitle('Desarrollo')).not.toBeInTheDocument();
    await elegirOpcion(usuario, screen.getByLabelText('Áreas a agregar'), 'Infraestructura');
    await usuario.click(screen.getByRole('button', { name: 'Agregar Áreas' }));
    expect(await screen.findByText('No se pudieron agregar las áreas')).toBeInTheDocument();
  });

  it('agrega servicios de sus áreas: exige al menos uno y solo ofrece los que no tiene', async () => {
    const { usuario, pedidos } = await editarAcme();
    await usuario.click(screen.getByRole('tab', { name: 'Servicios' }));
    await usuario.click(await screen.findByRole('button', { name: 'Agregar Servicios' }));
    expect(await screen.findByText('Seleccione al menos un servicio para agregar')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Backend' })).not.toBeInTheDocument();

    await usuario.click(screen.getByRole('checkbox', { name: 'Frontend' }));
    await usuario.click(screen.getByRole('button', { name: 'Agregar Servicios' }));
    expect(await screen.findByText('Servicios asignados correctamente al cliente')).toBeInTheDocument();
    expect(cuerposA(pedidos, AGREGAR)).toEqual([{ serviciosIds: [12] }]);
  });

  it('avisa si no se pudieron agregar los servicios', async () => {
    const { usuario } = await editarAcme({ [AGREGAR]: [503] });
    await usuario.click(screen.getByRole('tab', { name: 'Servicios' }));
    await usuario.click(await screen.findByRole('checkbox', { name: 'Frontend' }));
    await usuario.click(screen.getByRole('button', { name: 'Agregar Servicios' }));
    expect(await screen.findByText('No se pudieron agregar los servicios')).toBeInTheDocument();
  });

  it('dice cuando ya tiene todos los servicios de sus áreas', async () => {
    const { usuario } = await editarAcme({ [CLIENTE]: [200, { ...acme, servicios: GRUPOS[0].servicios }] });
    await usuario.click(screen.getByRole('tab', { name: 'Servicios' }));
    expect(await screen.findByText('El cliente ya tiene asignados todos los servicios disponibles para sus áreas.')).toBeInTheDocument();
  });

  it('avisa si no se pudieron cargar los servicios de sus áreas', async () => {
    const { usuario } = await editarAcme({ [SERVICIOS]: [500] });
    await usuario.click(screen.getByRole('tab', { name: 'Servicios' }));
    expect(await screen.findByText('No se pudieron cargar los servicios')).toBeInTheDocument();
  });

  it('avisa si no pudo cargar el cliente elegido', async () => {
    api({ [CLIENTE]: [404] });
    const { usuario } = renderizar(<EditarClienteModal abierto onCerrar={vi.fn()} />);
    await elegirOpcion(usuario, screen.getByLabelText('Cliente'), 'Acme (Activo)');
    await usuario.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('No se pudieron cargar los datos del cliente seleccionado.')).toBeInTheDocument();
  });
});
