import { HorasProviders } from '@horas/shared';
import { ConfigProvider } from 'antd';
import { fireEvent, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * Renders inside the app's providers (antd es_ES + App for message/modal), as the shell does,
 * with animations off so dialogs and messages appear at once.
 */
export function renderizar(ui: ReactElement) {
  const arbol = (
    <HorasProviders>
      <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
    </HorasProviders>
  );
  // The pointer-events check calls getComputedStyle up the tree on every click: slow on antd's styles.
  const usuario = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { usuario, ...render(arbol) };
}

/** Sets a text field in one event: typing key by key is needlessly slow for these tests. */
export const escribir = (campo: HTMLElement, texto: string) => fireEvent.change(campo, { target: { value: texto } });
