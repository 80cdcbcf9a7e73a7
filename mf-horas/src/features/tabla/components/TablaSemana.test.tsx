import { act, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clienteConsultas, useAuthStore, type Cierre, type FilaTabla, type FilasTablaBody, type Hora, type HoraBody, type Reciente } from '@horas/shared';
import {
  clientesDePrueba as clientes, elegirOpcion, miCierreFalso, renderizar, saldoFalso, servidorFalso, sesionDePrueba as sesion, tareasDefaultDePrueba as tareasDefault,
  unaHora, type OpcionesSaldo,
} from '@horas/shared/testing';
import { PaginaHoras } from '../../../Screen';

const aIso = (fecha: string) => fecha.split('/').reverse().join('-');

/** A catalogue name of the test kit by id (clients, services, tasks), as the server joins them. */
const NOMBRES: Record<string, string> = { c1: 'Acme', s10: 'Desarrollo', t100: 'Programación', t900: 'Capacitación' };

/**
 * The hours API in memory: the week's listing answers what the writes left; the grid's kept rows
 * (GET and PUT /horas/tabla/{lunes}) by week; the saldo, a jornada of 8 h Monday to Friday unless
 * told; the user's months open unless told; 'Recientes' as given; an entry's creation or change answered once
 * `escriturasRetenidas` (when given) resolves.
 */
function apiDeHoras(
  iniciales: Hora[], saldo: OpcionesSaldo = {}, cierres: Record<string, Partial<Cierre>> = {}, recientes: Reciente[] = [], escriturasRetenidas?: Promise<void>,
) {
  let horas = [...iniciales];
  const tabla: Record<string, FilaTabla[]> = {};
  const lunesDe = (pedido: InternalAxiosRequestConfig) => pedido.url!.split('/').pop()!;
  let siguienteId = 500;
  const cuerpo = (pedido: InternalAxiosRequestConfig) => JSON.parse(pedido.data as string) as HoraBody;
  const deCuerpo = (body: HoraBody): Partial<Hora> => ({
    clienteId: body.clienteId ?? null,
    servicioId: body.servicioId ?? null,
    tareaId: body.tareaId!,
    horas: body.horasTrabajadas,
    descripcion: body.descripcion,
    fechaCarga: body.fechaCarga,
    ...(body.clienteId ? {} : { cliente: null, servicio: null, tarea: { nombre: tareasDefault.find((t) => t.id === body.tareaId)!.nombre } }),
  });
  const idDe = (pedido: InternalAxiosRequestConfig) => Number(pedido.url!.split('/').pop());
  const pedidos = servidorFalso({
    'GET /horas/saldo': saldoFalso(saldo),
    'GET /horas/cierres/me': miCierreFalso(cierres),
    'GET /horas/horasusuario/7': (pedido) => {
      const { fechaDesde, fechaHasta } = pedido.params as { fechaDesde: string; fechaHasta: string };
      return [200, { horasUsuario: horas.filter((h) => aIso(h.fechaCarga) >= fechaDesde && aIso(h.fechaCarga) <= fechaHasta) }];
    },
    'POST /horas/cargarhoras': async (pedido) => {
      await escriturasRetenidas;
      const hora = unaHora({ id: siguienteId++, ...deCuerpo(cuerpo(pedido)) });
      horas.push(hora);
      return [201, hora];
    },
    'PUT /horas/actualizarhoras/:id': async (pedido) => {
      await escriturasRetenidas;
      const hora = { ...horas.find((h) => h.id === idDe(pedido))!, ...deCuerpo(cuerpo(pedido)) };
      horas = horas.map((h) => (h.id === hora.id ? hora : h));
      return [200, hora];
    },
    'GET /horas/recientes': [200, recientes],
    'GET /horas/tabla/:lunes': (pedido) => [200, { filas: tabla[lunesDe(pedido)] ?? [] }],
    'PUT /horas/tabla/:lunes': (pedido) => {
      const { filas } = JSON.parse(pedido.data as string) as FilasTablaBody;
      const nombre = (prefijo: string, id: number | null) => (id === null ? null : NOMBRES[`${prefijo}${id}`]);
      tabla[lunesDe(pedido)] = filas.map((f) => ({
        clienteId: f.clienteId, servicioId: f.servicioId, tareaId: f.tareaId, descripcion: f.descripcion ?? '',
        cliente: nombre('c', f.clienteId), servicio: nombre('s', f.servicioId), tarea: nombre('t', f.tareaId)!,
      }));
      return [200, { filas: tabla[lunesDe(pedido)] }];
    },
    'DELETE /horas/eliminarhoras/:id': (pedido) => {
      horas = horas.filter((h) => h.id !== idDe(pedido));
      return [204];
    },
  });
  const deEscritura = () => pedidos.filter((p) => p.method !== 'get');
  const escrituras = () => deEscritura().map((p) => `${p.method!.toUpperCase()} ${p.url}`);
  /** The body of the last write (a saldo may be asked again after it). */
  const ultimoCuerpo = () => cuerpo(deEscritura().at(-1)!);
  return { horas: () => horas, tabla: (lunes: string) => tabla[lunes] ?? [], pedidos, escrituras, ultimoCuerpo };
}

