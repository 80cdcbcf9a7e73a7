import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The chart's chunk cannot be fetched (a deploy replaced it, the network dropped).
vi.mock('../components/GraficoAnalisis', () => {
  throw new Error('chunk perdido');
});

describe('useGrafico', () => {
  it("says the chart failed instead of waiting forever, and 'reintentar' asks again", async () => {
    const { useGrafico } = await import('./useGrafico');
    const { result } = renderHook(() => useGrafico());
    await waitFor(() => expect(result.current.fallo).toBe(true));
    expect(result.current.dibujarGrafico).toBeUndefined();
    act(() => result.current.reintentar());
    expect(result.current.fallo).toBe(false);
    await waitFor(() => expect(result.current.fallo).toBe(true));
  });
});
