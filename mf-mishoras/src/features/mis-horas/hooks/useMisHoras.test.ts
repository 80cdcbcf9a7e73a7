import { claves, clienteConsultas, getMisHorasPorCliente, getMisHorasPorFecha, getMisHorasPorSemana, type MisHorasRespuesta } from '@horas/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Proveedores, unaHora, unaRespuesta } from '@horas/shared/testing';
import { useMisHoras } from './useMisHoras';

vi.mock('@horas/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@horas/shared')>()),
  getMisHorasPorCliente: vi.fn(),
  getMisHorasPorFecha: vi.fn(),
  getMisHorasPorSemana: vi.fn(),
}));

const errorDelServidor = (mensaje: string) =>
  new AxiosError('400', 'ERR_BAD_REQUEST', undefined, undefined, {
    data: { mensaje }, status: 400, statusText: 'Bad Request', headers: {}, config: { headers: new AxiosHeaders() },
  });

function diferida() {
  let resolver!: (r: MisHorasRespuesta) => void;
  const promesa = new Promise<MisHorasRespuesta>((r) => (resolver = r));
  return { promesa, resolver };
}

beforeEach(() => vi.resetAllMocks());

describe('useMisHoras', () => {
  it('starts with no view and loads a search into horas, totalHoras and filtrosActivos', async () => {
    const respuesta = unaRespuesta([unaHora({ horas: 2 }), unaHora({ horas: 1.5 })], { totalDias: 2 });
    vi.mocked(getMisHorasPorSemana).mockResolvedValue(respuesta);
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    expect(result.current.estado.tipoConsulta).toBe('ninguno');

    act(() => result.current.buscarPorSemana({ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }));
    expect(result.current.estado).toMatchObject({ loading: true, tipoConsulta: 'por-semana' });
    await waitFor(() => expect(result.current.estado.loading).toBe(false));

    expect(getMisHorasPorSemana).toHaveBeenCalledWith({ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' });
    expect(result.current.estado).toMatchObject({ horas: respuesta.horas, totalHoras: 3.5, error: null, filtrosActivos: { totalDias: 2 } });
  });

  it('shows the server mensaje and empties the list on error', async () => {
    vi.mocked(getMisHorasPorFecha).mockResolvedValueOnce(unaRespuesta([unaHora()]));
    vi.mocked(getMisHorasPorFecha).mockRejectedValueOnce(errorDelServidor('Fecha inválida (AAAA-MM-DD)'));
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    act(() => result.current.buscarPorFecha({ fecha: '2026-03-02' }));
    await waitFor(() => expect(result.current.estado.horas).toHaveLength(1));
    // The same search again asks the server again.
    act(() => result.current.buscarPorFecha({ fecha: '2026-03-02' }));

    await waitFor(() => expect(result.current.estado).toMatchObject({ error: 'Fecha inválida (AAAA-MM-DD)', horas: [], totalHoras: 0, loading: false }));
    expect(result.current.estado.terminadas).toBe(2);
  });

  it.each([
    ['buscarPorCliente', getMisHorasPorCliente, 'Error al cargar las horas por cliente'],
    ['buscarPorSemana', getMisHorasPorSemana, 'Error al cargar las horas de la semana'],
    ['buscarPorFecha', getMisHorasPorFecha, 'Error al cargar las horas de la fecha'],
  ] as const)('%s falls back to "%s" without a server mensaje', async (accion, api, mensaje) => {
    vi.mocked(api).mockRejectedValue(new Error('Network Error'));
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    // Each action ignores the fields it does not need.
    act(() => result.current[accion]({ clienteId: 1, fecha: '2026-03-02', fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }));
    await waitFor(() => expect(result.current.estado.error).toBe(mensaje));
  });

  it('keeps only the answer of the latest search', async () => {
    const lenta = diferida();
    vi.mocked(getMisHorasPorFecha).mockReturnValueOnce(lenta.promesa);
    vi.mocked(getMisHorasPorSemana).mockResolvedValueOnce(unaRespuesta([unaHora({ descripcion: 'de la semana' })]));
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });

    act(() => result.current.buscarPorFecha({ fecha: '2026-03-02' }));
    act(() => result.current.buscarPorSemana({ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' }));
    await waitFor(() => expect(result.current.estado.horas.map((h) => h.descripcion)).toEqual(['de la semana']));
    await act(async () => lenta.resolver(unaRespuesta([unaHora({ descripcion: 'del día' })])));

    expect(result.current.estado.horas.map((h) => h.descripcion)).toEqual(['de la semana']);
    expect(result.current.estado.tipoConsulta).toBe('por-semana');
  });

  it("'limpiar' returns to 'ninguno' and drops an answer still on its way", async () => {
    const lenta = diferida();
    vi.mocked(getMisHorasPorCliente).mockReturnValueOnce(lenta.promesa);
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });

    act(() => result.current.buscarPorCliente({ clienteId: 1 }));
    act(() => result.current.limpiar());
    await act(async () => lenta.resolver(unaRespuesta([unaHora()])));

    expect(result.current.estado).toMatchObject({ tipoConsulta: 'ninguno', horas: [], loading: false, filtrosActivos: null });
  });

  it('asks the search on screen again when an hour is saved anywhere in the page (its key is under horas)', async () => {
    vi.mocked(getMisHorasPorSemana)
      .mockResolvedValueOnce(unaRespuesta([unaHora({ descripcion: 'antes' })]))
      .mockResolvedValueOnce(unaRespuesta([unaHora({ descripcion: 'antes' }), unaHora({ descripcion: 'recién guardada' })]));
    const { result } = renderHook(() => useMisHoras(), { wrapper: Proveedores });
    act(() => result.current.buscarPorSemana({ fechaInicio: '2026-04-06', fechaFin: '2026-04-12' }));
    await waitFor(() => expect(result.current.estado.horas).toHaveLength(1));

    // What mf-horas does after the server accepts an hour (useCambiosDeHoras).
    await act(() => clienteConsultas.invalidateQueries({ queryKey: claves.horas }));

    await waitFor(() => expect(result.current.estado.horas.map((h) => h.descripcion)).toEqual(['antes', 'recién guardada']));
    expect(getMisHorasPorSemana).toHaveBeenCalledTimes(2);
    // A refresh the user did not ask for does not scroll the page again.
    expect(result.current.estado.terminadas).toBe(1);
  });
});
