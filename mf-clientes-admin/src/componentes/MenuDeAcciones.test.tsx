import { abrirAcciones, renderizar, renderizarConAnimaciones } from '@horas/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuDeAcciones, type AccionDeFila } from './MenuDeAcciones';

const PREGUNTA = '¿Desactivar a Ana García?';
/** Ana García's 'Editar' and 'Desactivar', the latter confirmed; `desactivar` is what it runs. */
const acciones = (desactivar: () => Promise<void>, editar = vi.fn()): AccionDeFila[] => [
  { texto: 'Editar', alElegir: editar },
  { texto: 'Crear Tarea', alElegir: vi.fn(), deshabilitada: true },
  { texto: 'Desactivar', alElegir: desactivar, peligro: true, confirmacion: { pregunta: PREGUNTA, explicacion: 'No podrá iniciar sesión.' } },
];

describe('MenuDeAcciones', () => {
  it("shows one 'Acciones' button named by its row; the actions, red 'Desactivar' and a disabled one, only in its menu", async () => {
    const editar = vi.fn();
    const { usuario } = renderizar(<MenuDeAcciones nombre="Ana García" acciones={acciones(vi.fn(), editar)} />);
    expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'Acciones de Ana García' })]);
    expect(screen.getByRole('button', { name: 'Acciones de Ana García' })).toHaveTextContent(/^Acciones$/);

    const menu = await abrirAcciones(usuario, 'Ana García');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Editar', 'Crear Tarea', 'Desactivar']);
    expect(within(menu).getByRole('menuitem', { name: 'Desactivar' })).toHaveClass('ant-dropdown-menu-item-danger');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' })).not.toHaveClass('ant-dropdown-menu-item-danger');
    expect(within(menu).getByRole('menuitem', { name: 'Crear Tarea' })).toHaveAttribute('aria-disabled', 'true');
    await usuario.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
    expect(editar).toHaveBeenCalledOnce();
  });

  it("runs 'Desactivar' only after its confirmation's red 'Desactivar'; 'Cancelar' runs nothing", async () => {
    const desactivar = vi.fn(() => Promise.resolve());
    const { usuario } = renderizar(<MenuDeAcciones nombre="Ana García" acciones={acciones(desactivar)} />);
    await usuario.click(within(await abrirAcciones(usuario, 'Ana García')).getByRole('menuitem', { name: 'Desactivar' }));
    const dialogo = await screen.findByRole('dialog', { name: PREGUNTA });
    expect(dialogo).toHaveTextContent('No podrá iniciar sesión.');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(desactivar).not.toHaveBeenCalled();

    await usuario.click(within(await abrirAcciones(usuario, 'Ana García')).getByRole('menuitem', { name: 'Desactivar' }));
    const confirmar = within(await screen.findByRole('dialog', { name: PREGUNTA })).getByRole('button', { name: 'Desactivar' });
    expect(confirmar).toHaveClass('ant-btn-dangerous');
    await usuario.click(confirmar);
    expect(desactivar).toHaveBeenCalledOnce();
  });

  it('keeps the confirmation open, its button busy, until the action ends; then the focus is back on the row\'s button', async () => {
    let terminar = () => {};
    const desactivar = vi.fn(() => new Promise<void>((resolver) => { terminar = resolver; }));
    // With antd's animations on, as in the browser: antd's leaving `loading` icon would stay in the names.
    const { usuario } = renderizarConAnimaciones(<MenuDeAcciones nombre="Ana García" acciones={acciones(desactivar)} />);
    await usuario.click(within(await abrirAcciones(usuario, 'Ana García')).getByRole('menuitem', { name: 'Desactivar' }));
    const dialogo = await screen.findByRole('dialog', { name: PREGUNTA });
    const confirmar = within(dialogo).getByRole('button', { name: 'Desactivar' });
    await usuario.click(confirmar);

    expect(desactivar).toHaveBeenCalledOnce();
    expect(confirmar).toBeDisabled();
    expect(confirmar).toHaveAttribute('aria-busy', 'true');
    expect(confirmar).toHaveAccessibleName('Desactivar');

    terminar();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Acciones de Ana García' })).toHaveFocus();
  });

  it('opens from the keyboard in its first item', async () => {
    const { usuario } = renderizar(<MenuDeAcciones nombre="Ana García" acciones={acciones(vi.fn())} />);
    screen.getByRole('button', { name: 'Acciones de Ana García' }).focus();
    await usuario.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Acciones de Ana García' });
    // The arrows and Enter on an item are the browser's test (e2e/tests/accesibilidad.spec.ts, the
    // admin's tables): antd moves only between items it sees laid out, which jsdom does not do.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus());
  });
});
