import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conWorkerDelRemoto } from './workerDelRemoto';

/** Stands in for the browser's Worker: records the URL it was started with. */
class WorkerFalso {
  static urls: string[] = [];
  constructor(url: string | URL) {
    WorkerFalso.urls.push(String(url));
  }
}

const blobs: Blob[] = [];

beforeEach(() => {
  WorkerFalso.urls = [];
  blobs.length = 0;
  vi.stubGlobal('Worker', WorkerFalso);
  URL.createObjectURL = (blob: Blob) => `blob:${blobs.push(blob)}`;
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

const leer = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const lector = new FileReader();
    lector.onload = () => resolve(lector.result as string);
    lector.readAsText(blob);
  });

describe('conWorkerDelRemoto', () => {
  it('starts a same-origin worker at its own URL', () => {
    const propio = new URL('/static/js/w.js', location.href);
    conWorkerDelRemoto(() => new Worker(propio));
    expect(WorkerFalso.urls).toEqual([propio.href]);
  });

  it('starts a cross-origin worker through a blob that imports it with its location pinned', async () => {
    const { liberar } = conWorkerDelRemoto(() => new Worker(new URL('http://localhost:3002/static/js/w.js')));
    expect(WorkerFalso.urls).toEqual(['blob:1']);
    const codigo = await leer(blobs[0]);
    expect(codigo).toContain(`Object.defineProperty(self, 'location', { value: new URL("http://localhost:3002/static/js/w.js") })`);
    expect(codigo).toContain('importScripts("http://localhost:3002/static/js/w.js")');
    liberar();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });

  it('loads the federation runtime before the worker when given one, same origin or not', async () => {
    const propio = new URL('/static/js/async/w.js', location.href);
    const nucleo = new URL('/static/js/nucleo-federacion.js', location.href).href;
    conWorkerDelRemoto(() => new Worker(propio), nucleo);
    expect(WorkerFalso.urls).toEqual(['blob:1']);
    const codigo = await leer(blobs[0]);
    expect(codigo.indexOf(`importScripts("${nucleo}")`)).toBeGreaterThan(-1);
    expect(codigo.indexOf(`importScripts("${nucleo}")`)).toBeLessThan(codigo.indexOf(`importScripts("${propio.href}")`));
  });

  it('puts the global Worker back, even when starting fails', () => {
    expect(() =>
      conWorkerDelRemoto(() => {
        throw new Error('bloqueado');
      }),
    ).toThrow('bloqueado');
    expect(globalThis.Worker).toBe(WorkerFalso);
  });
});
