/**
 * Under the shell this remote's files come from the remote's own origin, and a browser refuses to
 * start a worker from another origin's URL. A same-origin blob that importScripts() the real file
 * is allowed; `location` is pinned to the real URL so the bundler's runtime, which derives its
 * public path from it, loads the worker's chunks from the remote too.
 */
function urlDeArranque(url: URL): { url: URL | string; liberar: () => void } {
  if (url.origin === globalThis.location.origin) return { url, liberar: () => undefined };
  const destino = JSON.stringify(url.href);
  const codigo = `Object.defineProperty(self, 'location', { value: new URL(${destino}) });\nimportScripts(${destino});\n`;
  const blob = URL.createObjectURL(new Blob([codigo], { type: 'text/javascript' }));
  return { url: blob, liberar: () => URL.revokeObjectURL(blob) };
}

/**
 * Runs `crear`, which must contain the literal `new Worker(new URL(...))` the bundler compiles into
 * a worker chunk, with the global `Worker` briefly replaced by one that starts cross-origin URLs
 * through a blob. The swap lasts one synchronous call, so no other code can see it.
 */
export function conWorkerDeOtroOrigen(crear: () => Worker): { worker: Worker; liberar: () => void } {
  const WorkerNativo = globalThis.Worker;
  let liberar = (): void => undefined;
  globalThis.Worker = class extends WorkerNativo {
    constructor(url: string | URL, opciones?: WorkerOptions) {
      const arranque = urlDeArranque(new URL(url, globalThis.location.href));
      liberar = arranque.liberar;
      super(arranque.url, opciones);
    }
  };
  try {
    return { worker: crear(), liberar };
  } finally {
    globalThis.Worker = WorkerNativo;
  }
}
