import * as shared from '@horas/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { BotonHorasHabilitadas } from './BotonHorasHabilitadas';
import { errorConMensaje, renderizar, renderizarConAnimaciones, servidorFalso } from '@horas/shared/testing';

vi.mock('@horas/shared', async (original) => ({
  ...(await original<typeof shared>()),
  setHorasHabilitadas: vi.fn(),
}));

const api = vi.mocked(shared);

beforeEach(() => {
  vi.clearAllMocks();
  // The shared query asks the server (through the real client) whether entry is open.
  servidorFalso({ 'GET /horas/horashabilitadas': [200, { habilitada: false }] });
  shared.useAppStore.setState({ horasHabilitadas: false });
});

it('nombra la acción y, tras guardarla, cambia el estado compartido que lee la vista semanal', async () => {
  api.setHorasHabilitadas.mockResolvedValueOnce({ habilitada: true }).mockResolvedValueOnce({ habilitada: false });
  const { usuario } = renderizar(<BotonHorasHabilitadas />);

  await usuario.click(screen.getByRole('button', { name: 'Habilitar horas' }));
  expect(await screen.findByRole('button', { name: 'Deshabilitar horas' })).toBeInTheDocument();
  expect(api.setHorasHabilitadas).toHaveBeenLastCalledWith(true);
  expect(shared.useAppStore.getState().horasHabilitadas).toBe(true);

  await usuario.click(screen.getByRole('button', { name: 'Deshabilitar horas' }));
  expect(await screen.findByRole('button', { name: 'Habilitar horas' })).toBeInTheDocument();
  expect(api.setHorasHabilitadas).toHaveBeenLastCalledWith(false);
  expect(shared.useAppStore.getState().horasHabilitadas).toBe(false);
});

it('si el servidor lo rechaza, muestra su mensaje y no cambia nada', async () => {
  api.setHorasHabilitadas.mockRejectedValueOnce(errorConMensaje('No tiene permisos para realizar esta acción.'));
  const { usuario } = renderizar(<BotonHorasHabilitadas />);
  await usuario.click(screen.getByRole('button', { name: 'Habilitar horas' }));
  expect(await screen.findByText('No tiene permisos para realizar esta acción.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Habilitar horas' })).toBeInTheDocument();
  expect(shared.useAppStore.getState().horasHabilitadas).toBe(false);
});

it('dice el estado junto a la acción, y tras guardar el botón se llama exactamente como su texto', async () => {
  api.setHorasHabilitadas.mockResolvedValueOnce({ habilitada: true });
  // With antd's animations on, as in the browser: a leaving loading icon would stay in the name.
  renderizarConAnimaciones(<BotonHorasHabilitadas />);
  expect(screen.getByRole('status')).toHaveTextContent('Carga de horas fuera de período: deshabilitada');

  await userEvent.click(screen.getByRole('button', { name: 'Habilitar horas' }));
  expect(await screen.findByText('Carga de horas fuera de período: habilitada')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /horas$/ })).toHaveAccessibleName('Deshabilitar horas');
});
