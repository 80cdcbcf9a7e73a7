import type { FastifyInstance } from 'fastify';
import { MENSAJES_AUSENCIA } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';

/**
 * Absences, rule 4 of issue 42 on two API instances over one database (on PostgreSQL each with its
 * own pool, as two servers behind a proxy; on PGlite the same database): two requests of one person
 * racing, one on each, never both pass the overlap or the balance, since each holds the person's row
 * lock while it checks and writes (api/README.md's lock order).
 */
let e: Entorno;
let otra: { app: FastifyInstance; cerrar: () => Promise<void> };
let tipos: { vacaciones: number; licencia: number };
beforeAll(async () => {
  e = await crearEntorno();
  otra = await e.otraInstancia();
  const lista = (await e.pedir('admin', 'GET', '/ausencias/tipos')).json() as { id: number; nombre: string }[];
  const id = (nombre: string) => lista.find((t) => t.nombre === nombre)!.id;
  tipos = { vacaciones: id('Vacaciones'), licencia: id('Licencia') };
});
afterAll(async () => {
  await otra?.cerrar();
  await e?.cerrar();
});

const pedir = (app: FastifyInstance, p: Persona, payload: object) => app.inject({ method: 'POST', url: '/ausencias', headers: p.auth, payload });

/** The two requests at once, one on each instance, the second set off 0 to 3 turns of the event loop later so either may lock first. */
async function carrera(p: Persona, ronda: number, una: object, otraSolicitud: object) {
  const [a, b] = await Promise.all([
    pedir(e.app, p, una),
    (async () => {
      for (let turno = 0; turno < ronda % 4; turno++) await new Promise(setImmediate);
      return pedir(otra.app, p, otraSolicitud);
    })(),
  ]);
  return [a, b].sort((x, y) => x.statusCode - y.statusCode);
}

describe('two instances on one database', () => {
  it('two overlapping requests racing: one 201, one 409, never both', async () => {
    const p = await personaNueva(e, { areaIds: [1] });
    await p.jornada('2026-03-01', OCHO_HORAS);
    for (let ronda = 0; ronda < 8; ronda++) {
      // Each round on its own week of April–May, the two requests sharing its Wednesday.
      const lunes = new Date(Date.UTC(2026, 3, 6 + ronda * 7)).toISOString().slice(0, 10);
      const miercoles = new Date(Date.UTC(2026, 3, 8 + ronda * 7)).toISOString().slice(0, 10);
      const viernes = new Date(Date.UTC(2026, 3, 10 + ronda * 7)).toISOString().slice(0, 10);
      const [gana, pierde] = await carrera(p, ronda, { tipoId: tipos.licencia, desde: lunes, hasta: miercoles }, { tipoId: tipos.licencia, desde: miercoles, hasta: viernes });
      expect([gana.statusCode, pierde.statusCode], `${gana.body} ${pierde.body}`).toEqual([201, 409]);
      expect(pierde.json()).toEqual({ mensaje: MENSAJES_AUSENCIA.solapada });
    }
    const todas = (await e.pedir(p.auth, 'GET', '/ausencias?desde=2026-04-01&hasta=2026-06-30')).json().ausencias;
    expect(todas).toHaveLength(8);
  });

  it('two requests that each fit the balance but not together: one 201, one 409', async () => {
    for (let ronda = 0; ronda < 4; ronda++) {
      const p = await personaNueva(e, { areaIds: [1] });
      await p.jornada('2026-03-01', OCHO_HORAS);
      await e.pedir('admin', 'PUT', `/ausencias/asignaciones/${p.id}/2026`, { dias: 5 });
      const semana = (dia: number) => ({ tipoId: tipos.vacaciones, desde: `2026-06-${String(dia).padStart(2, '0')}`, hasta: `2026-06-${String(dia + 2).padStart(2, '0')}` });
      const [gana, pierde] = await carrera(p, ronda, semana(1), semana(8));
      expect([gana.statusCode, pierde.statusCode], `${gana.body} ${pierde.body}`).toEqual([201, 409]);
      expect(pierde.json()).toEqual({ mensaje: 'Le quedan 2 días de vacaciones disponibles en 2026.' });
    }
  });
});
