import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { cargarPantalla } from './catalogo';
import { Remoto } from './Remoto';

vi.mock('./catalogo', () => ({ cargarPantalla: vi.fn(), prepararPantallas: vi.fn() }));

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
