import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// antd submits forms and shows messages asynchronously; on the loaded shared machine that can
// take longer than findBy's default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia, which antd's responsive grid and Descriptions query.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Nor ResizeObserver, which antd's Typography ellipsis and Table observe.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom implements getComputedStyle without pseudo-elements and logs an error for each call
// antd's scrollbar measuring makes; the element's own style is what those calls need.
const getComputedStyleDeJsdom = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento: Element) => getComputedStyleDeJsdom(elemento);
