import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens an antd Select, types `busqueda` if given, and clicks the option with that label in its open dropdown. */
export async function elegirOpcion(usuario: UserEvent, combo: HTMLElement, etiqueta: string, busqueda?: string) {
  await usuario.click(combo);
  if (busqueda) await usuario.paste(busqueda);
  // A direct query: role queries over antd's large dropdown trees are very slow in jsdom.
  const opcion = await waitFor(() => {
    const encontrada = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${etiqueta}"]`);
    if (!encontrada) throw new Error(`Sin opción «${etiqueta}»`);
    return encontrada;
  });
  await usuario.click(opcion);
}
