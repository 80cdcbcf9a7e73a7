import * as shared from '@horas/shared';
import { useAuthStore, type Cliente } from '@horas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saldoFalso, servidorFalso, unaHora, unaRespuesta } from '@horas/shared/testing';
import { renderizar } from '@horas/shared/testing';
import { ESTADO_INICIAL, type EstadoMisHoras } from '../hooks/estadoMisHoras';
import { ResultadosMisHoras } from './ResultadosMisHoras';

/** The saving of sheets, spied on @horas/shared's export (undone after each test): no module mock. */
const descargarLibro = () => vi.spyOn(shared, 'descargarLibro');

const clientes = [{ id: 1, nombre: 'Acme' }] as Cliente[];

function conRespuesta(respuesta: ReturnType<typeof unaRespuesta>, tipoConsulta: EstadoMisHoras['tipoConsulta'] = 'por-semana'): EstadoMisHoras {
  const { horas, totalHoras, filtrosActivos } = respuesta;
  return { ...ESTADO_INICIAL, tipoConsulta, horas, totalHoras, filtrosActivos };
}

const region = (nombre: string) => screen.getByRole('region', { name: nombre });
const textosDeFilas = (zona: HTMLElement) => within(zona).getAllByRole('row').slice(1).map((fila) => fila.textContent);

