import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { BotonOcupado } from './BotonOcupado';
import { ProveedoresConAnimaciones } from '../../testing';

// With antd's animations on, as in the browser: antd's own `loading` icon would linger in the name.
const enProveedores = (boton: ReactElement) => <ProveedoresConAnimaciones>{boton}</ProveedoresConAnimaciones>;

it('while busy: disabled, aria-busy, a spinner outside its accessible name; after: its exact name again, enabled, no spinner', () => {
  const { rerender } = render(enProveedores(<BotonOcupado ocupado={false} type="primary">Buscar por Semana</BotonOcupado>));
  const boton = screen.getByRole('button', { name: 'Buscar por Semana' });
  expect(boton).toBeEnabled();
  expect(boton).toHaveAttribute('aria-busy', 'false');

  rerender(enProveedores(<BotonOcupado ocupado type="primary">Buscar por Semana</BotonOcupado>));
  expect(boton).toHaveAccessibleName('Buscar por Semana');
  expect(boton).toBeDisabled();
  expect(boton).toHaveAttribute('aria-busy', 'true');
  expect(within(boton).getByRole('img', { hidden: true })).toHaveAttribute('aria-hidden', 'true');

  rerender(enProveedores(<BotonOcupado ocupado={false} type="primary">Buscar por Semana</BotonOcupado>));
  expect(screen.getByRole('button', { name: 'Buscar por Semana' })).toBe(boton);
  expect(boton).toHaveAccessibleName('Buscar por Semana');
  expect(boton).toBeEnabled();
  expect(boton).toHaveAttribute('aria-busy', 'false');
  expect(within(boton).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
});

it('keeps its own icon, in place of which the spinner shows while busy, and stays disabled when told to', () => {
  const boton = (ocupado: boolean) => (
    <BotonOcupado ocupado={ocupado} disabled icon={<DownloadOutlined aria-label="Descargar" />}>Excel</BotonOcupado>
  );
  const { rerender } = render(enProveedores(boton(true)));
  expect(screen.getByRole('button')).toHaveAccessibleName('Excel');
  rerender(enProveedores(boton(false)));
  expect(screen.getByRole('button')).toHaveAccessibleName('Descargar Excel');
  expect(screen.getByRole('button')).toBeDisabled();
});
