import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import type { Pedido } from './casos';

const CARGA = fileURLToPath(new URL('./carga.ts', import.meta.url));

export interface Corrida { reqPorSeg: number; p50: number; p99: number; errores: number; no2xx: number; bytesPorResp: number }

/** One autocannon run in a child process (carga.ts), so it does not share the server's event loop. */
export function correr(entrada: { url: string; conexiones: number; segundos: number; pedidos: Pedido[]; tasa?: number }): Promise<Corrida> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', CARGA, JSON.stringify(entrada)], { maxBuffer: 64 * 2 ** 20 }, (error, stdout) => {
      if (error) { reject(error); return; }
      const r = JSON.parse(stdout) as autocannon.Result;
      resolve({
        reqPorSeg: Math.round((r.requests.total / r.duration) * 10) / 10, p50: r.latency.p50, p99: r.latency.p99,
        errores: r.errors + r.timeouts, no2xx: r.non2xx, bytesPorResp: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      });
    });
  });
}