describe('ResultadosMisHoras', () => {
  it('invites to pick a filter before any search', () => {
    renderizar(<ResultadosMisHoras estado={ESTADO_INICIAL} clientes={clientes} />);
    expect(screen.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeInTheDocument();
  });

  it("shows a failed search as 'Error: ...' and nothing else", () => {
    renderizar(<ResultadosMisHoras estado={{ ...ESTADO_INICIAL, tipoConsulta: 'por-fecha', error: 'Error al cargar las horas de la fecha' }} clientes={clientes} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Error al cargar las horas de la fecha');
    expect(screen.queryByRole('region', { name: 'Registros de Horas' })).not.toBeInTheDocument();
  });

  it('summarises every client: totals, split by client with a chart, and the entries with fallbacks', () => {
    const estado = conRespuesta(unaRespuesta([
      unaHora({ cliente: { id: 1, nombre: 'Acme' }, horas: 1, descripcion: 'Reunión' }),
      unaHora({ clienteId: null, cliente: null, servicioId: null, servicio: null, horas: 3 }),
    ], { totalDias: 1 }));
    renderizar(<ResultadosMisHoras estado={estado} clientes={clientes} />);

    const resumen = region('Resumen');
    expect(within(resumen).getByText('4.00')).toBeInTheDocument();
    expect(within(resumen).getByText('Días con Registro')).toBeInTheDocument();
    expect(within(resumen).queryByText('Cliente Filtrado')).not.toBeInTheDocument();
    expect(textosDeFilas(region('Resumen por Cliente'))).toEqual(['Sin cliente3.0075.0 %', 'Acme1.0025.0 %']);
    expect(screen.getByRole('img', { name: 'Reparto de horas por cliente. Sin cliente: 75.0 %, Acme: 25.0 %' })).toBeInTheDocument();
    // Same day: the entry logged last comes first.
    expect(textosDeFilas(region('Registros de Horas'))).toEqual([
      expect.stringContaining('Sin clienteSin servicioProgramación3.00'),
      '17/11/2026AcmeDesarrolloProgramación1.00Reunión',
    ]);
  });

  it("names the filtered client and leaves out the split by client", () => {
    const estado = conRespuesta(unaRespuesta([unaHora({ horas: 2.5 })], { clienteId: 1 }), 'por-cliente');
    renderizar(<ResultadosMisHoras estado={estado} clientes={clientes} />);

    expect(within(region('Resumen')).getByText('Cliente Filtrado')).toBeInTheDocument();
    expect(within(region('Resumen')).getByText('Acme')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumen por Cliente' })).not.toBeInTheDocument();
  });

  it('says when nothing matched and refuses to export empty lists', async () => {
    const descargas = descargarLibro();
    const user = userEvent.setup({ delay: null });
    renderizar(<ResultadosMisHoras estado={conRespuesta(unaRespuesta([], { totalDias: 0 }))} clientes={clientes} />);

    expect(screen.getByText('No se encontraron registros de horas para los filtros seleccionados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByText('No hay datos para exportar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar Resumen' }));
    expect(await screen.findByText('No hay datos de resumen de clientes para exportar')).toBeInTheDocument();
    expect(descargas).not.toHaveBeenCalled();
  });

  it('downloads both sheets, busy meanwhile, and reports a failed export', async () => {
    const user = userEvent.setup({ delay: null });
    let fallar = () => {};
    const descargas = descargarLibro()
      .mockImplementationOnce(() => new Promise((_, rechazar) => { fallar = () => rechazar(new Error('disk full')); }))
      .mockResolvedValue(undefined);
    renderizar(<ResultadosMisHoras estado={conRespuesta(unaRespuesta([unaHora()]))} clientes={clientes} />);

    const excel = screen.getByRole('button', { name: 'Descargar Excel' });
    await user.click(excel);
    expect(excel).toBeDisabled();
    expect(excel).toHaveAttribute('aria-busy', 'true');
    fallar();
    expect(await screen.findByText('Error al exportar el archivo')).toBeInTheDocument();
    await waitFor(() => expect(excel).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBe(excel);
    await user.click(screen.getByRole('button', { name: 'Descargar Resumen' }));
    await waitFor(() => expect(descargas).toHaveBeenLastCalledWith(expect.objectContaining({
      hoja: 'Resumen por Cliente',
      nombreArchivo: expect.stringMatching(/^resumen_clientes_\d{4}-\d{2}-\d{2}\.xlsx$/),
    })));
    expect(descargas).toHaveBeenCalledWith(expect.objectContaining({ hoja: 'Mis Horas' }));
  });
});

describe("'Resumen' against the user's target", () => {
  beforeEach(() => useAuthStore.setState({ id: 7 }));
  afterEach(() => useAuthStore.setState({ id: null }));
  const dato = (zona: HTMLElement, etiqueta: string) => within(zona).getByText(etiqueta).closest('.ant-descriptions-item')?.textContent;

  it("adds 'Objetivo' and 'Diferencia' of the searched week, with its sign", async () => {
    const pedidos = servidorFalso({ 'GET /horas/saldo': saldoFalso({ cargadas: { '2026-11-16': 8, '2026-11-17': 8, '2026-11-18': 8, '2026-11-19': 8 } }) });
    const semana = unaRespuesta([unaHora({ horas: 32 })], { fechaInicio: '2026-11-16', fechaFin: '2026-11-22' });
    renderizar(<ResultadosMisHoras estado={conRespuesta(semana)} clientes={clientes} />);

    expect(await within(region('Resumen')).findByText('Objetivo')).toBeInTheDocument();
    expect(dato(region('Resumen'), 'Objetivo')).toBe('Objetivo40.00');
    expect(dato(region('Resumen'), 'Diferencia')).toBe('Diferencia-8.00');
    expect(pedidos[0].params).toEqual({ usuarioId: 7, fechaDesde: '2026-11-16', fechaHasta: '2026-11-22' });
  });

  it('covers the whole month of a month search, and a day of a date search; more hours than the target read +', async () => {
    const pedidos = servidorFalso({ 'GET /horas/saldo': saldoFalso({ jornada: [4, 4, 4, 4, 4, 0, 0], cargadas: { '2026-03-02': 6 } }) });
    const mes = unaRespuesta([unaHora({ horas: 6 })], { clienteId: 1, mes: 3, año: 2026 });
    const { unmount } = renderizar(<ResultadosMisHoras estado={conRespuesta(mes, 'por-cliente')} clientes={clientes} />);
    await waitFor(() => expect(dato(region('Resumen'), 'Objetivo')).toBe('Objetivo88.00'));
    expect(pedidos[0].params).toMatchObject({ fechaDesde: '2026-03-01', fechaHasta: '2026-03-31' });
    unmount();

    const dia = unaRespuesta([unaHora({ horas: 6 })], { fecha: '2026-03-02' });
    renderizar(<ResultadosMisHoras estado={conRespuesta(dia, 'por-fecha')} clientes={clientes} />);
    await waitFor(() => expect(dato(region('Resumen'), 'Diferencia')).toBe('Diferencia+2.00'));
    expect(pedidos[1].params).toMatchObject({ fechaDesde: '2026-03-02', fechaHasta: '2026-03-02' });
  });

  it("says nothing of a target for 'Todas las fechas'", async () => {
    const pedidos = servidorFalso({ 'GET /horas/saldo': saldoFalso() });
    renderizar(<ResultadosMisHoras estado={conRespuesta(unaRespuesta([unaHora()], { clienteId: 1 }), 'por-cliente')} clientes={clientes} />);
    expect(within(region('Resumen')).getByText('Total de Horas')).toBeInTheDocument();
    expect(within(region('Resumen')).queryByText('Objetivo')).not.toBeInTheDocument();
    expect(pedidos).toEqual([]);
  });
});
