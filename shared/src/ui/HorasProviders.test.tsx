import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import { HorasProviders } from './HorasProviders';

const preferir = (menosMovimiento: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) => ({
    media, matches: menosMovimiento && media === '(prefers-reduced-motion: reduce)', onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }));

afterEach(() => vi.restoreAllMocks());

/** What antd's modals, menus and panels read to decide whether they move (jsdom runs no animation). */
function Movimiento() {
  return <output>{theme.useToken().token.motion ? 'con movimiento' : 'sin movimiento'}</output>;
}

it("keeps antd's motion for whoever did not ask for less", () => {
  preferir(false);
  render(<HorasProviders><Movimiento /></HorasProviders>);
  expect(screen.getByRole('status')).toHaveTextContent('con movimiento');
});

it('turns it off for whoever asked their system for less motion', () => {
  preferir(true);
  render(<HorasProviders><Movimiento /></HorasProviders>);
  expect(screen.getByRole('status')).toHaveTextContent('sin movimiento');
});
