import type pg from 'pg';
import { baseNoDisponible } from '../lib/base-no-disponible';

type Retorno = (error: Error | undefined, cliente?: pg.PoolClient, liberar?: () => void) => void;
/** pg-pool's queue of requests waiting for a free connection (internal, stable since pg-pool 2). */
type ConCola = pg.Pool & { _pendingQueue?: { callback: (error: unknown) => void }[] };

/**
 * While the server cannot be reached, no request waits in the pool's queue: a connection that fails
 * to open takes up to 3 s to do so, and behind ten of them a queue would grow for as long as the
 * outage lasts (each waiter trying in turn). When one fails, those waiting get its error at once;
 * until the server is heard from again, a request that would have to wait gets it too (503). One
 * with a free slot still tries: one of those is the first to see the server back. A busy healthy
 * pool queues as before.
 */
export function sinColaEnCaida(pool: pg.Pool): void {
  let caida: unknown;
  // Any byte from the server says it is back (also on a connection opened before the outage).
  pool.on('connect', (cliente) => {
    caida = undefined;
    (cliente as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream.on('data', () => { caida = undefined; });
  });
  const conectar = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const lleno = () => pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10);
  const acotado = async () => {
    if (caida !== undefined && lleno()) throw caida;
    try {
      return await conectar();
    } catch (error) {
      if (baseNoDisponible(error)) {
        caida = error;
        for (const espera of (pool as ConCola)._pendingQueue?.splice(0) ?? []) espera.callback(error);
      }
      throw error;
    }
  };
  // pg-pool's own `query` calls `this.connect(callback)`: both forms go through here.
  pool.connect = ((retorno?: Retorno) => {
    const promesa = acotado();
    if (!retorno) return promesa;
    promesa.then((cliente) => retorno(undefined, cliente, cliente.release), (error: Error) => retorno(error));
    return undefined;
  }) as typeof pool.connect;
}
