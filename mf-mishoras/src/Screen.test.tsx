import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Screen from './Screen';
import {
  escribirFecha, nuevoUsuario, pedidosA as pedidosDe, renderizar, renderizarConAnimaciones, servidorFalso, unaHora, unaRespuesta, unCliente, type Respuesta, type Rutas,
} from '@horas/shared/testing';

const CLIENTES = 'GET /clientes/cliente/usuario';
const POR_FECHA = 'GET /horas/mis-horas/por-fecha';
const conClientes: Rutas = { [CLIENTES]: [200, [unCliente({ id: 1, nombre: 'Acme' })]] };

const region = (nombre: string) => screen.getByRole('region', { name: nombre });

// The screen wires filters, API calls and results together; each piece has its own tests, and
// e2e/tests/mishoras.spec.ts runs every flow against the real API.
describe('Mis Horas Registradas', () => {
  it('opens with the three filters, loads the user\'s clients and invites to pick a filter', async () => {
    const pedidos = servidorFalso(conClientes);
    renderizar(<Screen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Mis Horas Registradas');
    for (const filtro of ['Filtrar por cliente', 'Filtrar por semana todos los clientes', 'Filtrar por fecha específica todos los clientes']) {
      expect(region(filtro)).toBeInTheDocument();
    }
    expect(screen.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeInTheDocument();
    await waitFor(() => expect(pedidosDe(pedidos, CLIENTES)).toHaveLength(1));
  });

  it("shows the fallback error where the page scrolls to, then 'Limpiar Filtro' returns to the initial view", async () => {
    const user = userEvent.setup({ delay: null });
    const pedidos = servidorFalso({ ...conClientes, [POR_FECHA]: [503] });
    renderizar(<Screen />);
    const filtro = region('Filtrar por fecha específica todos los clientes');
    const fecha = within(filtro).getByLabelText('Fecha');

    await escribirFecha(user, fecha, '02/03/2026');
    const desplazar = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(within(filtro).getByRole('button', { name: 'Buscar por Fecha' }));
    const error = await screen.findByText('Error: Error al cargar las horas de la fecha');
    expect(pedidosDe(pedidos, POR_FECHA).map((p) => p.params)).toEqual([{ fecha: '2026-03-02' }]);
    // The page scrolls to the message, which sits below the filters.
    await waitFor(() => expect(desplazar).toHaveBeenCalledOnce());
    expect(desplazar.mock.contexts[0]).toContainElement(error);

    await user.click(within(region('Filtrar por semana todos los clientes')).getByRole('button', { name: 'Limpiar Filtro' }));
    expect(screen.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not move the page when the person clicked elsewhere while the search ran: that click stays where it was aimed', async () => {
    const user = userEvent.setup({ delay: null });
    let responder!: (respuesta: Respuesta) => void;
    servidorFalso({ ...conClientes, [POR_FECHA]: () => new Promise<Respuesta>((r) => (responder = r)) });
    renderizar(<Screen />);
    const filtro = region('Filtrar por fecha específica todos los clientes');
    await escribirFecha(user, within(filtro).getByLabelText('Fecha'), '02/03/2026');
    const desplazar = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(within(filtro).getByRole('button', { name: 'Buscar por Fecha' }));
    await waitFor(() => expect(responder).toBeDefined());
    // Picking a period of another filter while the answer is on its way.
    await user.click(within(region('Filtrar por cliente')).getByText('Por mes y año'));
    responder([200, unaRespuesta([unaHora({ horas: 2 })])]);
    expect(await screen.findByText('Total de Horas')).toBeInTheDocument();
    expect(within(region('Filtrar por cliente')).getByLabelText('Mes')).toBeInTheDocument();
    expect(desplazar).not.toHaveBeenCalled();

    // The next search, left alone, scrolls to its results as usual.
    await user.click(within(filtro).getByRole('button', { name: 'Buscar por Fecha' }));
    responder([200, unaRespuesta([unaHora({ horas: 3 })])]);
    await waitFor(() => expect(desplazar).toHaveBeenCalledOnce());
  });

  it('a client list that failed (API down) loads again when the selector is opened', async () => {
    const user = userEvent.setup({ delay: null });
    // The first load fails once the list is open: had it failed before, that opening would already
    // ask again, and that second request, answered 'down', could still be on its way (no new request
    // then) when the list is opened once the API is back.
    let caer!: () => void;
    let caida = true;
    const pedidos = servidorFalso({
      [CLIENTES]: () => (caida ? new Promise((responder) => (caer = () => responder([503, { mensaje: 'API caída' }]))) : [200, [unCliente({ id: 1, nombre: 'Acme' })]]),
    });
    renderizar(<Screen />);
    const selector = within(region('Filtrar por cliente')).getByLabelText('Cliente');
    await waitFor(() => expect(pedidosDe(pedidos, CLIENTES)).toHaveLength(1));
    await user.click(selector);
    caer();
    expect(await screen.findByText('No se pudieron cargar los clientes')).toBeInTheDocument();

    caida = false;
    await user.click(document.body);
    await user.click(selector);
    expect(await screen.findByTitle('Acme')).toBeInTheDocument();
    expect(pedidosDe(pedidos, CLIENTES)).toHaveLength(2);
  });

  it('each search button is busy while its search runs, then named exactly as before and enabled', async () => {
    const usuario = nuevoUsuario();
    // Each search is answered when the test says.
    const respuestas: ((respuesta: Respuesta) => void)[] = [];
    const pendiente = () => new Promise<Respuesta>((resolver) => void respuestas.push(resolver));
    servidorFalso({
      ...conClientes, 'GET /horas/mis-horas/por-cliente': pendiente, 'GET /horas/mis-horas/por-semana': pendiente, [POR_FECHA]: pendiente,
    });
    // With antd's animations on, as in the browser: antd's leaving `loading` icon would stay in the name.
    renderizarConAnimaciones(<Screen />);

    const porCliente = region('Filtrar por cliente');
    await usuario.click(within(porCliente).getByLabelText('Cliente'));
    await usuario.click(await screen.findByTitle('Acme'));
    const porSemana = region('Filtrar por semana todos los clientes');
    await escribirFecha(usuario, within(porSemana).getByLabelText('Fecha de inicio'), '02/03/2026');
    await escribirFecha(usuario, within(porSemana).getByLabelText('Fecha de fin'), '08/03/2026');
    const porFecha = region('Filtrar por fecha específica todos los clientes');
    await escribirFecha(usuario, within(porFecha).getByLabelText('Fecha'), '03/03/2026');

    for (const [filtro, nombre] of [[porCliente, 'Buscar por Cliente'], [porSemana, 'Buscar por Semana'], [porFecha, 'Buscar por Fecha']] as const) {
      const boton = within(filtro).getByRole('button', { name: nombre });
      await usuario.click(boton);
      await waitFor(() => expect(boton).toHaveAttribute('aria-busy', 'true'));
      expect(boton).toBeDisabled();
      expect(boton).toHaveAccessibleName(nombre);

      await waitFor(() => expect(respuestas).not.toHaveLength(0));
      for (const responder of respuestas.splice(0)) responder([200, unaRespuesta([unaHora({ horas: 2 })])]);
      await waitFor(() => expect(boton).toBeEnabled());
      expect(within(filtro).getByRole('button', { name: nombre })).toBe(boton);
      expect(boton).toHaveAttribute('aria-busy', 'false');
    }
  });
});
