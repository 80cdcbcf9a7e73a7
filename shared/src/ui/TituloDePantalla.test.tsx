import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TituloDePantalla } from './TituloDePantalla';

it('is the level-one heading, shown or for screen readers only', () => {
  const { rerender } = render(<TituloDePantalla>Mis Horas Registradas</TituloDePantalla>);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Mis Horas Registradas');
  rerender(<TituloDePantalla oculto>Inicio</TituloDePantalla>);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Inicio');
  expect(screen.getByRole('heading', { level: 1 })).toHaveStyle({ position: 'absolute', width: '1px', overflow: 'hidden' });
});
