import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks matchMedia, which antd's responsive helpers query on render.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Nor getComputedStyle with a pseudo-element, which antd asks to measure scrollbars.
const estiloCalculado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento: Element) => estiloCalculado(elemento);

// Nor ResizeObserver, which Typography's ellipsis observes.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
