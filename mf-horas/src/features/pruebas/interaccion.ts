import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/** user-event without its pointer-events check, which walks antd's CSS-in-JS styles and is very slow in jsdom. */
export const nuevoUsuario = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

type Usuario = ReturnType<typeof nuevoUsuario>;

/** Opens the Select labelled `etiqueta`, types `busqueda` (the option itself unless given) and clicks `opcion`. */
export async function elegirOpcion(usuario: Usuario, etiqueta: string, opcion: string, busqueda = opcion) {
  await usuario.click(screen.getByLabelText(etiqueta));
  await usuario.paste(busqueda);
  const visible = await waitFor(() => {
    const encontrada = screen
      .getAllByTitle(opcion)
      .find((el) => el.classList.contains('ant-select-item-option') && !el.closest('.ant-select-dropdown-hidden'));
    if (!encontrada) throw new Error(`Sin opción visible '${opcion}' en ${etiqueta}`);
    return encontrada;
  });
  await usuario.click(visible);
}
