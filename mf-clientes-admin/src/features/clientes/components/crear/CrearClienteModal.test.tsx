import { claves, clienteConsultas } from '@horas/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as pausa from '../../utils/esperar';
import { CrearClienteModal } from './CrearClienteModal';
import { AREAS, cuerposA, elegirOpcion, enOrden, escribir, GRUPOS, pedidosA, renderizar, servidorFalso, unCliente, type Rutas } from '@horas/shared/testing';

const creado = unCliente({ nombre: 'Nuevo SA', areas: [AREAS[0], AREAS[1]] });
const CREAR = 'POST /clientes/cliente';
const SERVICIOS = 'GET /servicios/servicios/areas/cliente/:id';
const AGREGAR = `POST /clientes/clientes/${creado.id}/servicios`;

/** The administrator's API: the areas, the client created, its areas' services; `rutas` change it. */
function abrir(rutas: Rutas = {}) {
  const pedidos = servidorFalso({
    'GET /horas/areas': [200, AREAS],
    [CREAR]: [201, { cliente: creado }],
    [SERVICIOS]: [200, GRUPOS],
    [AGREGAR]: [200, { cliente: creado }],
    'PUT /clientes/cliente/:id': [200, { cliente: creado }],
    ...rutas,
  });
  const onCerrar = vi.fn();
  const vista = renderizar(<CrearClienteModal abierto onCerrar={onCerrar} />);
  return { ...vista, onCerrar, pedidos };
}

async function completarPasoUno(usuario: ReturnType<typeof abrir>['usuario']) {
  escribir(screen.getByLabelText('Nombre'), '  Nuevo SA  ');
  escribir(screen.getByLabelText('Correo'), 'hola@nuevo.test');
  await elegirOpcion(usuario, screen.getByLabelText('Áreas'), 'Desarrollo');
  await usuario.click(screen.getByRole('button', { name: 'Crear Cliente' }));
}

beforeEach(() => {
  // The hour form's client search, as a staff screen of this page left it in the shared cache.
  clienteConsultas.setQueryData(claves.clientesUsuario, []);
  // The spec's short pause after a change (utils/esperar.ts) passes at once: no real time spent on it.
  vi.spyOn(pausa, 'esperarTrasCambio').mockResolvedValue();
});

describe('Crear Cliente, paso 1', () => {
  it('exige un nombre que no sea solo espacios y al menos un área', async () => {
    const { usuario, pedidos } = abrir();
    escribir(screen.getByLabelText('Nombre'), '   ');
    await usuario.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('El nombre del cliente es obligatorio')).toBeInTheDocument();
    expect(await screen.findByText('Debe seleccionar al menos un área')).toBeInTheDocument();
    expect(pedidosA(pedidos, CREAR)).toEqual([]);
  });

  it('muestra el largo máximo de cada campo y rechaza texto invisible o con caracteres de control', async () => {
    const { usuario, pedidos } = abrir();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxlength', '120');
    expect(screen.getByLabelText('Correo')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Número de contacto')).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Dirección')).toHaveAttribute('maxlength', '250');
    expect(screen.getByLabelText('Descripción')).toHaveAttribute('maxlength', '1000');
    escribir(screen.getByLabelText('Nombre'), '\u200b\u200f');
    escribir(screen.getByLabelText('Dirección'), 'Calle\u00071');
    await usuario.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('El nombre del cliente es obligatorio')).toBeInTheDocument();
    expect(await screen.findByText('La dirección no puede contener caracteres de control.')).toBeInTheDocument();
    expect(pedidosA(pedidos, CREAR)).toEqual([]);
  });

  it("busca las áreas sin importar tildes ni mayúsculas: 'DISENO' encuentra 'Diseño'", async () => {
    const { usuario, pedidos } = abrir();
    escribir(screen.getByLabelText('Nombre'), 'Nuevo SA');
    await elegirOpcion(usuario, screen.getByLabelText('Áreas'), 'Diseño', 'DISENO');
    await usuario.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(cuerposA(pedidos, CREAR)).toEqual([expect.objectContaining({ areas: [3] })]));
  });

  it('usa campos de correo y teléfono, ambos opcionales', () => {
    abrir();
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Número de contacto')).toHaveAttribute('type', 'tel');
  });

  it('rechaza un correo mal escrito', async () => {
    const { usuario } = abrir();
    escribir(screen.getByLabelText('Correo'), 'no-es-correo');
    await usuario.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
  });

  it('crea el cliente con los datos recortados y pasa a los servicios agrupados por área', async () => {
    const { usuario, pedidos } = abrir();
    await completarPasoUno(usuario);
    await waitFor(() =>
      expect(cuerposA(pedidos, CREAR)).toEqual([{
        nombre: 'Nuevo SA', descripcion: null, correo: 'hola@nuevo.test', numeroContacto: null, direccion: null, estado: true, areas: [1],
      }]),
    );
    expect(await screen.findByRole('group', { name: 'Desarrollo (2)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Infraestructura (1)' })).toBeInTheDocument();
    expect(clienteConsultas.getQueryState(claves.clientesUsuario)?.isInvalidated).toBe(true);
  });

  it('muestra el mensaje del servidor, o el genérico si no lo hay', async () => {
    const { usuario } = abrir({ [CREAR]: enOrden([409, { mensaje: 'Ya existe un cliente con ese nombre' }], [503]) });
    await completarPasoUno(usuario);
    expect(await screen.findByText('Ya existe un cliente con ese nombre')).toBeInTheDocument();

    await usuario.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Error al crear el cliente')).toBeInTheDocument();
  });

  it('avisa si la respuesta no trae el cliente', async () => {
    const { usuario } = abrir({ [CREAR]: [201, {}] });
    await completarPasoUno(usuario);
    expect(await screen.findByText('No se pudo crear el cliente')).toBeInTheDocument();
  });

  it('termina enseguida si las áreas no tienen servicios', async () => {
    const { usuario, onCerrar } = abrir({ [SERVICIOS]: [200, [{ id: 1, nombre: 'Desarrollo', activo: true, servicios: [] }]] });
    await completarPasoUno(usuario);
    expect(await screen.findByText('Cliente creado correctamente')).toBeInTheDocument();
    expect(onCerrar).toHaveBeenCalled();
  });

  it('termina sin áreas con su mensaje si el servidor no las asignó', async () => {
    const { usuario, onCerrar } = abrir({ [CREAR]: [201, { cliente: unCliente({ areas: [] }) }] });
    await completarPasoUno(usuario);
    expect(await screen.findByText('Cliente creado correctamente pero sin áreas asignadas.')).toBeInTheDocument();
    expect(onCerrar).toHaveBeenCalled();
  });

  it('si los servicios no cargan, avisa que se pueden asignar más tarde y termina', async () => {
    const { usuario, onCerrar } = abrir({ [SERVICIOS]: [500] });
    await completarPasoUno(usuario);
    expect(await screen.findByText(/No se pudieron cargar los servicios.*más tarde/)).toBeInTheDocument();
    expect(onCerrar).toHaveBeenCalled();
  });
});

