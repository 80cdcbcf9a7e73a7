import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, expect, it, vi } from 'vitest';
import { cambiarMiContrasena, useAuthStore } from '@horas/shared';
import { renderizarConAnimaciones } from '@horas/shared/testing';
import { CambiarContrasena } from './CambiarContrasena';

vi.mock('@horas/shared', async (original) => ({ ...(await original<object>()), cambiarMiContrasena: vi.fn() }));

function rechazo(status: number, mensaje: string) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const respuesta = { status, data: { mensaje }, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`HTTP ${status}`, String(status), config, null, respuesta);
}

async function abrirYCompletar(campos: { actual: string; nueva: string; repetida: string }) {
  const { usuario } = renderizarConAnimaciones(<CambiarContrasena />);
  await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: campos.actual } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: campos.nueva } });
  fireEvent.change(screen.getByLabelText('Repetir contraseña'), { target: { value: campos.repetida } });
  await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
  return dialogo;
}

beforeEach(() => {
  vi.mocked(cambiarMiContrasena).mockReset();
  useAuthStore.setState({ token: 'viejo' });
});

it('sends the change and keeps this session going with the token the server answers', async () => {
  vi.mocked(cambiarMiContrasena).mockResolvedValue({ token: 'nuevo', id: 2, perfil: 'Senior' });

  const dialogo = await abrirYCompletar({ actual: 'Ana#2026', nueva: 'Otra#20261', repetida: 'Otra#20261' });

  expect(cambiarMiContrasena).toHaveBeenCalledWith({ actual: 'Ana#2026', nueva: 'Otra#20261' });
  expect(await screen.findByText('Contraseña actualizada.')).toBeInTheDocument();
  await waitFor(() => expect(dialogo).not.toBeVisible());
  expect(useAuthStore.getState().token).toBe('nuevo');
  expect(localStorage.getItem('token')).toBe('nuevo');
});

it('checks the new password before sending: length and repetition', async () => {
  await abrirYCompletar({ actual: 'Ana#2026', nueva: 'corta', repetida: 'distinta' });

  expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
  expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  expect(cambiarMiContrasena).not.toHaveBeenCalled();
});

it("shows the server's message when the current password is wrong, and keeps the session", async () => {
  vi.mocked(cambiarMiContrasena).mockRejectedValue(rechazo(400, 'La contraseña actual no es correcta.'));

  const dialogo = await abrirYCompletar({ actual: 'mala', nueva: 'Otra#20261', repetida: 'Otra#20261' });

  expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
  expect(dialogo).toBeVisible();
  // With antd's animations on (no test-kit wrapper): 'Guardar' has its exact name again, ready for another try.
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  expect(useAuthStore.getState().token).toBe('viejo');
});
