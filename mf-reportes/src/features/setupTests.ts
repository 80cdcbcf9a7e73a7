import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// antd's responsive observers call matchMedia, which jsdom does not implement.
window.matchMedia ??= (media: string) =>
  ({ matches: false, media, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;

// antd measures the scrollbar with a pseudo-element, which jsdom's getComputedStyle rejects.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento: Element) => computedStyle(elemento);

// antd's Select and Radio.Group observe their size; jsdom has no ResizeObserver.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
