import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ErrorDeLogin } from './ErrorDeLogin';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pasar = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it('shows each new error only after a short delay', () => {
  const { rerender } = render(<ErrorDeLogin error="Usuario o contraseña incorrectos" />);
  expect(screen.queryByText('Usuario o contraseña incorrectos')).toBeNull();
  pasar(300);
  expect(screen.getByText('Usuario o contraseña incorrectos')).toBeInTheDocument();

  rerender(<ErrorDeLogin error="Ocurrió un error al intentar iniciar sesión" />);
  expect(screen.queryByRole('alert')).toBeNull();
  pasar(300);
  expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error al intentar iniciar sesión');
});

it('shows nothing without an error', () => {
  render(<ErrorDeLogin error={null} />);
  pasar(1000);
  expect(screen.queryByRole('alert')).toBeNull();
});