const pagina = (horasHabilitadas = false) => (
  <PaginaHoras sesion={sesion} horasHabilitadas={horasHabilitadas} clientes={clientes} tareasDefault={tareasDefault} />
);
const celda = (fila: string, dia: string) => screen.getByRole('textbox', { name: `${fila}, ${dia}` });
const ACME = 'Acme · Desarrollo · Programación';
/** The day totals and the week's, in the header's second row (it stays in sight while the rows scroll). */
const totales = () => within(screen.getByRole('table', { name: 'Horas de la semana' }).querySelectorAll('thead tr')[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10)); // Wednesday 18/11/2026
  localStorage.setItem('horas-vista-7', 'tabla');
});
afterEach(() => vi.useRealTimers());

describe("'Tabla'", { timeout: 180_000 }, () => {
  it('creates, updates and deletes entries from the cells, with totals per row, per day and for the week', async () => {
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2, descripcion: 'API' })]);
    const { usuario } = renderizar(pagina());
    expect(await screen.findByText(ACME)).toBeInTheDocument();
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAccessibleDescription('API');
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveValue('2.00');

    await usuario.click(celda(ACME, 'Martes 17/11/2026'));
    await usuario.keyboard('3,5{Enter}');
    await waitFor(() => expect(api.escrituras()).toEqual(['POST /horas/cargarhoras']));
    expect(api.ultimoCuerpo()).toMatchObject({ clienteId: 1, servicioId: 10, tareaId: 100, horasTrabajadas: 3.5, descripcion: 'API', fechaCarga: '17/11/2026', usuarioId: 7 });
    expect(await screen.findByLabelText('Guardado')).toBeInTheDocument();
    expect(totales()).toEqual(['2.00', '3.50', '0.00', '0.00', '0.00', '0.00', '0.00', '5.50']);

    // Typing replaces the value of the cell it enters; leaving it saves.
    await usuario.click(celda(ACME, 'Lunes 16/11/2026'));
    await usuario.keyboard('4');
    await usuario.tab();
    await waitFor(() => expect(api.escrituras().at(-1)).toBe('PUT /horas/actualizarhoras/1'));
    expect(api.ultimoCuerpo()).toMatchObject({ horasTrabajadas: 4, descripcion: 'API' });

    await usuario.clear(celda(ACME, 'Martes 17/11/2026'));
    await usuario.keyboard('{Enter}');
    await waitFor(() => expect(api.escrituras().at(-1)).toMatch(/^DELETE \/horas\/eliminarhoras\/500$/));
    await waitFor(() => expect(totales()).toEqual(['4.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '4.00']));
    expect(screen.getByText('Total de la semana: 4.00 hs')).toBeInTheDocument();
  });

  it('refuses what the form refuses with its message and sends nothing; Escape restores the value', async () => {
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2 })]);
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Lunes 16/11/2026` }));
    await usuario.keyboard('25{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Las horas trabajadas no pueden superar 24 por registro.');
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAttribute('aria-invalid', 'true');
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveFocus();
    await usuario.keyboard('{Escape}');
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveValue('2.00');
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAttribute('aria-invalid', 'false');
    expect(api.escrituras()).toEqual([]);
  });

  it("shows the server's mensaje on the cell that failed", async () => {
    const mensaje = 'El total de horas del día no puede superar 24 (ya hay 20.00 hs cargadas ese día).';
    servidorFalso({
      'GET /horas/horasusuario/7': [200, { horasUsuario: [unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2 })] }],
      'PUT /horas/actualizarhoras/:id': [400, { mensaje }],
    });
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Lunes 16/11/2026` }));
    await usuario.keyboard('6{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(mensaje);
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveValue('6.00');
  });

  it('moves with the arrows, and Enter saves once and goes down', async () => {
    const api = apiDeHoras([
      unaHora({ id: 1, fechaCarga: '16/11/2026' }),
      unaHora({ id: 2, fechaCarga: '16/11/2026', clienteId: null, servicioId: null, tareaId: 900, cliente: null, servicio: null, tarea: { nombre: 'Capacitación' } }),
    ]);
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Lunes 16/11/2026` }));
    await usuario.keyboard('{ArrowRight}');
    expect(celda(ACME, 'Martes 17/11/2026')).toHaveFocus();
    await usuario.keyboard('{ArrowDown}');
    expect(celda('Capacitación', 'Martes 17/11/2026')).toHaveFocus();
    await usuario.keyboard('{ArrowLeft}');
    expect(celda('Capacitación', 'Lunes 16/11/2026')).toHaveFocus();
    await usuario.keyboard('{ArrowUp}3{Enter}');
    expect(celda('Capacitación', 'Lunes 16/11/2026')).toHaveFocus();
    await waitFor(() => expect(api.escrituras()).toEqual(['PUT /horas/actualizarhoras/1']));
    await usuario.keyboard('{ArrowRight}');
    await usuario.keyboard('{ArrowUp}4{Enter}');
    expect(celda('Capacitación', 'Martes 17/11/2026')).toHaveFocus();
    await waitFor(() => expect(api.escrituras()).toEqual(['PUT /horas/actualizarhoras/1', 'POST /horas/cargarhoras']));
    expect(screen.getAllByLabelText('Guardado')).toHaveLength(2);
  });

  it('shows the sum of a cell with two entries and opens them one by one', async () => {
    apiDeHoras([
      unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2, descripcion: 'Mañana' }),
      unaHora({ id: 2, fechaCarga: '16/11/2026', horas: 1.5, descripcion: 'Tarde' }),
    ]);
    const { usuario } = renderizar(pagina());
    const suma = await screen.findByRole('button', { name: `${ACME}, Lunes 16/11/2026: 2 registros, 3.50 hs` });
    expect(suma).toHaveTextContent('3.50');
    await usuario.click(suma);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Mañana')).toBeInTheDocument();
    expect(within(dialogo).getByText('Tarde')).toBeInTheDocument();
    await usuario.click(within(dialogo).getAllByRole('button', { name: 'Editar' })[1]);
    // Found by its title, not its name: in tests antd gives every popup the id 'test-id', so the
    // tooltip that the click's hover opens may name the dialogs.
    const edicion = (await screen.findByText('Editar hora - 16/11/2026')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(edicion).getByLabelText('Descripción')).toHaveValue('Tarde');
    await usuario.keyboard('{Escape}');
    await usuario.hover(suma);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2 registros');
  });

  it("says why a day outside the editing window is locked, and does not change it", async () => {
    localStorage.setItem('semanaActual', '2026-08-10');
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '10/08/2026', horas: 2 })]);
    const { usuario } = renderizar(pagina());
    const bloqueada = await screen.findByRole('textbox', { name: `${ACME}, Lunes 10/08/2026` });
    expect(bloqueada).toHaveAttribute('readonly');
    expect(bloqueada).toHaveAccessibleDescription('Fuera del período de carga: se pueden cargar horas del 01/09/2026 al 30/11/2026.');
    await usuario.click(bloqueada);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fuera del período de carga');
    await usuario.keyboard('5{Enter}');
    expect(bloqueada).toHaveValue('2.00');
    expect(api.escrituras()).toEqual([]);
  });

  it('the days of a month sent or approved are read-only and say why; in a week straddling two months, only that month’s', async () => {
    localStorage.setItem('semanaActual', '2026-10-26');
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '26/10/2026', horas: 2 })], {}, { '2026-10': { estado: 'aprobado' } });
    const { usuario } = renderizar(pagina(true));
    const lunes = await screen.findByRole('textbox', { name: `${ACME}, Lunes 26/10/2026` });
    await waitFor(() => expect(lunes).toHaveAttribute('readonly'));
    expect(lunes).toHaveAccessibleDescription('Mes aprobado');
    expect(screen.getByRole('columnheader', { name: /^Lunes 26\/10/ })).toContainElement(screen.getAllByRole('img', { name: 'Mes aprobado' })[0]);
    await usuario.click(lunes);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mes aprobado');
    await usuario.keyboard('5{Enter}');
    expect(lunes).toHaveValue('2.00');
    expect(api.escrituras()).toEqual([]);

    // November's Sunday, in the same week, is open (the admin's switch does not open October).
    await usuario.click(celda(ACME, 'Domingo 01/11/2026'));
    await usuario.keyboard('1{Enter}');
    await waitFor(() => expect(api.escrituras()).toEqual(['POST /horas/cargarhoras']));
  });

  it("an approved month's week offers no 'Agregar fila' nor 'Copiar semana anterior': no row could hold hours; a week with an open day does", async () => {
    localStorage.setItem('semanaActual', '2026-10-19');
    apiDeHoras([], {}, { '2026-10': { estado: 'aprobado' } });
    const { usuario } = renderizar(pagina(true));
    expect(await screen.findByText('No hay horas esta semana.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar fila' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar semana anterior' })).not.toBeInTheDocument();

    // The next week straddles October and November: November's Sunday is open.
    await usuario.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByRole('button', { name: 'Agregar fila' })).toBeInTheDocument();
  });

  it('a month sent for approval locks its cells with that reason', async () => {
    apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2 })], {}, { '2026-11': { estado: 'enviado' } });
    renderizar(pagina());
    const martes = await screen.findByRole('textbox', { name: `${ACME}, Martes 17/11/2026` });
    await waitFor(() => expect(martes).toHaveAttribute('readonly'));
    expect(martes).toHaveAccessibleDescription('Mes enviado para aprobación');
  });

  it("with the admin's switch on, a day months back is open", async () => {
    localStorage.setItem('semanaActual', '2026-08-10');
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '10/08/2026', horas: 2 })]);
    const { usuario } = renderizar(pagina(true));
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Martes 11/08/2026` }));
    await usuario.keyboard('1{Enter}');
    await waitFor(() => expect(api.escrituras()).toEqual(['POST /horas/cargarhoras']));
  });

  it("marks past days short of their jornada 'Sin horas', a holiday by its name, never a day with target 0; a saved cell clears its mark", async () => {
    localStorage.setItem('semanaActual', '2026-11-09');
    apiDeHoras([unaHora({ id: 1, fechaCarga: '09/11/2026' })], { jornada: [8, 8, 0, 8, 8, 0, 0], feriados: { '2026-11-13': 'Día del Bibliotecario' } });
    const { usuario } = renderizar(pagina());
    const cabecera = (nombre: string) => screen.getByRole('columnheader', { name: new RegExp(`^${nombre}`) });
    await waitFor(() => expect(cabecera('Martes 10/11')).toHaveTextContent('Sin horas'));
    expect(cabecera('Jueves 12/11')).toHaveTextContent('Sin horas');
    expect(cabecera('Lunes 09/11')).not.toHaveTextContent('Sin horas');
    expect(cabecera('Miércoles 11/11')).not.toHaveTextContent('Sin horas');
    expect(cabecera('Viernes 13/11')).toHaveTextContent('Día del Bibliotecario');
    expect(cabecera('Viernes 13/11')).not.toHaveTextContent('Sin horas');
    expect(cabecera('Sábado 14/11')).not.toHaveTextContent('Sin horas');
    expect(screen.getByText('Objetivo: 24.00 hs · Faltan 22.00 hs')).toBeInTheDocument();

    await usuario.click(celda(ACME, 'Martes 10/11/2026'));
    await usuario.keyboard('8{Enter}');
    await waitFor(() => expect(cabecera('Martes 10/11')).not.toHaveTextContent('Sin horas'));
    expect(await screen.findByText('Objetivo: 24.00 hs · Faltan 14.00 hs')).toBeInTheDocument();
  });

  it("'Agregar fila' adds a row kept on the server, which another screen shows, and 'Quitar fila' removes it", async () => {
    const api = apiDeHoras([]);
    const { usuario, unmount } = renderizar(pagina());
    await usuario.click(await screen.findByRole('button', { name: 'Agregar fila' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Agregar fila' });
    await elegirOpcion(usuario, within(dialogo).getByLabelText('Tarea'), 'Capacitación');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialogo).findByText('Ingrese una descripción.')).toBeInTheDocument();
    await usuario.type(within(dialogo).getByLabelText('Descripción'), 'Curso de React{Enter}');

    await waitFor(() => expect(celda('Capacitación', 'Lunes 16/11/2026')).toHaveFocus());
    expect(celda('Capacitación', 'Martes 17/11/2026')).toHaveAccessibleDescription('Curso de React');
    await waitFor(() => expect(api.tabla('2026-11-16')).toEqual([
      { clienteId: null, servicioId: null, tareaId: 900, cliente: null, servicio: null, tarea: 'Capacitación', descripcion: 'Curso de React' },
    ]));
    // The next row starts from nothing chosen, not from this one's picks.
    await usuario.click(screen.getByRole('button', { name: 'Agregar fila' }));
    const otro = await screen.findByRole('dialog', { name: 'Agregar fila' });
    expect(within(otro).queryByTitle('Capacitación')).not.toBeInTheDocument();
    expect(within(otro).getByLabelText('Descripción')).toHaveValue('');
    await usuario.keyboard('{Escape}');
    unmount();

    // Another browser: nothing cached, nothing on this one's storage; the row comes from the server.
    act(() => clienteConsultas.clear());
    localStorage.clear();
    localStorage.setItem('horas-vista-7', 'tabla');
    renderizar(pagina());
    expect(await screen.findByText('Capacitación')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Quitar fila' }));
    expect(screen.queryByText('Capacitación')).not.toBeInTheDocument();
    expect(screen.getByText(/No hay filas esta semana/)).toBeInTheDocument();
    await waitFor(() => expect(api.tabla('2026-11-16')).toEqual([]));
    expect(api.escrituras()).toEqual(['PUT /horas/tabla/2026-11-16', 'PUT /horas/tabla/2026-11-16']);
  });

  it("'Recientes' in 'Agregar fila' adds its combination at once, with its latest description", async () => {
    const reciente: Reciente = {
      cliente: { id: 1, nombre: 'Acme' }, servicio: { id: 10, nombre: 'Desarrollo' }, tarea: { id: 100, nombre: 'Programación' },
      descripcion: 'Revisión de código', ultimaFecha: '13/11/2026',
    };
    const api = apiDeHoras([], {}, {}, [reciente]);
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('button', { name: 'Agregar fila' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Agregar fila' });
    await elegirOpcion(usuario, await within(dialogo).findByLabelText('Recientes'), ACME);

    await waitFor(() => expect(celda(ACME, 'Lunes 16/11/2026')).toHaveFocus());
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAccessibleDescription('Revisión de código');
    await waitFor(() => expect(api.tabla('2026-11-16')).toMatchObject([{ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Revisión de código' }]));

    await usuario.keyboard('2{Enter}');
    await waitFor(() => expect(api.horas()).toMatchObject([{ tareaId: 100, horas: 2, descripcion: 'Revisión de código', fechaCarga: '16/11/2026' }]));
  });

  it('a row the server refuses goes away with its message', async () => {
    const mensaje = "La tarea 'Capacitación' está inactiva.";
    servidorFalso({
      'GET /horas/horasusuario/7': [200, { horasUsuario: [] }],
      'GET /horas/tabla/:lunes': [200, { filas: [] }],
      'PUT /horas/tabla/:lunes': [400, { mensaje }],
    });
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('button', { name: 'Agregar fila' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Agregar fila' });
    await elegirOpcion(usuario, within(dialogo).getByLabelText('Tarea'), 'Capacitación');
    await usuario.type(within(dialogo).getByLabelText('Descripción'), 'Curso{Enter}');
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Capacitación')).not.toBeInTheDocument());
  });

  it("when the week's kept rows cannot be read, adding one says so and sends nothing", async () => {
    const pedidos = servidorFalso({
      'GET /horas/horasusuario/7': [200, { horasUsuario: [] }],
      'GET /horas/tabla/:lunes': [400, { mensaje: 'La semana debe indicarse por su lunes (AAAA-MM-DD).' }],
    });
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('button', { name: 'Agregar fila' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Agregar fila' });
    await elegirOpcion(usuario, within(dialogo).getByLabelText('Tarea'), 'Capacitación');
    await usuario.type(within(dialogo).getByLabelText('Descripción'), 'Curso{Enter}');
    expect(await screen.findByText('La semana debe indicarse por su lunes (AAAA-MM-DD).')).toBeInTheDocument();
    expect(pedidos.filter((p) => p.method === 'put')).toEqual([]);
    expect(screen.queryByRole('rowheader', { name: 'Capacitación' })).not.toBeInTheDocument();
  });

  it("'Copiar semana anterior' brings last week's rows with their descriptions and no hours, or says it was empty", async () => {
    const api = apiDeHoras([
      unaHora({ id: 1, fechaCarga: '09/11/2026', descripcion: 'Vieja' }),
      unaHora({ id: 2, fechaCarga: '13/11/2026', descripcion: 'Última' }),
    ]);
    const { usuario } = renderizar(pagina());
    const copiar = await screen.findByRole('button', { name: 'Copiar semana anterior' });
    await usuario.click(copiar);
    expect(await screen.findByText(ACME)).toBeInTheDocument();
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAccessibleDescription('Última');
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveValue('');
    expect(await screen.findByText('Se agregó 1 fila de la semana anterior.')).toBeInTheDocument();
    // Done: named exactly as before, ready again.
    expect(screen.getByRole('button', { name: 'Copiar semana anterior' })).toBe(copiar);
    expect(copiar).toBeEnabled();
    expect(copiar).toHaveAttribute('aria-busy', 'false');
    expect(api.tabla('2026-11-16')).toMatchObject([{ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Última' }]);

    await usuario.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await usuario.click(await screen.findByRole('button', { name: 'Copiar semana anterior' }));
    expect(await screen.findByText('La semana anterior no tiene horas cargadas.')).toBeInTheDocument();
  });

  it("each entry keeps its own description: a cell's note shows it and changes that entry alone", async () => {
    const api = apiDeHoras([
      unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2, descripcion: 'API' }),
      unaHora({ id: 2, fechaCarga: '17/11/2026', horas: 3, descripcion: 'Pruebas' }),
    ]);
    const { usuario } = renderizar(pagina());
    expect(await screen.findByRole('rowheader', { name: ACME })).toBeInTheDocument();
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAccessibleDescription('API');
    expect(celda(ACME, 'Martes 17/11/2026')).toHaveAccessibleDescription('Pruebas');

    // Alt+Enter opens the cell's note; Enter saves it, and the focus is back in the cell.
    await usuario.click(celda(ACME, 'Martes 17/11/2026'));
    await usuario.keyboard('{Alt>}{Enter}{/Alt}');
    const nota = await screen.findByRole('textbox', { name: 'Descripción' });
    await waitFor(() => expect(nota).toHaveFocus());
    expect(nota).toHaveValue('Pruebas');
    await usuario.clear(nota);
    await usuario.keyboard('Pruebas de carga{Enter}');
    await waitFor(() => expect(api.escrituras()).toEqual(['PUT /horas/actualizarhoras/2']));
    expect(api.ultimoCuerpo()).toMatchObject({ horasTrabajadas: 3, descripcion: 'Pruebas de carga', fechaCarga: '17/11/2026' });
    expect(celda(ACME, 'Martes 17/11/2026')).toHaveFocus();
    await waitFor(() => expect(celda(ACME, 'Martes 17/11/2026')).toHaveAccessibleDescription('Pruebas de carga'));
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAccessibleDescription('API');
  });

  it("an empty cell's note is the description its new entry takes; a blank note is refused", async () => {
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', descripcion: 'API' })]);
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('button', { name: `Descripción de ${ACME}, Miércoles 18/11/2026` }));
    const nota = await screen.findByRole('textbox', { name: 'Descripción' });
    expect(nota).toHaveValue('API');
    await usuario.clear(nota);
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese una descripción.')).toHaveAttribute('role', 'alert');
    await usuario.type(nota, 'Despliegue');
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(celda(ACME, 'Miércoles 18/11/2026')).toHaveFocus());
    expect(api.escrituras()).toEqual([]);

    await usuario.keyboard('2{Enter}');
    await waitFor(() => expect(api.escrituras()).toEqual(['POST /horas/cargarhoras']));
    expect(api.ultimoCuerpo()).toMatchObject({ horasTrabajadas: 2, descripcion: 'Despliegue', fechaCarga: '18/11/2026' });
    // The other days' new entries take the row's: its latest entry's.
    await usuario.click(celda(ACME, 'Jueves 19/11/2026'));
    await usuario.keyboard('1{Enter}');
    await waitFor(() => expect(api.escrituras()).toHaveLength(2));
    expect(api.ultimoCuerpo()).toMatchObject({ descripcion: 'Despliegue', fechaCarga: '19/11/2026' });
  });

  it("a note written while the cell's new entry is on its way goes to that entry once it is saved", async () => {
    let soltar!: () => void;
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', descripcion: 'API' })], {}, {}, [], new Promise((r) => (soltar = r)));
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Miércoles 18/11/2026` }));
    // Hours, then Alt+Enter: leaving the cell for its note saves them, with the row's description.
    await usuario.keyboard('2{Alt>}{Enter}{/Alt}');
    const nota = await screen.findByRole('textbox', { name: 'Descripción' });
    await waitFor(() => expect(nota).toHaveFocus());
    await waitFor(() => expect(api.escrituras()).toEqual(['POST /horas/cargarhoras']));
    expect(api.ultimoCuerpo()).toMatchObject({ horasTrabajadas: 2, descripcion: 'API', fechaCarga: '18/11/2026' });
    await usuario.clear(nota);
    await usuario.keyboard('Cierre de la semana{Enter}');
    const miercoles = celda(ACME, 'Miércoles 18/11/2026');
    expect(miercoles).toHaveAccessibleDescription('Cierre de la semana');

    soltar();
    await waitFor(() => expect(api.escrituras()).toEqual(['POST /horas/cargarhoras', 'PUT /horas/actualizarhoras/500']));
    expect(api.ultimoCuerpo()).toMatchObject({ horasTrabajadas: 2, descripcion: 'Cierre de la semana', fechaCarga: '18/11/2026' });
    await waitFor(() => expect(api.horas().find((h) => h.id === 500)).toMatchObject({ horas: 2, descripcion: 'Cierre de la semana' }));
    expect(miercoles).toHaveAccessibleDescription('Cierre de la semana');
    expect(api.escrituras()).toHaveLength(2);
  });

  it("a note written while the cell's new hours are on their way keeps those hours", async () => {
    let soltar!: () => void;
    const api = apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2, descripcion: 'API' })], {}, {}, [], new Promise((r) => (soltar = r)));
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Lunes 16/11/2026` }));
    await usuario.keyboard('3{Alt>}{Enter}{/Alt}');
    const nota = await screen.findByRole('textbox', { name: 'Descripción' });
    await waitFor(() => expect(api.escrituras()).toEqual(['PUT /horas/actualizarhoras/1']));
    await usuario.clear(nota);
    await usuario.keyboard('Revisión{Enter}');

    soltar();
    await waitFor(() => expect(api.escrituras()).toEqual(['PUT /horas/actualizarhoras/1', 'PUT /horas/actualizarhoras/1']));
    expect(api.ultimoCuerpo()).toMatchObject({ horasTrabajadas: 3, descripcion: 'Revisión' });
    await waitFor(() => expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAccessibleDescription('Revisión'));
    expect(api.horas()).toEqual([expect.objectContaining({ id: 1, horas: 3, descripcion: 'Revisión' })]);
  });

  it('shows one error tooltip at a time: the one of the cell with the focus, gone when it is left', async () => {
    apiDeHoras([unaHora({ id: 1, fechaCarga: '16/11/2026', horas: 2 })]);
    const { usuario } = renderizar(pagina());
    await usuario.click(await screen.findByRole('textbox', { name: `${ACME}, Lunes 16/11/2026` }));
    await usuario.keyboard('25{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Las horas trabajadas no pueden superar 24 por registro.');
    await usuario.click(celda(ACME, 'Martes 17/11/2026'));
    await usuario.keyboard('abc{Enter}');
    await waitFor(() => expect(screen.getAllByRole('tooltip').filter((t) => !t.closest('.ant-tooltip-hidden'))).toHaveLength(1));
    expect(screen.getAllByRole('tooltip').find((t) => !t.closest('.ant-tooltip-hidden'))).toHaveTextContent('Las horas trabajadas deben ser mayores a cero.');
    // Both still say what is wrong, each in its own cell.
    expect(celda(ACME, 'Lunes 16/11/2026')).toHaveAttribute('aria-invalid', 'true');
    expect(celda(ACME, 'Martes 17/11/2026')).toHaveAttribute('aria-invalid', 'true');
    await usuario.click(screen.getByRole('button', { name: 'Agregar fila' }));
    await waitFor(() => expect(screen.queryAllByRole('tooltip').filter((t) => !t.closest('.ant-tooltip-hidden'))).toHaveLength(0));
  });

  it('remembers the view per user on this browser, after logout too', async () => {
    localStorage.removeItem('horas-vista-7');
    apiDeHoras([]);
    const { usuario } = renderizar(pagina());
    expect(await screen.findByRole('region', { name: 'Lunes 16/11/2026' })).toBeInTheDocument();
    await usuario.click(screen.getByText('Tabla'));
    expect(await screen.findByRole('table', { name: 'Horas de la semana' })).toBeInTheDocument();
    act(() => {
      useAuthStore.setState({ id: 7 });
      useAuthStore.getState().logout();
    });
    expect(localStorage.getItem('horas-vista-7')).toBe('tabla');
  });
});
