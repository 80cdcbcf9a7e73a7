import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useAuthStore } from '@horas/shared';
import { cuerposA, renderizarConAnimaciones, servidorFalso, type Rutas } from '@horas/shared/testing';
import { CambiarContrasena } from './CambiarContrasena';

const CAMBIO = 'PUT /usuarios/usuarios/me/contrasena';

async function abrirYCompletar(rutas: Rutas, campos: { actual: string; nueva: string; repetida: string }) {
  const pedidos = servidorFalso(rutas);
  const { usuario } = renderizarConAnimaciones(<CambiarContrasena />);
  await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: campos.actual } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: campos.nueva } });
  fireEvent.change(screen.getByLabelText('Repetir contraseña'), { target: { value: campos.repetida } });
  await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
  return { dialogo, pedidos };
}

beforeEach(() => {
  useAuthStore.setState({ token: 'viejo' });
});

it('sends the change and keeps this session going with the token the server answers', async () => {
  const { dialogo, pedidos } = await abrirYCompletar(
    { [CAMBIO]: [200, { token: 'nuevo', id: 2, perfil: 'Senior' }] },
    { actual: 'Ana#2026', nueva: 'Otra#20261', repetida: 'Otra#20261' },
  );

  expect(await screen.findByText('Contraseña actualizada.')).toBeInTheDocument();
  expect(cuerposA(pedidos, CAMBIO)).toEqual([{ actual: 'Ana#2026', nueva: 'Otra#20261' }]);
  await waitFor(() => expect(dialogo).not.toBeVisible());
  expect(useAuthStore.getState().token).toBe('nuevo');
  expect(localStorage.getItem('token')).toBe('nuevo');
});

it('checks the new password before sending: length and repetition', async () => {
  const { pedidos } = await abrirYCompletar({}, { actual: 'Ana#2026', nueva: 'corta', repetida: 'distinta' });

  expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
  expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  expect(pedidos).toEqual([]);
});

it("shows the server's message when the current password is wrong, and keeps the session", async () => {
  const { dialogo } = await abrirYCompletar(
    { [CAMBIO]: [400, { mensaje: 'La contraseña actual no es correcta.' }] },
    { actual: 'mala', nueva: 'Otra#20261', repetida: 'Otra#20261' },
  );

  expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
  expect(dialogo).toBeVisible();
  // With antd's animations on (no test-kit wrapper): 'Guardar' has its exact name again, ready for another try.
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  expect(useAuthStore.getState().token).toBe('viejo');
});
