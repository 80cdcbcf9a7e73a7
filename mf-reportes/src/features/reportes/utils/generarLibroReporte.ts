import type { Celda } from '@horas/shared';
import { escribirLibroReporte } from './libroReporte';
import { conWorkerDelRemoto } from './workerDelRemoto';

type RespuestaWorker = { bytes: ArrayBuffer } | { error: string };

// The bundler's base URL of this remote's files (its own origin, also under the shell).
declare const __webpack_public_path__: string;
/** Set by the federated build only (shared/federation.ts): where the federation runtime script is. */
const NUCLEO: string | undefined = import.meta.env.HORAS_NUCLEO_FEDERACION;

function enWorker(filas: Celda[][]): Promise<ArrayBuffer> {
  const nucleo = NUCLEO && new URL(NUCLEO, __webpack_public_path__).href;
  const { worker, liberar } = conWorkerDelRemoto(() => new Worker(new URL('./libroReporte.worker.ts', import.meta.url)), nucleo);
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<RespuestaWorker>) =>
      'bytes' in data ? resolve(data.bytes) : reject(new Error(data.error));
    worker.onerror = (evento) => reject(new Error(evento.message));
    worker.postMessage(filas);
  }).finally(() => {
    worker.terminate();
    liberar();
  });
}

async function enHiloPrincipal(filas: Celda[][]): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  return escribirLibroReporte(XLSX, filas);
}

/**
 * Builds horas.xlsx in a Web Worker: writing 100k rows takes seconds of CPU, which on the main
 * thread would freeze the page. The rows arrive already mapped: flat rows cost the page about a
 * third of what copying the nested entries would. Where no worker starts (jsdom, a blocked
 * script) the same code runs on the main thread instead.
 */
export async function generarLibroReporte(filas: Celda[][]): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') return enHiloPrincipal(filas);
  try {
    return await enWorker(filas);
  } catch (error) {
    console.error(error);
    return enHiloPrincipal(filas);
  }
}
