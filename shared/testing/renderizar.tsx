import type { ReactElement, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { fireEvent, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { HorasProviders } from '../src/ui/HorasProviders';

/**
 * Renders inside the providers the shell gives every screen (antd es_ES, App for message/modal,
 * the page's query cache), with animations off so dialogs and messages appear at once, and without
 * antd's CSS-in-JS styles (`zeroRuntime`): jsdom matches every style rule in the page on each
 * getComputedStyle, which Testing Library calls per element to name it; with antd's rules in the page
 * that was most of a component test's time, and no test reads a style antd computes.
 */
export function renderizar(ui: ReactElement) {
  return { usuario: nuevoUsuario(), ...render(ui, { wrapper: Proveedores }) };
}

/** The same providers as a `wrapper`, e.g. for renderHook. */
export function Proveedores({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
      <HorasProviders>{children}</HorasProviders>
    </ConfigProvider>
  );
}

/**
 * `renderizar` with antd's animations on, as in the browser, for what depends on them (a leave
 * motion that never ends in jsdom keeps an element in the page); still without the styles.
 */
export function renderizarConAnimaciones(ui: ReactElement) {
  return { usuario: nuevoUsuario(), ...render(ui, { wrapper: ProveedoresConAnimaciones }) };
}

export function ProveedoresConAnimaciones({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <HorasProviders>{children}</HorasProviders>
    </ConfigProvider>
  );
}

/** user-event without its pointer-events check, which walks antd's CSS-in-JS styles: very slow in jsdom. */
export const nuevoUsuario = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export type UsuarioDePrueba = ReturnType<typeof nuevoUsuario>;

/** Sets a text field in one event: typing key by key is needlessly slow for most tests. */
export const escribir = (campo: HTMLElement, texto: string) => fireEvent.change(campo, { target: { value: texto } });
