import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claves, clienteConsultas, useAuthStore, type Hora } from '@horas/shared';
import {
  clientesDePrueba as clientes, elegirOpcion, enOrden, miCierreFalso, nuevoUsuario, pedidosA, renderizar, saldoFalso, servidorFalso, sesionDePrueba as sesion,
  tareasDefaultDePrueba as tareasDefault, unaHora, type OpcionesSaldo, type Rutas,
} from '@horas/shared/testing';
import Screen, { PaginaHoras, SIN_DONDE_CARGAR } from './Screen';

const pagina = (horasHabilitadas = false) => (
  <PaginaHoras sesion={sesion} horasHabilitadas={horasHabilitadas} clientes={clientes} tareasDefault={tareasDefault} />
);
const tarjeta = (nombre: string) => screen.getByRole('region', { name: nombre });
const botones = (nombre: string) => within(tarjeta(nombre)).getAllByRole('button');

beforeEach(() => {
  // Only Date is faked: promises and antd's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
});
afterEach(() => vi.useRealTimers());

const SEMANA = 'GET /horas/horasusuario/:id';
const CARGAR = 'POST /horas/cargarhoras';
const ELIMINAR = 'DELETE /horas/eliminarhoras/:id';
const semana = (horas: Hora[]): [number, unknown] => [200, { horasUsuario: horas }];
/** Each week asked: whose, and its range. */
const semanasPedidas = (pedidos: ReturnType<typeof servidorFalso>) => pedidosA(pedidos, SEMANA).map((p) => ({ url: p.url, ...p.params }));
/** 2 h of 'Capacitación' on Thursday 19/11/2026, as the API answers their save. */
const CAPACITACION = unaHora({ fechaCarga: '19/11/2026', clienteId: null, cliente: null, tarea: { nombre: 'Capacitación' }, horas: 2 });

/**
 * The user's API: the week's entries (none unless told), the saldo as the API computes it (8 h Monday
 * to Friday unless told otherwise), their months open, a save answered with 'Capacitación'; `rutas` change it.
 */
const api = ({ horas = [], saldo = {}, rutas = {} }: { horas?: Hora[]; saldo?: OpcionesSaldo; rutas?: Rutas } = {}) =>
  servidorFalso({
    [SEMANA]: semana(horas),
    'GET /horas/saldo': saldoFalso(saldo),
    'GET /horas/cierres/me': miCierreFalso(),
    [CARGAR]: [201, CAPACITACION],
    [ELIMINAR]: [200],
    'GET /horas/cronometro': [200, { cronometro: null }],
    'GET /ausencias': [200, { ausencias: [] }],
    ...rutas,
  });

