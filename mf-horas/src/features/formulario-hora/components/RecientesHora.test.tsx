import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Hora, Reciente } from '@horas/shared';
import {
  clientesDePrueba as clientes, cuerposA, elegirOpcion, nuevoUsuario, pedidosA, renderizar, servidorFalso,
  sesionDePrueba as sesion, tareasDefaultDePrueba as tareasDefault, unaHora, type Rutas,
} from '@horas/shared/testing';
import { FormularioHoraModal } from './FormularioHoraModal';

const RECIENTES = 'GET /horas/recientes';
const CARGAR = 'POST /horas/cargarhoras';

const desarrollo: Reciente = {
  cliente: { id: 1, nombre: 'Acme' }, servicio: { id: 10, nombre: 'Desarrollo' }, tarea: { id: 100, nombre: 'Programación' },
  descripcion: 'Módulo de pagos', ultimaFecha: '16/11/2026',
};
const reunion: Reciente = { cliente: null, servicio: null, tarea: { id: 901, nombre: 'Reunión interna' }, descripcion: 'Planificación', ultimaFecha: '13/11/2026' };

const api = (rutas: Rutas = {}) =>
  servidorFalso({
    [RECIENTES]: [200, [desarrollo, reunion]],
    'GET /servicios/servicios/cliente/:id': [200, [{ id: 10, nombre: 'Desarrollo', areaId: 1, activo: true }]],
    'GET /tareas/tareas/servicio/:id': [200, [{ id: 100, nombre: 'Programación', servicioId: 10, activo: true }]],
    [CARGAR]: [201, unaHora()],
    ...rutas,
  });

function abrir(hora?: Hora) {
  renderizar(
    <FormularioHoraModal
      abierto fechaCarga="17/11/2026" hora={hora} sesion={sesion} clientes={clientes} tareasDefault={tareasDefault}
      onGuardado={vi.fn()} onCerrar={vi.fn()}
    />,
  );
  return screen.getByRole('dialog');
}

/** Hours typed, then 'Cargar horas': what the form sends says what its fields held. */
async function cargar(usuario: ReturnType<typeof nuevoUsuario>, dialogo: HTMLElement) {
  await usuario.type(within(dialogo).getByLabelText('Horas'), '2');
  await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar horas' }));
}

// antd Selects in jsdom are slow on the shared 2-core machine.
describe("the hour form's 'Recientes'", { timeout: 180_000 }, () => {
  it('lists each combination with its description; choosing one fills client, service, task and description, then focuses Horas', async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await usuario.click(await within(dialogo).findByLabelText('Recientes'));
    expect(await screen.findByText('Módulo de pagos')).toBeInTheDocument();
    expect(screen.getByText('Planificación')).toBeInTheDocument();
    await usuario.click(screen.getByTitle('Acme · Desarrollo · Programación'));

    expect(within(dialogo).getByLabelText('Descripción')).toHaveValue('Módulo de pagos');
    await waitFor(() => expect(within(dialogo).getByLabelText('Horas')).toHaveFocus());
    await waitFor(() => expect(within(dialogo).getByTitle('Programación')).toBeInTheDocument());
    expect(within(dialogo).getByTitle('Acme')).toBeInTheDocument();
    expect(within(dialogo).getByTitle('Desarrollo')).toBeInTheDocument();
    await cargar(usuario, dialogo);
    await waitFor(() => expect(cuerposA(pedidos, CARGAR)).toEqual([
      expect.objectContaining({ clienteId: 1, servicioId: 10, tareaId: 100, horasTrabajadas: 2, descripcion: 'Módulo de pagos' }),
    ]));
  });

  it("a default task clears the client and service chosen before, and reads as the task's name", async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const dialogo = abrir();
    await elegirOpcion(usuario, 'Cliente', 'Acme');
    await elegirOpcion(usuario, 'Servicio', 'Desarrollo');
    await waitFor(() => expect(within(dialogo).getByLabelText('Recientes')).toBeInTheDocument());
    await elegirOpcion(usuario, 'Recientes', 'Reunión interna');
    await cargar(usuario, dialogo);
    await waitFor(() => expect(cuerposA(pedidos, CARGAR)).toEqual([
      expect.objectContaining({ clienteId: null, servicioId: null, tareaId: 901, descripcion: 'Planificación' }),
    ]));
  });

  it('is not shown without recent combinations', async () => {
    const pedidos = api({ [RECIENTES]: [200, []] });
    const dialogo = abrir();
    await waitFor(() => expect(pedidosA(pedidos, RECIENTES)).toHaveLength(1));
    expect(within(dialogo).getByLabelText('Cliente')).toBeInTheDocument();
    expect(within(dialogo).queryByLabelText('Recientes')).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, when editing an entry', async () => {
    const pedidos = api();
    const hora = unaHora();
    const dialogo = abrir(hora);
    expect(await within(dialogo).findByLabelText('Descripción')).toHaveValue(hora.descripcion);
    expect(within(dialogo).queryByLabelText('Recientes')).not.toBeInTheDocument();
    expect(pedidosA(pedidos, RECIENTES)).toEqual([]);
  });
});
