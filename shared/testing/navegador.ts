import { vi } from 'vitest';

/**
 * What the browser does and jsdom does not, played by the test: scrolling an element into view
 * (IntersectionObserver) and saving a file (a link to a blob, clicked). Undone after each test
 * by the kit's set-up (`vi.unstubAllGlobals`, `vi.restoreAllMocks`).
 */

/** An IntersectionObserver whose elements come into view when the test says: `aparecer()`. */
export function simularInterseccion() {
  const observadores = new Set<() => void>();
  class IntersectionObserverFalso {
    private readonly avisar: () => void;
    constructor(callback: IntersectionObserverCallback) {
      this.avisar = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {
      observadores.add(this.avisar);
    }
    unobserve() {
      observadores.delete(this.avisar);
    }
    disconnect() {
      observadores.delete(this.avisar);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IntersectionObserverFalso);
  return { aparecer: () => [...observadores].forEach((avisar) => avisar()) };
}

/** The files the page saves (`descargarArchivo`): each one's name and content, in order. */
export function capturarDescargas() {
  const descargas: { nombre: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has neither.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push({ nombre: this.download, blob: blobs.get(this.href)! });
  });
  return descargas;
}