describe('weekly view', { timeout: 180_000 }, () => {
  it("loads only the current week's own entries and shows the week's total", async () => {
    const pedidos = api({
      horas: [
        unaHora({ horas: 2, fechaCarga: '16/11/2026' }),
        unaHora({ horas: 1.5, fechaCarga: '22/11/2026', descripcion: 'Domingo' }),
        unaHora({ horas: 8, fechaCarga: '17/11/2026', usuarioId: 99, descripcion: 'De otra persona' }),
      ],
    });
    renderizar(pagina());

    expect(await screen.findByText('Total de la semana: 3.50 hs')).toBeInTheDocument();
    expect(semanasPedidas(pedidos)).toEqual([{ url: '/horas/horasusuario/7', fechaDesde: '2026-11-16', fechaHasta: '2026-11-22' }]);
    expect(screen.getByText('16/11/2026 - 22/11/2026')).toBeInTheDocument();
    // The day's total and the entry's hours.
    expect(within(tarjeta('Domingo 22/11/2026')).getAllByText('1.50 hs')).toHaveLength(2);
    expect(screen.queryByText('De otra persona')).not.toBeInTheDocument();
    expect(within(tarjeta('Martes 17/11/2026')).getByText('No hay horas cargadas')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('horas-7')!)).toHaveProperty(['16/11/2026', 0, 'horas'], 2);
  });

  it('remembers the chosen week in semanaActual and restores it', async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    const { unmount } = renderizar(pagina());
    await usuario.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(localStorage.getItem('semanaActual')).toBe('2026-11-09');
    await waitFor(() => expect(semanasPedidas(pedidos).at(-1)).toEqual({ url: '/horas/horasusuario/7', fechaDesde: '2026-11-09', fechaHasta: '2026-11-15' }));
    unmount();

    renderizar(pagina());
    expect(screen.getByText('09/11/2026 - 15/11/2026')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Semana actual' }));
    expect(screen.getByText('16/11/2026 - 22/11/2026')).toBeInTheDocument();
  });

  it('shows cached hours at once and a message if the week cannot be loaded', async () => {
    localStorage.setItem('horas-7', JSON.stringify({ '18/11/2026': [unaHora({ fechaCarga: '18/11/2026', descripcion: 'Guardada' })] }));
    api({ rutas: { [SEMANA]: [503] } });
    renderizar(pagina());
    expect(screen.getByText('Guardada')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar las horas de la semana.')).toBeInTheDocument();
  });

  it("'Reintentar' fetches the week again once the API answers, and the message goes", async () => {
    const pedidos = api({ rutas: { [SEMANA]: enOrden([503], semana([unaHora({ fechaCarga: '18/11/2026', descripcion: 'De vuelta' })])) } });
    const usuario = nuevoUsuario();
    renderizar(pagina());
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('No se pudieron cargar las horas de la semana.');

    await usuario.click(within(aviso).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('De vuelta')).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las horas de la semana.')).not.toBeInTheDocument();
    expect(semanasPedidas(pedidos)).toEqual(Array(2).fill({ url: '/horas/horasusuario/7', fechaDesde: '2026-11-16', fechaHasta: '2026-11-22' }));
  });

  it('recovers by itself when the browser is back online, without a click', async () => {
    const pedidos = api({ rutas: { [SEMANA]: enOrden([503], semana([unaHora({ fechaCarga: '18/11/2026', descripcion: 'De vuelta' })])) } });
    renderizar(pagina());
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las horas de la semana.');

    // As a browser does: offline first, then online again.
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('De vuelta')).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las horas de la semana.')).not.toBeInTheDocument();
    expect(pedidosA(pedidos, SEMANA)).toHaveLength(2);
  });

  it('adds an entry to its day without reloading the week', async () => {
    const pedidos = api();
    const usuario = nuevoUsuario();
    renderizar(pagina());
    await waitFor(() => expect(pedidosA(pedidos, SEMANA)).toHaveLength(1));
    await guardarCapacitacion(usuario);

    await waitFor(() => expect(within(tarjeta('Jueves 19/11/2026')).getByText('Capacitación')).toBeInTheDocument());
    expect(screen.getByText('Total de la semana: 2.00 hs')).toBeInTheDocument();
    expect(pedidosA(pedidos, SEMANA)).toHaveLength(1);
  });

  it('asks before deleting: Cancelar keeps the entry, Si, eliminar removes it', async () => {
    const pedidos = api({ horas: [unaHora({ id: 31, fechaCarga: '18/11/2026', descripcion: 'Borrable' })] });
    const usuario = nuevoUsuario();
    renderizar(pagina());
    await screen.findByText('Borrable');

    await usuario.click(screen.getByRole('button', { name: 'Eliminar' }));
    await usuario.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pedidosA(pedidos, ELIMINAR)).toEqual([]);
    expect(screen.getByText('Borrable')).toBeInTheDocument();

    await usuario.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmacion = await screen.findByRole('dialog', { name: '¿Desea eliminar este registro?' });
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Si, eliminar' }));
    await waitFor(() => expect(screen.queryByText('Borrable')).not.toBeInTheDocument());
    expect(pedidosA(pedidos, ELIMINAR).map((p) => p.url)).toEqual(['/horas/eliminarhoras/31']);
  });
});

