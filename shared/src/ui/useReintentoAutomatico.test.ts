import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REINTENTO_CADA_MS, useReintentoAutomatico } from './useReintentoAutomatico';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useReintentoAutomatico', () => {
  it('while in error, tries again every interval, when back online and when the tab is shown', () => {
    const reintentar = vi.fn();
    renderHook(() => useReintentoAutomatico(true, reintentar));

    vi.advanceTimersByTime(REINTENTO_CADA_MS);
    expect(reintentar).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reintentar).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reintentar).toHaveBeenCalledTimes(3);
  });

  it('does nothing without an error, and stops once the error is gone', () => {
    const reintentar = vi.fn();
    const { rerender } = renderHook(({ enError }) => useReintentoAutomatico(enError, reintentar), { initialProps: { enError: false } });
    vi.advanceTimersByTime(REINTENTO_CADA_MS * 3);
    window.dispatchEvent(new Event('online'));
    expect(reintentar).not.toHaveBeenCalled();

    rerender({ enError: true });
    vi.advanceTimersByTime(REINTENTO_CADA_MS);
    expect(reintentar).toHaveBeenCalledTimes(1);
    rerender({ enError: false });
    vi.advanceTimersByTime(REINTENTO_CADA_MS * 3);
    expect(reintentar).toHaveBeenCalledTimes(1);
  });
});
