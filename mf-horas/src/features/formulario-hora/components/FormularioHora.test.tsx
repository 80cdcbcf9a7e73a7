import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cliente, Hora } from '@horas/shared';
import {
  clientesDePrueba as clientes, cuerposA, elegirOpcion, enOrden, nuevoUsuario, pedidosA, renderizar, retenida, servidorFalso,
  sesionDePrueba as sesion, tareasDefaultDePrueba as tareasDefault, unaHora, type Rutas,
} from '@horas/shared/testing';
import { FormularioHoraModal } from './FormularioHoraModal';

const SERVICIOS = 'GET /servicios/servicios/cliente/:id';
const TAREAS = 'GET /tareas/tareas/servicio/:id';
const CARGAR = 'POST /horas/cargarhoras';

/** The catalogue's answers: client 1 (or any) has 'Desarrollo', whose task is 'Programación'; saving answers an entry. */
const api = (rutas: Rutas = {}) =>
  servidorFalso({
    [SERVICIOS]: [200, [{ id: 10, nombre: 'Desarrollo', areaId: 1, activo: true }]],
    [TAREAS]: [200, [{ id: 100, nombre: 'Programación', servicioId: 10, activo: true }]],
    [CARGAR]: [201, unaHora()],
    ...rutas,
  });

const urls = (pedidos: { url?: string }[]) => pedidos.map((p) => p.url);

const onGuardado = vi.fn();
const onCerrar = vi.fn();

function abrir(hora?: Hora, clientesDelUsuario: Cliente[] = clientes) {
  renderizar(
    <FormularioHoraModal
      abierto
      fechaCarga="17/11/2026"
      hora={hora}
      sesion={sesion}
      clientes={clientesDelUsuario}
      tareasDefault={tareasDefault}
      onGuardado={onGuardado}
      onCerrar={onCerrar}
    />,
  );
  return screen.getByRole('dialog');
}

/** A new entry on the default task 'Reunión interna' with these hours as typed, then 'Cargar horas'. */
async function cargarConTareaPorDefecto(horas: string) {
  const pedidos = api();
  const usuario = nuevoUsuario();
  const dialogo = abrir();
  await elegirOpcion(usuario, 'Tarea', 'Reunión interna');
  await usuario.type(within(dialogo).getByLabelText('Horas'), horas);
  await usuario.click(within(dialogo).getByLabelText('Descripción'));
  await usuario.paste('Planificación');
  await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
  return { dialogo, pedidos };
}

beforeEach(() => vi.clearAllMocks());

