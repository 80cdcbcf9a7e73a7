import type { FastifyBaseLogger } from 'fastify';
import { baseNoDisponible } from './base-no-disponible';

/**
 * Runs `tarea` now and then every `intervaloMs`, never two runs at once; a failure goes to
 * `alFallar` and the next run still comes. The timer keeps no process alive. `detener` stops it and
 * waits for a run in progress.
 */
export function tareaPeriodica(tarea: () => Promise<unknown>, intervaloMs: number, alFallar: (error: unknown) => void): { detener: () => Promise<void> } {
  let enCurso: Promise<void> = Promise.resolve();
  let corriendo = false;
  const correr = () => {
    if (corriendo) return;
    corriendo = true;
    enCurso = tarea().then(() => undefined, alFallar).finally(() => { corriendo = false; });
  };
  const reloj = setInterval(correr, intervaloMs);
  reloj.unref();
  correr();
  return {
    async detener() {
      clearInterval(reloj);
      await enCurso;
    },
  };
}

/**
 * An `alFallar` that logs: a warning without a stack while the database is unreachable (an outage
 * the next run outlives), an error with the stack otherwise.
 */
export const registrarFallo = (log: Pick<FastifyBaseLogger, 'warn' | 'error'>, aviso: string) => (error: unknown) => {
  const caida = baseNoDisponible(error);
  if (caida) log.warn({ causa: caida.message }, `${aviso} (base de datos no disponible)`);
  else log.error({ err: error }, aviso);
};
