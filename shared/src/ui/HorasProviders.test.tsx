import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { expect, it } from 'vitest';
import { simularPantalla } from '../../testing';
import { HorasProviders } from './HorasProviders';

const preferir = (menosMovimiento: boolean) => simularPantalla({ menosMovimiento });

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
