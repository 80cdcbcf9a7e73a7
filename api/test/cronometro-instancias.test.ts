import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MENSAJES_CRONOMETRO } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, entornoConReloj, horasDe, type Reloj } from './cronometro-ayuda';
import type { Entorno } from './helper';
import { personaNueva, type Persona } from './personas';

/**
 * Issue 43 §1 on two API instances over one database (on PostgreSQL each with its own pool, as two
 * servers behind a proxy; on PGlite the same database): the table's primary key keeps one timer per
 * person, and a stop removes the timer in its entries' transaction, so two of them never both write.
 */
let e: Entorno;
let reloj: Reloj;
let otra: { app: FastifyInstance; cerrar: () => Promise<void> };
beforeAll(async () => {
  ({ e, reloj } = await entornoConReloj());
  otra = await e.otraInstancia();
});
afterAll(async () => {
  await otra?.cerrar();
  await e?.cerrar();
});

/** The same call of `p` on each instance at once, the second set off 0 to 3 turns of the event loop later so either may go first. */
async function carrera(p: Persona, ronda: number, method: 'POST', url: string, payload: object): Promise<LightMyRequestResponse[]> {
  const respuestas = await Promise.all([
    en(e.app, p, method, url, payload),
    (async () => {
      for (let turno = 0; turno < ronda % 4; turno++) await new Promise(setImmediate);
      return en(otra.app, p, method, url, payload);
    })(),
  ]);
  return respuestas.sort((a, b) => a.statusCode - b.statusCode);
}

describe('two instances on one database', () => {
  it('two starts racing: one 201, one 409', async () => {
    const p = await personaNueva(e);
    for (let ronda = 0; ronda < 8; ronda++) {
      const [gana, pierde] = await carrera(p, ronda, 'POST', '/horas/cronometro', { tareaId: 21 });
      expect([gana.statusCode, pierde.statusCode], `${gana.body} ${pierde.body}`).toEqual([201, 409]);
      expect(pierde.json()).toEqual({ mensaje: MENSAJES_CRONOMETRO.enMarcha });
      expect((await en(e.app, p, 'DELETE', '/horas/cronometro')).statusCode).toBe(204);
    }
  });

  it('two stops racing: one writes, the other 404, and the entries are written once', async () => {
    const p = await personaNueva(e);
    for (let ronda = 0; ronda < 8; ronda++) {
      // Each round on its own day of March, across its midnight: two entries a stop.
      const dia = String(2 + ronda).padStart(2, '0');
      const siguiente = String(3 + ronda).padStart(2, '0');
      reloj.poner(`2026-03-${dia}T23:00:00-03:00`);
      expect((await en(e.app, p, 'POST', '/horas/cronometro', { tareaId: 21, descripcion: 'Guardia' })).statusCode).toBe(201);
      reloj.poner(`2026-03-${siguiente}T01:30:00-03:00`);
      const [gana, pierde] = await carrera(p, ronda, 'POST', '/horas/cronometro/detener', {});
      expect([gana.statusCode, pierde.statusCode], `${gana.body} ${pierde.body}`).toEqual([201, 404]);
      expect(pierde.json()).toEqual({ mensaje: MENSAJES_CRONOMETRO.sinCronometro });
      expect(gana.json().horas.map((h: { fechaCarga: string; horas: number }) => [h.fechaCarga, h.horas])).toEqual([[`${dia}/03/2026`, 1], [`${siguiente}/03/2026`, 1.5]]);
    }
    const escritas = await horasDe(e, p, '2026-03-01', '2026-03-31');
    expect(escritas).toHaveLength(16);
    expect(escritas.reduce((total, h) => total + h.horas, 0)).toBe(20);
  });
});
