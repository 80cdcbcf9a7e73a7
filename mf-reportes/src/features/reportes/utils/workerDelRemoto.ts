/**
 * How this remote's worker starts. Under the shell its files come from the remote's own origin, and
 * a browser refuses to start a worker from another origin's URL; a same-origin blob that
 * importScripts() the real file is allowed. `location` is pinned to the real URL so the bundler's
 * runtime, which derives its public path from it, loads the worker's chunks from the remote too.
 * The federated build's worker also needs the federation runtime its entry reads from globals
 * (shared/src/federacion/globales.ts): no shell runs in a worker, so `nucleo` loads it first.
 */
function urlDeArranque(url: URL, nucleo?: string): { url: URL | string; liberar: () => void } {
  if (!nucleo && url.origin === globalThis.location.origin) return { url, liberar: () => undefined };
  const destino = JSON.stringify(url.href);
  const codigo = [
    `Object.defineProperty(self, 'location', { value: new URL(${destino}) });`,
    ...(nucleo ? [`importScripts(${JSON.stringify(nucleo)});`] : []),
    `importScripts(${destino});`,
  ].join('\n');
  const blob = URL.createObjectURL(new Blob([codigo], { type: 'text/javascript' }));
  return { url: blob, liberar: () => URL.revokeObjectURL(blob) };
}

/**
 * Runs `crear`, which must contain the literal `new Worker(new URL(...))` the bundler compiles into
 * a worker chunk, with the global `Worker` briefly replaced by one that starts it through
 * `urlDeArranque`. The swap lasts one synchronous call, so no other code can see it.
 */
export function conWorkerDelRemoto(crear: () => Worker, nucleo?: string): { worker: Worker; liberar: () => void } {
  const WorkerNativo = globalThis.Worker;
  let liberar = (): void => undefined;
  globalThis.Worker = class extends WorkerNativo {
    constructor(url: string | URL, opciones?: WorkerOptions) {
      const arranque = urlDeArranque(new URL(url, globalThis.location.href), nucleo);
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