describe("the week's target and its marks", { timeout: 180_000 }, () => {
  it("shows the target beside the total, and what is missing follows each saved entry: 'Completa' once it is reached", async () => {
    const pedidos = api({
      horas: ['16/11/2026', '17/11/2026', '18/11/2026'].map((fechaCarga) => unaHora({ horas: 8, fechaCarga })).concat(unaHora({ horas: 6, fechaCarga: '19/11/2026' })),
    });
    const usuario = nuevoUsuario();
    renderizar(pagina());

    expect(await screen.findByText('Objetivo: 40.00 hs · Faltan 10.00 hs')).toBeInTheDocument();
    expect(screen.getByText('Total de la semana: 30.00 hs')).toBeInTheDocument();
    expect(pedidos.find((p) => p.url === '/horas/saldo')?.params).toEqual({ usuarioId: 7, fechaDesde: '2026-11-16', fechaHasta: '2026-11-22' });

    await guardarCapacitacion(usuario);
    expect(await screen.findByText('Objetivo: 40.00 hs · Faltan 8.00 hs')).toBeInTheDocument();
    expect(screen.getByText('Total de la semana: 32.00 hs')).toBeInTheDocument();
  });

  it("says 'Completa' when the week's hours reach its target exactly", async () => {
    api({ horas: [unaHora({ horas: 10, fechaCarga: '16/11/2026' }), unaHora({ horas: 10, fechaCarga: '17/11/2026' })], saldo: { jornada: [10, 10, 0, 0, 0, 0, 0] } });
    renderizar(pagina());
    expect(await screen.findByText('Objetivo: 20.00 hs · Completa')).toBeInTheDocument();
  });

  it("says by how much the week went over its target: 'Completa · +20.00 hs'", async () => {
    api({ horas: [unaHora({ horas: 20, fechaCarga: '16/11/2026' }), unaHora({ horas: 20, fechaCarga: '17/11/2026' })], saldo: { jornada: [10, 10, 0, 0, 0, 0, 0] } });
    renderizar(pagina());
    expect(await screen.findByText('Objetivo: 20.00 hs · Completa · +20.00 hs')).toBeInTheDocument();
  });

  it("without the saldo (the API failed), shows no target and no 'Sin horas' rather than guess", async () => {
    api({ horas: [unaHora({ horas: 10, fechaCarga: '18/11/2026' })], rutas: { 'GET /horas/saldo': [500, { mensaje: 'Error interno' }] } });
    renderizar(pagina());
    expect(await screen.findByText('Total de la semana: 10.00 hs')).toBeInTheDocument();
    await waitFor(() => expect(clienteConsultas.getQueryState(claves.saldo(7, '2026-11-16', '2026-11-22'))?.status).toBe('error'));
    expect(screen.queryByText(/^Objetivo/)).not.toBeInTheDocument();
    expect(screen.queryByText('Sin horas')).not.toBeInTheDocument();
  });

  it("marks the past days short of their jornada 'Sin horas', names a holiday instead, and never marks a day with target 0", async () => {
    // The week before: Monday a holiday, Tuesday off in this jornada, Thursday with hours.
    localStorage.setItem('semanaActual', '2026-11-09');
    api({ horas: [unaHora({ horas: 3, fechaCarga: '12/11/2026' })], saldo: { jornada: [8, 0, 8, 8, 8, 4, 0], feriados: { '2026-11-09': 'Día de la Soberanía' } } });
    renderizar(pagina());

    expect(await within(tarjeta('Miércoles 11/11/2026')).findByText('Sin horas')).toBeInTheDocument();
    expect(within(tarjeta('Lunes 09/11/2026')).getByText('Día de la Soberanía')).toBeInTheDocument();
    expect(within(tarjeta('Lunes 09/11/2026')).queryByText('Sin horas')).not.toBeInTheDocument();
    expect(within(tarjeta('Martes 10/11/2026')).queryByText('Sin horas')).not.toBeInTheDocument();
    expect(within(tarjeta('Jueves 12/11/2026')).queryByText('Sin horas')).not.toBeInTheDocument();
    // Saturday has 4 h of target in this jornada; Sunday none.
    expect(within(tarjeta('Sábado 14/11/2026')).getByText('Sin horas')).toBeInTheDocument();
    expect(within(tarjeta('Domingo 15/11/2026')).queryByText('Sin horas')).not.toBeInTheDocument();
    expect(screen.getByText('Objetivo: 28.00 hs · Faltan 25.00 hs')).toBeInTheDocument();
  });
});

describe('editing window (spec §6) on the cards', { timeout: 180_000 }, () => {
  it('splits a week at the month edge across the year change, and the flag enables all at once', async () => {
    vi.setSystemTime(new Date(2026, 0, 5, 10));
    // Monday 27/10/2025 to Sunday 02/11/2025: October is three months back, November two.
    localStorage.setItem('semanaActual', '2025-10-27');
    api();
    const { rerender } = renderizar(pagina());

    for (const boton of botones('Viernes 31/10/2025')) expect(boton).toBeDisabled();
    for (const boton of botones('Sábado 01/11/2025')) expect(boton).toBeEnabled();

    rerender(pagina(true));
    await waitFor(() => expect(within(tarjeta('Viernes 31/10/2025')).getByRole('button', { name: 'Agregar hora' })).toBeEnabled());
  });

  it('closes December when today is in March of the next year', () => {
    vi.setSystemTime(new Date(2026, 2, 2, 10));
    localStorage.setItem('semanaActual', '2025-12-29');
    api();
    renderizar(pagina());
    expect(within(tarjeta('Miércoles 31/12/2025')).getByRole('button', { name: 'Agregar hora' })).toBeDisabled();
    expect(within(tarjeta('Jueves 01/01/2026')).getByRole('button', { name: 'Agregar hora' })).toBeEnabled();
  });
});

