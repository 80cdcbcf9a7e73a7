import { escribirLibroReporte, type DatosLibroReporte } from './libroReporte';
import { conWorkerDeOtroOrigen } from './workerDeOtroOrigen';

type RespuestaWorker = { bytes: ArrayBuffer } | { error: string };

function enWorker(datos: DatosLibroReporte): Promise<ArrayBuffer> {
  const { worker, liberar } = conWorkerDeOtroOrigen(() => new Worker(new URL('./libroReporte.worker.ts', import.meta.url)));
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<RespuestaWorker>) =>
      'bytes' in data ? resolve(data.bytes) : reject(new Error(data.error));
    worker.onerror = (evento) => reject(new Error(evento.message));
    worker.postMessage(datos);
  }).finally(() => {
    worker.terminate();
    liberar();
  });
}

async function enHiloPrincipal(datos: DatosLibroReporte): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  return escribirLibroReporte(XLSX, datos);
}

/**
 * Builds horas.xlsx in a Web Worker: writing 100k rows takes seconds of CPU, which on the main
 * thread would freeze the page. Where no worker starts (jsdom, a blocked script) the same code
 * runs on the main thread instead.
 */
export async function generarLibroReporte(datos: DatosLibroReporte): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') return enHiloPrincipal(datos);
  try {
    return await enWorker(datos);
  } catch (error) {
    console.error(error);
    return enHiloPrincipal(datos);
  }
}
