import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { crearEntorno, type Entorno } from './helper';
import type { Persona } from './personas';

/** The clock of the timer's tests, `config.now`, moved by the test: no timer waits on the wall clock. */
export interface Reloj {
  now: () => Date;
  /** An instant, ISO 8601 with its offset ('2026-03-17T22:30:00-03:00'). */
  poner: (instante: string) => void;
}

/** A test environment whose clock the test moves, starting at "today" at noon in APP_TZ. */
export async function entornoConReloj(): Promise<{ e: Entorno; reloj: Reloj }> {
  let ahora = new Date('2026-03-18T12:00:00-03:00');
  const reloj: Reloj = { now: () => ahora, poner: (instante) => { ahora = new Date(instante); } };
  return { e: await crearEntorno({ now: reloj.now }), reloj };
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call of `p` to an instance (the test's own, or another one on the same database). */
export const en = (app: FastifyInstance, p: Persona, method: Metodo, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  app.inject({ method, url, headers: p.auth, payload });

/** `p`'s entries between two days, as the week listing answers them. */
export async function horasDe(e: Entorno, p: Persona, desde = '2026-01-01', hasta = '2026-03-31') {
  return (await e.pedir(p.auth, 'GET', `/horas/horasusuario/${p.id}?fechaDesde=${desde}&fechaHasta=${hasta}`)).json().horasUsuario as {
    id: number; fechaCarga: string; horas: number; clienteId: number | null; servicioId: number | null; tareaId: number; descripcion: string;
  }[];
}
