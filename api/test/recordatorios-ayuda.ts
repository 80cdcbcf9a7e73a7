import type { DestinatarioRecordatorio } from '@horas/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config';
import type { Entorno } from './helper';

type Quien = 'admin' | 'ana';

/**
 * One test's API instances with e-mail and their clock. At a test's time-out Vitest aborts its
 * `signal` but lets its promise run on: a later step of it would move a shared clock or send mails
 * in the middle of the next test. So each test has a clock of its own, a step of an aborted test
 * throws before it starts, and `terminar` (afterEach) waits for the step in flight, then closes
 * the test's instances.
 */
export function escenaDeRecordatorios(e: Entorno, signal: AbortSignal) {
  let ahora = e.config.now();
  const abiertas: { cerrar: () => Promise<void> }[] = [];
  let enCurso: Promise<unknown> = Promise.resolve();
  const paso = <T>(trabajo: () => Promise<T>): Promise<T> => {
    signal.throwIfAborted();
    const promesa = trabajo();
    enCurso = promesa.catch(() => undefined);
    return promesa;
  };
  return {
    /** The instances' time from now on (ISO, e.g. `2026-03-18T12:31:00Z`). */
    reloj: (instante: string) => { ahora = new Date(instante); },
    /** Another instance on the test's database with `cambios` (its mail server) and the test's clock. */
    instancia: (cambios: Partial<Config>) => paso(async () => {
      const otra = await e.otraInstancia({ smtpFrom: 'horas@horas.local', now: () => ahora, ...cambios });
      abiertas.push(otra);
      return otra.app;
    }),
    /** One tick of the schedule on `app`: what it sent. */
    programado: (app: FastifyInstance): Promise<DestinatarioRecordatorio[]> => paso(() => app.servicios.recordatorios.programado()),
    /** POST /recordatorios/ejecutar on `app`. */
    ejecutar: (app: FastifyInstance, simular: boolean, quien: Quien = 'admin') =>
      paso(() => app.inject({ method: 'POST', url: '/recordatorios/ejecutar', headers: e.auth(quien), payload: { simular } })),
    async terminar() {
      await enCurso;
      for (const otra of abiertas.splice(0)) await otra.cerrar();
    },
  };
}
export type EscenaDeRecordatorios = ReturnType<typeof escenaDeRecordatorios>;
