import { escribirLibroReporte, type DatosLibroReporte } from './libroReporte';

type RespuestaWorker = { bytes: ArrayBuffer } | { error: string };

function crearWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./libroReporte.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

function enWorker(worker: Worker, datos: DatosLibroReporte): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<RespuestaWorker>) =>
      'bytes' in data ? resolve(data.bytes) : reject(new Error(data.error));
    worker.onerror = (evento) => reject(new Error(evento.message));
    worker.postMessage(datos);
  }).finally(() => worker.terminate()) as Promise<ArrayBuffer>;
}

async function enHiloPrincipal(datos: DatosLibroReporte): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  return escribirLibroReporte(XLSX, datos);
}

/**
 * Builds horas.xlsx in a Web Worker so a 100k-row report does not freeze the page; where no
 * worker can start (old browser, jsdom) the same code runs on the main thread.
 */
export function generarLibroReporte(datos: DatosLibroReporte): Promise<ArrayBuffer> {
  const worker = crearWorker();
  return worker ? enWorker(worker, datos) : enHiloPrincipal(datos);
}
