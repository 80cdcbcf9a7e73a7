import { renderizarConAnimaciones } from '@horas/shared/testing';
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { BotonEstado } from './BotonEstado';

it('busy while the change is sent; then both it and its confirmation have their exact names again', async () => {
  let terminar = () => {};
  const alConfirmar = vi.fn(() => new Promise<void>((resolver) => { terminar = resolver; }));
  // With antd's animations on, as in the browser: antd's leaving `loading` icon would stay in the names.
  const { usuario } = renderizarConAnimaciones(
    <BotonEstado activo nombre="Ana García" pregunta="¿Desactivar a Ana García?" explicacion="No podrá iniciar sesión." alConfirmar={alConfirmar} />,
  );
  const boton = screen.getByRole('button', { name: 'Desactivar Ana García' });
  await usuario.click(boton);
  await usuario.click(await screen.findByRole('button', { name: 'Desactivar' }));

  expect(alConfirmar).toHaveBeenCalledOnce();
  expect(boton).toBeDisabled();
  expect(boton).toHaveAttribute('aria-busy', 'true');
  expect(boton).toHaveAccessibleName('Desactivar Ana García');
  expect(screen.getByRole('button', { name: 'Desactivar' })).toBeDisabled();

  terminar();
  await vi.waitFor(() => expect(boton).toBeEnabled());
  expect(boton).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByRole('button', { name: 'Desactivar Ana García' })).toBe(boton);
  await usuario.click(boton);
  expect(await screen.findByRole('button', { name: 'Desactivar' })).toBeEnabled();
});
