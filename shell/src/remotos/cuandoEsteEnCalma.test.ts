import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cuandoEsteEnCalma } from './cuandoEsteEnCalma';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('waits while something on the page is busy, then runs once', () => {
  document.body.innerHTML = '<div aria-busy="true">cargando</div>';
  const hacer = vi.fn();
  cuandoEsteEnCalma(hacer);
  vi.advanceTimersByTime(5000);
  expect(hacer).not.toHaveBeenCalled();

  document.body.innerHTML = '<div aria-busy="false">listo</div>';
  vi.advanceTimersByTime(5000);
  expect(hacer).toHaveBeenCalledOnce();
});