/** As a save in the form does it: 2 h of 'Capacitación' (no client) on Thursday 19/11/2026. */
async function guardarCapacitacion(usuario: ReturnType<typeof nuevoUsuario>) {
  await usuario.click(within(tarjeta('Jueves 19/11/2026')).getByRole('button', { name: 'Agregar hora' }));
  const dialogo = screen.getByRole('dialog', { name: 'Agregar hora - 19/11/2026' });
  await elegirOpcion(usuario, 'Tarea', 'Capacitación');
  await usuario.type(within(dialogo).getByLabelText('Horas'), '2');
  await usuario.click(within(dialogo).getByLabelText('Descripción'));
  await usuario.paste('Curso');
  await usuario.keyboard('{Enter}');
}

describe('the shared query cache', { timeout: 180_000 }, () => {
  it("a saved hour makes a Mis Horas search on screen ask again, and leaves its week's answer as is", async () => {
    const pedidos = api();
    // A search Mis Horas (another remote, same page cache) shows under its shared key.
    const buscarMisHoras = vi.fn().mockResolvedValue([]);
    const misHoras = new QueryObserver(clienteConsultas, { queryKey: claves.misHoras('fecha', { fechaDesde: '2026-11-01' }), queryFn: buscarMisHoras });
    const dejarDeMirar = misHoras.subscribe(() => undefined);
    await waitFor(() => expect(buscarMisHoras).toHaveBeenCalledTimes(1));

    const usuario = nuevoUsuario();
    renderizar(pagina());
    await waitFor(() => expect(pedidosA(pedidos, SEMANA)).toHaveLength(1));
    await guardarCapacitacion(usuario);

    await waitFor(() => expect(buscarMisHoras).toHaveBeenCalledTimes(2));
    expect(within(tarjeta('Jueves 19/11/2026')).getByText('Capacitación')).toBeInTheDocument();
    expect(pedidosA(pedidos, SEMANA)).toHaveLength(1);
    dejarDeMirar();
  });

  it("the admin's hours switch in this tab opens the days of an open week at once, and closing it locks them again", async () => {
    // The session's lists come from the shared queries, through the real client.
    const pedidos = api({
      rutas: {
        'GET /horas/horashabilitadas': [200, { habilitada: false }],
        'GET /clientes/cliente/usuario': [200, clientes],
        'GET /tareas/especificas': [200, tareasDefault],
      },
    });
    useAuthStore.setState({ id: sesion.id, perfil: sesion.perfil });
    // A week of August 2026: outside the window (September to November) on 18/11/2026.
    localStorage.setItem('semanaActual', '2026-08-10');
    renderizar(<Screen />);
    expect(await screen.findByText('10/08/2026 - 16/08/2026')).toBeInTheDocument();
    const agregarMartes = () => within(tarjeta('Martes 11/08/2026')).getByRole('button', { name: 'Agregar hora' });
    await waitFor(() => expect(pedidos.map((p) => p.url)).toContain('/horas/horashabilitadas'));
    await waitFor(() => expect(clienteConsultas.getQueryState(claves.horasHabilitadas)?.fetchStatus).toBe('idle'));
    expect(agregarMartes()).toBeDisabled();

    // What the admin's 'Habilitar horas' does once the server accepts it (mf-clientes-admin).
    act(() => clienteConsultas.setQueryData(claves.horasHabilitadas, true));
    await waitFor(() => expect(agregarMartes()).toBeEnabled());

    act(() => clienteConsultas.setQueryData(claves.horasHabilitadas, false));
    await waitFor(() => expect(agregarMartes()).toBeDisabled());
  });

  it.each([
    ['with no client and no default task, says why no hour can be logged yet', [], [], true],
    ['with a default task, says nothing', [], tareasDefault, false],
  ])('%s', async (_, misClientes, misTareas, avisa) => {
    const pedidos = api({
      rutas: {
        'GET /horas/horashabilitadas': [200, { habilitada: false }],
        'GET /clientes/cliente/usuario': [200, misClientes],
        'GET /tareas/especificas': [200, misTareas],
      },
    });
    useAuthStore.setState({ id: sesion.id, perfil: sesion.perfil });
    renderizar(<Screen />);
    await waitFor(() => expect(pedidos.map((p) => p.url)).toEqual(expect.arrayContaining(['/clientes/cliente/usuario', '/tareas/especificas'])));
    if (avisa) expect(await screen.findByText(SIN_DONDE_CARGAR)).toBeInTheDocument();
    else {
      await waitFor(() => expect(clienteConsultas.getQueryState(claves.tareasDefault)?.dataUpdatedAt).toBeGreaterThan(0));
      expect(screen.queryByText(SIN_DONDE_CARGAR)).not.toBeInTheDocument();
    }
  });
});