// antd Selects in jsdom are slow on the shared 2-core machine.
describe('hour form', { timeout: 180_000 }, () => {
  it('shows the §5 messages for empty hours and for no client nor task', async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
    expect(await within(dialogo).findByText('Las horas trabajadas deben ser mayores a cero.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Debe seleccionar un cliente o una tarea por defecto.')).toBeInTheDocument();
    expect(pedidosA(pedidos, CARGAR)).toEqual([]);
  });

  it("shows the rule book's 24 h cap before the server does", async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await usuario.type(within(dialogo).getByLabelText('Horas'), '25');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
    expect(await within(dialogo).findByText('Las horas trabajadas no pueden superar 24 por registro.')).toBeInTheDocument();
    expect(pedidosA(pedidos, CARGAR)).toEqual([]);
  });

  it("opens with the focus on 'Cliente', also when the dialog opens without motion", async () => {
    api();
    const dialogo = abrir();
    await waitFor(() => expect(within(dialogo).getByLabelText('Cliente')).toHaveFocus());
  });

  it("refuses a description of invisible characters or with control characters, in the rule book's words", async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await usuario.click(within(dialogo).getByLabelText('Descripción'));
    await usuario.paste('\u200b\u200f');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
    expect(await within(dialogo).findByText('La descripción es obligatoria.')).toBeInTheDocument();
    await usuario.clear(within(dialogo).getByLabelText('Descripción'));
    await usuario.paste('Aviso\u0007');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
    expect(await within(dialogo).findByText('La descripción no puede contener caracteres de control.')).toBeInTheDocument();
    expect(pedidosA(pedidos, CARGAR)).toEqual([]);
  });

  it('rejects zero hours and asks for a task once a client is chosen (Enter submits)', async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await elegirOpcion(usuario, 'Cliente', 'Acme');
    await usuario.type(within(dialogo).getByLabelText('Horas'), '0');
    await usuario.click(within(dialogo).getByLabelText('Descripción'));
    await usuario.paste('Algo');
    await usuario.keyboard('{Enter}');
    expect(await within(dialogo).findByText('Debe seleccionar una tarea.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Las horas trabajadas deben ser mayores a cero.')).toBeInTheDocument();
    expect(pedidosA(pedidos, CARGAR)).toEqual([]);
  });

  it("loads the client's services, then the service's tasks, and submits the spec payload", async () => {
    const guardado = retenida();
    const pedidos = api({ [CARGAR]: guardado.ruta });
    const usuario = nuevoUsuario();
    const dialogo = abrir();

    await elegirOpcion(usuario, 'Cliente', 'Acme');
    await elegirOpcion(usuario, 'Servicio', 'Desarrollo');
    expect(urls(pedidosA(pedidos, SERVICIOS))).toEqual(['/servicios/servicios/cliente/1']);
    await elegirOpcion(usuario, 'Tarea', 'Programación');
    expect(urls(pedidosA(pedidos, TAREAS))).toEqual(['/tareas/tareas/servicio/10']);
    // Each chosen picker's clear button is named in Spanish, for screen readers too.
    expect(within(dialogo).getAllByRole('button', { name: 'Limpiar' })).toHaveLength(3);
    await usuario.type(within(dialogo).getByLabelText('Horas'), '1.5');
    await usuario.click(within(dialogo).getByLabelText('Descripción'));
    await usuario.paste(' Sprint 12 ');
    await usuario.keyboard('{Enter}');

    await waitFor(() =>
      expect(cuerposA(pedidos, CARGAR)).toEqual([{
        clienteId: 1, servicioId: 10, tareaId: 100, horasTrabajadas: 1.5, descripcion: 'Sprint 12',
        usuarioId: 7, senorityhora: 'Senior', fechaCarga: '17/11/2026', cardId: '17/11/2026',
      }]),
    );
    // While saving the button cannot be pressed again.
    expect(within(dialogo).getByRole('button', { name: /Cargar horas/ })).toBeDisabled();
    const guardada = unaHora();
    guardado.responder([201, guardada]);
    await waitFor(() => expect(onGuardado).toHaveBeenCalledWith(guardada));
  });

  it("finds clients and tasks whatever their accents and case: 'clinica' finds 'Clínica…'", async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir(undefined, [...clientes, { ...clientes[0], id: 3, nombre: 'Clínica Santa Lucía' }]);
    await elegirOpcion(usuario, 'Cliente', 'Clínica Santa Lucía', 'clinica');
    await elegirOpcion(usuario, 'Servicio', 'Desarrollo', 'DESARROLLO');
    await elegirOpcion(usuario, 'Tarea', 'Programación', 'programacion');
    await usuario.type(within(dialogo).getByLabelText('Horas'), '1');
    await usuario.click(within(dialogo).getByLabelText('Descripción'));
    await usuario.paste('Visita');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
    await waitFor(() => expect(cuerposA(pedidos, CARGAR)).toEqual([expect.objectContaining({ clienteId: 3, servicioId: 10, tareaId: 100 })]));
  });

  it('offers the default tasks when no service is chosen and saves without a client', async () => {
    const { dialogo, pedidos } = await cargarConTareaPorDefecto('2');
    await waitFor(() =>
      expect(cuerposA(pedidos, CARGAR)).toEqual([expect.objectContaining({ clienteId: null, servicioId: null, tareaId: 901 })]),
    );
    expect(pedidosA(pedidos, TAREAS)).toEqual([]);
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    expect(within(dialogo).getByRole('button', { name: 'Cargar horas' })).toBeEnabled();
  });

  it('takes a decimal comma: "1,5" saves one and a half hours', async () => {
    const { dialogo, pedidos } = await cargarConTareaPorDefecto('1,5');
    expect(within(dialogo).getByLabelText('Horas')).toHaveValue('1.50');
    await waitFor(() => expect(cuerposA(pedidos, CARGAR)).toEqual([expect.objectContaining({ horasTrabajadas: 1.5 })]));
  });

  it("shows 'Cargando servicios...' while they load and an error option when the answer is not a list", async () => {
    const servicios = retenida();
    api({ [SERVICIOS]: servicios.ruta });
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await elegirOpcion(usuario, 'Cliente', 'Globex');
    expect(await within(dialogo).findByText('Cargando servicios...')).toBeInTheDocument();
    servicios.responder([200, { no: 'es una lista' }]);
    await waitFor(() => expect(within(dialogo).getByText('Seleccione un servicio')).toBeInTheDocument());
    await usuario.click(within(dialogo).getByLabelText('Servicio'));
    expect(await screen.findByTitle('Error al cargar los servicios')).toBeInTheDocument();
  });

  it('a service list that failed (API down) loads again when opened, keeping what was typed', async () => {
    const pedidos = api({ [SERVICIOS]: enOrden([503], [200, [{ id: 10, nombre: 'Desarrollo', areaId: 1, activo: true }]]) });
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await usuario.type(within(dialogo).getByLabelText('Horas'), '1.5');
    await usuario.click(within(dialogo).getByLabelText('Descripción'));
    await usuario.paste('Escrito sin conexión');
    await elegirOpcion(usuario, 'Cliente', 'Acme');
    await waitFor(() => expect(within(dialogo).getByText('Seleccione un servicio')).toBeInTheDocument());

    await elegirOpcion(usuario, 'Servicio', 'Desarrollo');
    expect(pedidosA(pedidos, SERVICIOS)).toHaveLength(2);
    await elegirOpcion(usuario, 'Tarea', 'Programación');
    expect(within(dialogo).getByLabelText('Descripción')).toHaveValue('Escrito sin conexión');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
    await waitFor(() =>
      expect(cuerposA(pedidos, CARGAR)).toEqual([
        expect.objectContaining({ clienteId: 1, servicioId: 10, tareaId: 100, horasTrabajadas: 1.5, descripcion: 'Escrito sin conexión' }),
      ]),
    );
  });

  it("edits with the entry's values, busy while saving, and shows the server's mensaje when it fails", async () => {
    const actualizacion = retenida();
    const pedidos = api({ 'PUT /horas/actualizarhoras/:id': actualizacion.ruta });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const usuario = nuevoUsuario();
    // A client no longer among the user's (e.g. made inactive) still shows by name.
    const dialogo = abrir(unaHora({ id: 55, horas: 3, descripcion: 'Revisión', clienteId: 5, cliente: { id: 5, nombre: 'Editorial Sur' } }));
    expect(within(dialogo).getByTitle('Editorial Sur')).toBeInTheDocument();
    expect(within(dialogo).getByLabelText('Horas')).toHaveValue('3.00');
    expect(within(dialogo).getByLabelText('Descripción')).toHaveValue('Revisión');
    await waitFor(() => expect(urls(pedidosA(pedidos, TAREAS))).toEqual(['/tareas/tareas/servicio/10']));
    expect(urls(pedidosA(pedidos, SERVICIOS))).toEqual(['/servicios/servicios/cliente/5']);

    const actualizar = within(dialogo).getByRole('button', { name: 'Actualizar horas' });
    await usuario.click(actualizar);
    await waitFor(() =>
      expect(cuerposA(pedidos, 'PUT /horas/actualizarhoras/55')).toEqual([expect.objectContaining({ horasTrabajadas: 3, tareaId: 100, clienteId: 5 })]),
    );
    await waitFor(() => expect(actualizar).toHaveAttribute('aria-busy', 'true'));
    expect(actualizar).toBeDisabled();
    actualizacion.responder([403, { mensaje: 'No puede modificar horas de ese mes' }]);
    expect(await screen.findByText('No puede modificar horas de ese mes')).toBeInTheDocument();
    expect(onGuardado).not.toHaveBeenCalled();
    // Ready for another try, named exactly as before.
    await waitFor(() => expect(actualizar).toBeEnabled());
    expect(within(dialogo).getByRole('button', { name: 'Actualizar horas' })).toBe(actualizar);
    expect(actualizar).toHaveAttribute('aria-busy', 'false');
  });

  it("closes with Escape and with the 'Cerrar' button", async () => {
    api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await usuario.keyboard('{Escape}');
    expect(onCerrar).toHaveBeenCalledTimes(2);
  });
});
