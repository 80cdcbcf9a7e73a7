import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useCarga } from './useCarga';

const diferida = <T,>() => {
  let resolver!: (valor: T) => void;
  const promesa = new Promise<T>((r) => (resolver = r));
  return { promesa, resolver };
};

it('una respuesta lenta de un cargador anterior no pisa la del actual', async () => {
  const lenta = diferida<string>();
  const primero = vi.fn(() => lenta.promesa);
  const segundo = vi.fn(async () => 'nuevo');
  const { result, rerender } = renderHook(({ cargar }) => useCarga(cargar), { initialProps: { cargar: primero } });
  expect(result.current.cargando).toBe(true);

  rerender({ cargar: segundo });
  await waitFor(() => expect(result.current.datos).toBe('nuevo'));
  await act(async () => lenta.resolver('viejo'));
  expect(result.current.datos).toBe('nuevo');
  expect(result.current.cargando).toBe(false);
});

it('recargar conserva los datos mientras carga y marca el fallo si lo hay', async () => {
  const cargar = vi.fn().mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('500'));
  const { result } = renderHook(() => useCarga<number>(cargar));
  await waitFor(() => expect(result.current.datos).toBe(1));

  let recarga!: Promise<void>;
  act(() => {
    recarga = result.current.recargar();
  });
  expect(result.current).toMatchObject({ datos: 1, cargando: true });
  await act(() => recarga);
  expect(result.current).toMatchObject({ datos: undefined, cargando: false, fallo: true });
});

it('con null espera sin cargar', () => {
  const { result } = renderHook(() => useCarga(null));
  expect(result.current).toMatchObject({ datos: undefined, cargando: false, fallo: false });
});
