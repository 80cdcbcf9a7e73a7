import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cronometro } from '@horas/shared';
import {
  clientesDePrueba as clientes, cuerposA, elegirOpcion, enOrden, pedidosA, renderizar, servidorFalso, sesionDePrueba as sesion,
  tareasDefaultDePrueba as tareasDefault, unaHora, type Rutas,
} from '@horas/shared/testing';
import { ControlCronometro } from './ControlCronometro';

const LEER = 'GET /horas/cronometro';
const INICIAR = 'POST /horas/cronometro';
const CAMBIAR = 'PUT /horas/cronometro';
const DETENER = 'POST /horas/cronometro/detener';
const DESCARTAR = 'DELETE /horas/cronometro';

/** Now is Wednesday 18/11/2026 10:00 (only Date is faked: antd's timers and the ticking keep running). */
const AHORA = new Date(2026, 10, 18, 10);
const haceSegundos = (segundos: number) => new Date(AHORA.getTime() - segundos * 1000).toISOString();
const unCronometro = (cambios: Partial<Cronometro> = {}): Cronometro => ({
  inicio: haceSegundos(725),
  clienteId: null,
  servicioId: null,
  tareaId: null,
  descripcion: null,
  ...cambios,
});
/** Acme's 'Desarrollo', whose task is 'Programación', for an informe. */
const DESARROLLO = unCronometro({ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Informe' });

const api = (cronometro: Cronometro | null, rutas: Rutas = {}) =>
  servidorFalso({
    [LEER]: [200, { cronometro }],
    'GET /servicios/servicios/cliente/:id': [200, [{ id: 10, nombre: 'Desarrollo', areaId: 1, activo: true }]],
    'GET /tareas/tareas/servicio/:id': [200, [{ id: 100, nombre: 'Programación', servicioId: 10, activo: true }]],
    ...rutas,
  });

const control = () => renderizar(<ControlCronometro sesion={sesion} clientes={clientes} tareasDefault={tareasDefault} />);
const region = () => screen.getByRole('region', { name: 'Cronómetro' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AHORA);
});
afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the timer above the week', { timeout: 180_000 }, () => {
  it("starts already for a recent combination, chosen in 'Iniciar con una reciente'", async () => {
    const reciente = {
      cliente: { id: 1, nombre: 'Acme' }, servicio: { id: 10, nombre: 'Desarrollo' }, tarea: { id: 100, nombre: 'Programación' },
      descripcion: 'Informe', ultimaFecha: '16/11/2026',
    };
    const pedidos = api(null, { 'GET /horas/recientes': [200, [reciente]], [INICIAR]: [201, { cronometro: { ...DESARROLLO, inicio: AHORA.toISOString() } }] });
    const { usuario } = control();

    await elegirOpcion(usuario, await within(region()).findByLabelText('Iniciar con una reciente'), 'Acme · Desarrollo · Programación');

    expect(await within(region()).findByRole('timer')).toHaveTextContent('0:00:00');
    expect(cuerposA(pedidos, INICIAR)).toEqual([{ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Informe' }]);
  });

  it('starts with nothing chosen, then ticks and says it is for nothing yet', async () => {
    const pedidos = api(null, { [INICIAR]: [201, { cronometro: unCronometro({ inicio: AHORA.toISOString() }) }] });
    const { usuario } = control();

    await usuario.click(await within(region()).findByRole('button', { name: 'Iniciar' }));

    expect(await within(region()).findByRole('timer')).toHaveTextContent('0:00:00');
    expect(within(region()).getByText('Sin especificar para qué')).toBeInTheDocument();
    expect(cuerposA(pedidos, INICIAR)).toEqual([{}]);
    vi.setSystemTime(AHORA.getTime() + 3_723_000);
    await waitFor(() => expect(within(region()).getByRole('timer')).toHaveTextContent('1:02:03'));
    expect(within(region()).getByRole('timer')).toHaveAccessibleName('Tiempo transcurrido: 1:02:03');
  });

  it('shows a running one by the names of what it is for', async () => {
    api(DESARROLLO);
    control();

    expect(await within(region()).findByText('Acme · Desarrollo · Programación · Informe')).toBeInTheDocument();
    expect(within(region()).getByRole('timer')).toHaveTextContent('0:12:05');
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes what it is for with the hour form’s pickers, a client without its task too', async () => {
    const ACME = unCronometro({ clienteId: 1, descripcion: 'Planificación' });
    const pedidos = api(unCronometro(), { [CAMBIAR]: [200, { cronometro: ACME }] });
    const { usuario } = control();

    await usuario.click(await within(region()).findByRole('button', { name: 'Editar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar cronómetro' });
    await elegirOpcion(usuario, 'Cliente', 'Acme');
    await usuario.type(within(dialogo).getByLabelText('Descripción'), 'Planificación');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await within(region()).findByText('Acme · Planificación')).toBeInTheDocument();
    expect(cuerposA(pedidos, CAMBIAR)).toEqual([{ clienteId: 1, servicioId: null, tareaId: null, descripcion: 'Planificación' }]);
    await waitFor(() => expect(dialogo).not.toBeVisible());
  });

  it("stops it with the hour form: what it is for and its hours, 'Guardar' sends no hours unless changed", async () => {
    // Asked again after the stop: none any more.
    const leer = enOrden([200, { cronometro: DESARROLLO }], [200, { cronometro: null }]);
    const pedidos = api(null, { [LEER]: leer, [DETENER]: [201, { horas: [unaHora({ horas: 0.2 })] }] });
    const { usuario } = control();

    await usuario.click(await within(region()).findByRole('button', { name: 'Detener' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Detener cronómetro - 18/11/2026' });
    // 12 min 5 s, as the API rounds them.
    expect(within(dialogo).getByLabelText('Horas')).toHaveValue('0.20');
    expect(within(dialogo).getByLabelText('Descripción')).toHaveValue('Informe');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await within(region()).findByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(cuerposA(pedidos, DETENER)).toEqual([{ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Informe' }]);
    // Everything under `horas` is asked again (the week, and the timer itself).
    await waitFor(() => expect(pedidosA(pedidos, LEER)).toHaveLength(2));
  });

  it('sends the hours the person typed, and keeps it running with the server’s message on a refusal', async () => {
    const pedidos = api(DESARROLLO, { [DETENER]: [409, { mensaje: 'El mes de noviembre de 2026 está enviado para aprobación.' }] });
    const { usuario } = control();

    await usuario.click(await within(region()).findByRole('button', { name: 'Detener' }));
    const dialogo = await screen.findByRole('dialog', { name: /Detener cronómetro/ });
    await usuario.clear(within(dialogo).getByLabelText('Horas'));
    await usuario.type(within(dialogo).getByLabelText('Horas'), '1.5');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El mes de noviembre de 2026 está enviado para aprobación.')).toBeInTheDocument();
    expect(cuerposA(pedidos, DETENER)).toEqual([{ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Informe', horas: 1.5 }]);
    expect(dialogo).toBeVisible();
    expect(within(region()).getByRole('timer')).toBeInTheDocument();
  });

  it('says so past 12 hours, and its stop then asks for the hours worked', async () => {
    const pedidos = api(unCronometro({ inicio: haceSegundos(13 * 3600), tareaId: 900, descripcion: 'Curso' }), { [DETENER]: [201, { horas: [unaHora()] }] });
    const { usuario } = control();

    expect(await within(region()).findByText('En marcha hace más de 12 horas: indique las horas trabajadas al detenerlo.')).toBeInTheDocument();
    await usuario.click(within(region()).getByRole('button', { name: 'Detener' }));
    const dialogo = await screen.findByRole('dialog', { name: /Detener cronómetro/ });
    expect(within(dialogo).getByLabelText('Horas')).toHaveValue('');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText('Las horas trabajadas deben ser mayores a cero.')).toBeInTheDocument();
    expect(pedidosA(pedidos, DETENER)).toEqual([]);

    await usuario.type(within(dialogo).getByLabelText('Horas'), '9');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(cuerposA(pedidos, DETENER)).toEqual([{ clienteId: null, servicioId: null, tareaId: 900, descripcion: 'Curso', horas: 9 }]));
  });

  it("discards it after a confirmation, 'Cancelar' first", async () => {
    const pedidos = api(DESARROLLO, { [DESCARTAR]: [204] });
    const { usuario } = control();

    await usuario.click(await within(region()).findByRole('button', { name: 'Descartar' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Desea descartar el cronómetro?' });
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Descartar' }));

    expect(await within(region()).findByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(pedidosA(pedidos, DESCARTAR)).toHaveLength(1);
  });

  it('shows one started on another device when the tab comes to the front, or its window gets the focus', async () => {
    const pedidos = api(null, {
      [LEER]: enOrden([200, { cronometro: null }], [200, { cronometro: DESARROLLO }], [200, { cronometro: null }]),
    });
    control();
    expect(await within(region()).findByRole('button', { name: 'Iniciar' })).toBeInTheDocument();

    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    expect(await within(region()).findByRole('timer')).toHaveTextContent('0:12:05');

    // Stopped in the other window: this one shows it when it is focused again.
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await within(region()).findByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(pedidosA(pedidos, LEER)).toHaveLength(3);
  });
});
