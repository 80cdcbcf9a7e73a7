import { claves, clienteConsultas } from '@horas/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enOrden, pedidosA, Proveedores, retenida, servidorFalso, unaHora, unaRespuesta } from '@horas/shared/testing';
import { useMisHoras } from './useMisHoras';

const POR_CLIENTE = 'GET /horas/mis-horas/por-cliente';
const POR_SEMANA = 'GET /horas/mis-horas/por-semana';
const POR_FECHA = 'GET /horas/mis-horas/por-fecha';

describe('useMisHoras', () => {
  it('starts with no view and loads a search into horas, totalHoras and filtrosActivos', async () => {
    const respuesta = unaRespuesta([unaHora({ horas: 2 }), unaHora({ horas: 1.5 })], { totalDias: 2 });
    const pedidos = servidorFalso({ [POR_SEMANA]: [200, respuesta] });
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    expect(result.current.estado.tipoConsulta).toBe('ninguno');

    act(() => result.current.buscarPorSemana({ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }));
    expect(result.current.estado).toMatchObject({ loading: true, tipoConsulta: 'por-semana' });
    await waitFor(() => expect(result.current.estado.loading).toBe(false));

    expect(pedidosA(pedidos, POR_SEMANA).map((p) => p.params)).toEqual([{ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }]);
    expect(result.current.estado).toMatchObject({ horas: respuesta.horas, totalHoras: 3.5, error: null, filtrosActivos: { totalDias: 2 } });
  });

  it('shows the server mensaje and empties the list on error', async () => {
    servidorFalso({ [POR_FECHA]: enOrden([200, unaRespuesta([unaHora()])], [400, { mensaje: 'Fecha inválida (AAAA-MM-DD)' }]) });
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    act(() => result.current.buscarPorFecha({ fecha: '2026-03-02' }));
    await waitFor(() => expect(result.current.estado.horas).toHaveLength(1));
    // The same search again asks the server again.
    act(() => result.current.buscarPorFecha({ fecha: '2026-03-02' }));

    // The count follows in the render after the error's (an effect): both are waited for.
    await waitFor(() => expect(result.current.estado).toMatchObject({ error: 'Fecha inválida (AAAA-MM-DD)', horas: [], totalHoras: 0, loading: false, terminadas: 2 }));
  });

  it.each([
    ['buscarPorCliente', POR_CLIENTE, 'Error al cargar las horas por cliente'],
    ['buscarPorSemana', POR_SEMANA, 'Error al cargar las horas de la semana'],
    ['buscarPorFecha', POR_FECHA, 'Error al cargar las horas de la fecha'],
  ] as const)('%s falls back to "%s" without a server mensaje', async (accion, ruta, mensaje) => {
    servidorFalso({ [ruta]: [503] });
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    // Each action ignores the fields it does not need.
    act(() => result.current[accion]({ clienteId: 1, fecha: '2026-03-02', fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }));
    await waitFor(() => expect(result.current.estado.error).toBe(mensaje));
  });

  it('keeps only the answer of the latest search', async () => {
    const lenta = retenida();
    servidorFalso({ [POR_FECHA]: lenta.ruta, [POR_SEMANA]: [200, unaRespuesta([unaHora({ descripcion: 'de la semana' })])] });
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });

    act(() => result.current.buscarPorFecha({ fecha: '2026-03-02' }));
    act(() => result.current.buscarPorSemana({ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }));
    await waitFor(() => expect(result.current.estado.horas.map((h) => h.descripcion)).toEqual(['de la semana']));
    await act(async () => lenta.responder([200, unaRespuesta([unaHora({ descripcion: 'del día' })])]));

    expect(result.current.estado.horas.map((h) => h.descripcion)).toEqual(['de la semana']);
    expect(result.current.estado.tipoConsulta).toBe('por-semana');
  });

  it("'limpiar' returns to 'ninguno' and drops an answer still on its way", async () => {
    const lenta = retenida();
    servidorFalso({ [POR_CLIENTE]: lenta.ruta });
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });

    act(() => result.current.buscarPorCliente({ clienteId: 1 }));
    act(() => result.current.limpiar());
    await act(async () => lenta.responder([200, unaRespuesta([unaHora()])]));

    expect(result.current.estado).toMatchObject({ tipoConsulta: 'ninguno', horas: [], loading: false, filtrosActivos: null });
  });

  it('asks the search on screen again when an hour is saved anywhere in the page (its key is under horas)', async () => {
    const pedidos = servidorFalso({
      [POR_SEMANA]: enOrden(
        [200, unaRespuesta([unaHora({ descripcion: 'antes' })])],
        [200, unaRespuesta([unaHora({ descripcion: 'antes' }), unaHora({ descripcion: 'recién guardada' })])],
      ),
    });
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    act(() => result.current.buscarPorSemana({ fechaInicio: '2026-04-06', fechaFin: '2026-04-12' }));
    await waitFor(() => expect(result.current.estado.horas).toHaveLength(1));

    // What mf-horas does after the server accepts an hour (useCambiosDeHoras).
    await act(() => clienteConsultas.invalidateQueries({ queryKey: claves.horas }));

    await waitFor(() => expect(result.current.estado.horas.map((h) => h.descripcion)).toEqual(['antes', 'recién guardada']));
    expect(pedidosA(pedidos, POR_SEMANA)).toHaveLength(2);
    // A refresh the user did not ask for does not scroll the page again.
    expect(result.current.estado.terminadas).toBe(1);
  });
});
