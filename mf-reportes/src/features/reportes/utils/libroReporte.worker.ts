/// <reference lib="webworker" />
import type { Celda } from '@horas/shared';
import * as XLSX from 'xlsx';
import { escribirLibroReporte } from './libroReporte';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (evento: MessageEvent<Celda[][]>) => {
  try {
    const bytes = escribirLibroReporte(XLSX, evento.data);
    // Transferred, not copied: a 100k-row file is over 10 MB.
    self.postMessage({ bytes }, [bytes]);
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
