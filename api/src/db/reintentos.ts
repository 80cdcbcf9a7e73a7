import { ServidorOcupadoError } from '../lib/errores';
import { sqlstate } from '../lib/sqlstate';

/** Deadlock detected and serialization failure: PostgreSQL aborted the transaction, which succeeds when run again. */
const REINTENTABLES = new Set(['40P01', '40001']);
/** Retries after the first attempt. */
export const REINTENTOS = 3;
/** The wait before retry n is random in [0, n × ESPERA_MS): the losers of one race do not meet again. */
const ESPERA_MS = 50;

const esReintentable = (error: unknown): boolean => REINTENTABLES.has(sqlstate(error) ?? '');
const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `intento` (a whole transaction, from its start) again when PostgreSQL aborted it with a
 * deadlock or a serialization failure; after the last retry it is a 503, never a 500. The lock
 * order (api/README.md) keeps deadlocks from happening: this is the second line.
 */
export async function conReintentos<T>(intento: () => Promise<T>): Promise<T> {
  for (let vez = 1; ; vez++) {
    try {
      return await intento();
    } catch (error) {
      if (!esReintentable(error)) throw error;
      if (vez > REINTENTOS) throw new ServidorOcupadoError();
      await esperar(Math.random() * ESPERA_MS * vez);
    }
  }
}
