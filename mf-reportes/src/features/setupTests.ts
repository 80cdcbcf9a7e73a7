import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
// findBy*/waitFor give up after 1 s by default: too short for antd on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

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
