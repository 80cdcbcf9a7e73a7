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

/**
 * A window `ancho` px wide (antd's breakpoints: '(min-width: 768px)'…), of a person who asked for
 * less motion or not: what `matchMedia` answers.
 */
export function simularPantalla({ ancho = 1366, menosMovimiento = false }: { ancho?: number; menosMovimiento?: boolean } = {}) {
  const cumple = (media: string) => {
    if (media.includes('prefers-reduced-motion')) return menosMovimiento && media.includes('reduce');
    const minimo = /min-width:\s*(\d+)px/.exec(media);
    const maximo = /max-width:\s*(\d+)px/.exec(media);
    return (!minimo || ancho >= Number(minimo[1])) && (!maximo || ancho <= Number(maximo[1]));
  };
  vi.stubGlobal('matchMedia', (media: string) => ({
    media, matches: cumple(media), onchange: null,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }));
}
