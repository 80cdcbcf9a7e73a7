/**
 * The one jsdom set-up for every package's component tests (vitest `setupFiles`): what antd needs
 * from a browser that jsdom lacks, Testing Library's cleanup, and an empty query cache per test.
 * The files of a worker share one document and one module graph (no per-file isolation, see
 * vitest.config.ts): everything a test may change of them is put back here, after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAppStore } from '../src/app/useAppStore';
import { useAuthStore } from '../src/auth/useAuthStore';
// Every page has the session's wiring (loaded with the stores by `@horas/shared/sesion`).
import '../src/app/cableadoDeSesion';
import { clienteConsultas } from '../src/datos/clienteConsultas';
import { apagarServidorFalso } from './servidorFalso';

// A failed load shows its error at once: a test that wants a retry says so.
clienteConsultas.setDefaultOptions({
  ...clienteConsultas.getDefaultOptions(),
  queries: { ...clienteConsultas.getDefaultOptions().queries, retry: false },
});

afterEach(() => {
  cleanup();
  clienteConsultas.clear();
  // The session's lists mirror the cache in memory: the next test starts without the last one's.
  useAppStore.setState({ ...useAppStore.getInitialState() });
  // The session as a fresh page has it, with the store's own actions (a test may stand in for `login`).
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  apagarServidorFalso();
  localStorage.clear();
  // What a test played of the browser (navegador.ts), and its other spies.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // cleanup() unmounts what render() mounted; anything else left in the page would answer the next
  // file's queries (a second 'button'), and a root still mounted there would keep running.
  if (document.body.childElementCount) {
    const resto = document.body.innerHTML.slice(0, 300);
    document.body.replaceChildren();
    throw new Error(`The test left elements in the page; unmount what it mounted itself: ${resto}`);
  }
});

// antd shows messages and validates forms asynchronously; findBy's default second is too short
// for antd trees on a 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// antd's responsive helpers (Grid, Descriptions) query matchMedia on render.
window.matchMedia ??= (media: string) =>
  ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom lays nothing out, so it cannot scroll an element into view.
Element.prototype.scrollIntoView ??= () => undefined;

// antd's Select, Table and Typography ellipsis observe their own size.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd measures the scrollbar through a pseudo-element, which jsdom logs as "not implemented";
// the element's own style is all those calls need. Wrapped once per worker: this file runs again
// for each of the worker's files, in the same window.
const sinPseudoElemento = Symbol.for('horas.sinPseudoElemento');
if (!(sinPseudoElemento in window.getComputedStyle)) {
  const estiloCalculado = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((elemento: Element) => estiloCalculado(elemento), { [sinPseudoElemento]: true });
}
