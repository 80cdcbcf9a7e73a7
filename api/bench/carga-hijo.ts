import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import type { Pausada } from './carga-pausada';
import type { Pedido } from './casos';

const CARGA = fileURLToPath(new URL('./carga.ts', import.meta.url));
const CARGA_PAUSADA = fileURLToPath(new URL('./carga-pausada.ts', import.meta.url));

export interface Corrida { reqPorSeg: number; p50: number; p99: number; errores: number; no2xx: number; bytesPorResp: number }

interface Entrada { url: string; conexiones: number; segundos: number; pedidos: Pedido[]; tasa?: number }

/** Runs a load generator script in a child process, so it does not share the server's event loop; its one JSON line. */
function hijo<T>(script: string, entrada: Entrada): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, JSON.stringify(entrada)], { maxBuffer: 64 * 2 ** 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as T);
    });
  });
}

/** One autocannon run (carga.ts). */
export async function correr(entrada: Entrada): Promise<Corrida> {
  const r = await hijo<autocannon.Result>(CARGA, entrada);
  return {
    reqPorSeg: Math.round((r.requests.total / r.duration) * 10) / 10, p50: r.latency.p50, p99: r.latency.p99,
    errores: r.errors + r.timeouts, no2xx: r.non2xx, bytesPorResp: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
  };
}

/**
 * One paced run (carga-pausada.ts): `tasa` requests per second spread evenly, each timed from when it
 * was scheduled. A `Corrida` and the generator's own figures (p999, max, its lag behind its schedule…).
 */
export function correrPausado(entrada: Entrada & { tasa: number }): Promise<Pausada> {
  return hijo<Pausada>(CARGA_PAUSADA, entrada);
}
