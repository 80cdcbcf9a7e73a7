import { useAppStore } from '@horas/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { BotonHorasHabilitadas } from './BotonHorasHabilitadas';
import { cuerposA, renderizar, renderizarConAnimaciones, servidorFalso } from '@horas/shared/testing';

const CAMBIO = 'PUT /horas/actualizarhorashabilitadas';

/** The switch as the API keeps it, off at first; the shared query asks it through the real client. */
function apiDelInterruptor(rechazo?: string) {
  let habilitada = false;
  return servidorFalso({
    'GET /horas/horashabilitadas': () => [200, { habilitada }],
    [CAMBIO]: (pedido) => {
      if (rechazo) return [409, { mensaje: rechazo }];
      ({ habilitada } = JSON.parse(pedido.data as string) as { habilitada: boolean });
      return [200, { habilitada }];
    },
  });
}

it('nombra la acción y, tras guardarla, cambia el estado compartido que lee la vista semanal', async () => {
  const pedidos = apiDelInterruptor();
  const { usuario } = renderizar(<BotonHorasHabilitadas />);

  await usuario.click(screen.getByRole('button', { name: 'Habilitar horas' }));
  expect(await screen.findByRole('button', { name: 'Deshabilitar horas' })).toBeInTheDocument();
  expect(cuerposA(pedidos, CAMBIO)).toEqual([{ habilitada: true }]);
  expect(useAppStore.getState().horasHabilitadas).toBe(true);

  await usuario.click(screen.getByRole('button', { name: 'Deshabilitar horas' }));
  expect(await screen.findByRole('button', { name: 'Habilitar horas' })).toBeInTheDocument();
  expect(cuerposA(pedidos, CAMBIO)).toEqual([{ habilitada: true }, { habilitada: false }]);
  expect(useAppStore.getState().horasHabilitadas).toBe(false);
});

it('si el servidor lo rechaza, muestra su mensaje y no cambia nada', async () => {
  apiDelInterruptor('No tiene permisos para realizar esta acción.');
  const { usuario } = renderizar(<BotonHorasHabilitadas />);
  await usuario.click(screen.getByRole('button', { name: 'Habilitar horas' }));
  expect(await screen.findByText('No tiene permisos para realizar esta acción.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Habilitar horas' })).toBeInTheDocument();
  expect(useAppStore.getState().horasHabilitadas).toBe(false);
});

it('dice el estado junto a la acción, y tras guardar el botón se llama exactamente como su texto', async () => {
  apiDelInterruptor();
  // With antd's animations on, as in the browser: a leaving loading icon would stay in the name.
  renderizarConAnimaciones(<BotonHorasHabilitadas />);
  expect(screen.getByRole('status')).toHaveTextContent('Carga de horas fuera de período: deshabilitada');

  await userEvent.click(screen.getByRole('button', { name: 'Habilitar horas' }));
  expect(await screen.findByText('Carga de horas fuera de período: habilitada')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /horas$/ })).toHaveAccessibleName('Deshabilitar horas');
});