describe('Crear Cliente, paso 2', () => {
  async function llegarAlPasoDos(rutas?: Rutas) {
    const vista = abrir(rutas);
    await completarPasoUno(vista.usuario);
    await screen.findByRole('group', { name: 'Desarrollo (2)' });
    return vista;
  }

  it('asigna los servicios elegidos', async () => {
    const { usuario, onCerrar, pedidos } = await llegarAlPasoDos();
    await usuario.click(screen.getByRole('checkbox', { name: 'Frontend' }));
    await usuario.click(screen.getByRole('checkbox', { name: 'Redes' }));
    await usuario.click(screen.getByRole('button', { name: 'Agregar Servicios' }));
    expect(await screen.findByText('Servicios asignados correctamente al cliente')).toBeInTheDocument();
    expect(cuerposA(pedidos, AGREGAR)).toEqual([{ serviciosIds: [12, 21] }]);
    expect(onCerrar).toHaveBeenCalled();
  });

  it('sin servicios elegidos pide confirmación; Cancelar sigue en el paso y Continuar termina', async () => {
    const { usuario, onCerrar, pedidos } = await llegarAlPasoDos();
    await usuario.click(screen.getByRole('button', { name: 'Agregar Servicios' }));
    // antd's test build gives every dialog the same aria-labelledby id, so find the confirm by its text.
    expect(await screen.findByText('¿Desea continuar sin asignar servicios?')).toBeInTheDocument();
    expect(screen.getAllByText('Sin servicios').length).toBeGreaterThan(0);
    await usuario.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('¿Desea continuar sin asignar servicios?')).not.toBeInTheDocument());
    expect(onCerrar).not.toHaveBeenCalled();

    await usuario.click(screen.getByRole('button', { name: 'Agregar Servicios' }));
    await usuario.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Cliente creado correctamente')).toBeInTheDocument();
    expect(onCerrar).toHaveBeenCalled();
    expect(pedidosA(pedidos, AGREGAR)).toEqual([]);
  });

  it('muestra el error de asignación y permanece en el paso', async () => {
    const { usuario, onCerrar } = await llegarAlPasoDos({ [AGREGAR]: [503] });
    await usuario.click(screen.getByRole('checkbox', { name: 'Backend' }));
    await usuario.click(screen.getByRole('button', { name: 'Agregar Servicios' }));
    expect(await screen.findByText('Error al asignar servicios al cliente')).toBeInTheDocument();
    expect(onCerrar).not.toHaveBeenCalled();
  });

  it('Volver regresa al paso 1 con los datos, y guardar de nuevo actualiza el mismo cliente', async () => {
    const { usuario, pedidos } = await llegarAlPasoDos();
    await usuario.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Nuevo SA');
    await usuario.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('group', { name: 'Desarrollo (2)' });
    expect(pedidosA(pedidos, CREAR)).toHaveLength(1);
    expect(cuerposA(pedidos, `PUT /clientes/cliente/${creado.id}`)).toEqual([expect.objectContaining({ nombre: 'Nuevo SA', areaIds: [1], servicioIds: [] })]);
  });
});
