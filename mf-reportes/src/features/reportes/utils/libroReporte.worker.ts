/// <reference lib="webworker" />
import * as XLSX from 'xlsx';
import { escribirLibroReporte, type DatosLibroReporte } from './libroReporte';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (evento: MessageEvent<DatosLibroReporte>) => {
  try {
    const bytes = escribirLibroReporte(XLSX, evento.data);
    // Transferred, not copied: a 100k-row file is several MB.
    self.postMessage({ bytes }, [bytes]);
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
