import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { cargarPantalla } from './catalogo';
import { Remoto, Remotos } from './Remoto';

vi.mock('./catalogo', () => ({ cargarPantalla: vi.fn(), prepararPantallas: vi.fn() }));
// The other screens' preloading waits for a calm page on timers that would outlive these tests.
vi.mock('./cuandoEsteEnCalma', () => ({ cuandoEsteEnCalma: vi.fn() }));

it("shows 'Reintentar' when a remote cannot load, and loads it again from scratch on click", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(cargarPantalla)
    .mockRejectedValueOnce(new Error('caído'))
    .mockResolvedValueOnce({ default: () => <p>pantalla remota</p> });

  render(<Remoto id="mf_reportes/Screen" />);

  await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('pantalla remota')).toBeInTheDocument();
  expect(cargarPantalla).toHaveBeenNthCalledWith(1, 'mf_reportes/Screen', false);
  expect(cargarPantalla).toHaveBeenNthCalledWith(2, 'mf_reportes/Screen', true);
});

it('shows remotes side by side only once all have loaded: the first one waits for the other', async () => {
  let cargarNavegacion: (modulo: { default: ComponentType }) => void = () => undefined;
  vi.mocked(cargarPantalla).mockReset().mockImplementation((id) =>
    id === 'mf_horas/Screen'
      ? Promise.resolve({ default: () => <p>semana</p> })
      : new Promise((listo) => {
          cargarNavegacion = listo;
        }),
  );

  render(<Remotos ids={['mf_clientes_admin/AdminNav', 'mf_horas/Screen']} />);

  // The week's module has arrived and React has done what it does with it.
  await act(async () => undefined);
  expect(cargarPantalla).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('semana')).not.toBeInTheDocument();
  cargarNavegacion({ default: () => <nav>navegación</nav> });
  expect(await screen.findByText('semana')).toBeInTheDocument();
  expect(screen.getByText('navegación')).toBeInTheDocument();
});
