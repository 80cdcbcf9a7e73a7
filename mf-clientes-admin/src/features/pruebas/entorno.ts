import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(cleanup);

// Flows include the spec's 0.5–1 s pause after each change, on a busy shared machine.
// defaultHidden: skips the per-element visibility check (getComputedStyle), very slow on antd's styles.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });

// jsdom has no matchMedia; antd's breakpoint hooks (Descriptions, Grid) call it on render.
vi.stubGlobal(
  'matchMedia',
  vi.fn((media: string) => ({
    media,
    matches: false,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
);

// jsdom has no ResizeObserver; antd's Select and Tabs observe their own size.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

// antd measures the scrollbar through a pseudo-element, which jsdom reports as "not implemented".
const estiloComputado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento: Element) => estiloComputado(elemento);
