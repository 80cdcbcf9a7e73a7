import { screen, waitFor } from '@testing-library/react';
import type { UsuarioDePrueba } from './renderizar';

/**
 * Opens an antd Select (its element, or the label it has), types `busqueda` if given, and clicks
 * the option titled `opcion` in the open dropdown.
 */
export async function elegirOpcion(usuario: UsuarioDePrueba, combo: HTMLElement | string, opcion: string, busqueda?: string) {
  const campo = typeof combo === 'string' ? screen.getByLabelText(combo) : combo;
  // A picker that waits for another choice (a client's services) is enabled once the form has seen
  // that choice, which antd's Form.useWatch tells in a task of its own: a click before it is lost.
  await waitFor(() => {
    if ((campo as HTMLInputElement).disabled) throw new Error(`«${typeof combo === 'string' ? combo : campo.id}» sigue deshabilitado`);
  });
  await usuario.click(campo);
  if (busqueda) await usuario.paste(busqueda);
  // A direct query: role queries over antd's large dropdown trees are very slow in jsdom.
  const visible = await waitFor(() => {
    const encontrada = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${opcion}"]`);
    if (!encontrada) throw new Error(`Sin opción visible «${opcion}»`);
    return encontrada;
  });
  await usuario.click(visible);
}
