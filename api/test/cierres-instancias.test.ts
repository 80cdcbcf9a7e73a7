import type { FastifyInstance } from 'fastify';
import { MENSAJES_CIERRE } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFechaCarga } from '../src/lib/fechas';
import { crearEntorno, type Entorno } from './helper';
import { personaNueva, type Persona } from './personas';

/**
 * Two API instances on one database (on PostgreSQL each with its own pool, as two servers behind a
 * proxy; on PGlite the same database): a submission through one locks the month for writes through
 * the other at once, and a submission racing a write never leaves an approved month whose entries
 * differ from what the approval stored.
 */
let e: Entorno;
let otra: { app: FastifyInstance; cerrar: () => Promise<void> };
beforeAll(async () => {
  e = await crearEntorno();
  otra = await e.otraInstancia();
});
afterAll(async () => {
  await otra?.cerrar();
  await e?.cerrar();
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const en = (app: FastifyInstance, p: Persona | 'admin', method: Metodo, url: string, payload?: object) =>
  app.inject({ method, url, headers: p === 'admin' ? e.auth('admin') : p.auth, payload });
const hora = (fecha: string, horas = 2) => ({ tareaId: 21, horasTrabajadas: horas, descripcion: 'Trabajo', fechaCarga: aFechaCarga(fecha) });
const mensajesDeBloqueo = [MENSAJES_CIERRE.mesEnviado('02/2026'), MENSAJES_CIERRE.mesAprobado('02/2026')];

interface Entrada { id: number; horas: number; fechaCarga: string }
const deFebrero = async (p: Persona): Promise<Entrada[]> =>
  (await en(e.app, p, 'GET', `/horas/horasusuario/${p.id}?fechaDesde=2026-02-01&fechaHasta=2026-02-28`)).json().horasUsuario;
const suma = (entradas: Entrada[]) => Math.round(entradas.reduce((t, h) => t + h.horas, 0) * 100) / 100;

describe('two instances on one database', () => {
  it('a submission through one refuses a write through the other at once, and a withdrawal opens it again', async () => {
    const p = await personaNueva(e);
    const id = (await en(e.app, p, 'POST', '/horas/cargarhoras', hora('2026-02-10'))).json().id as number;
    expect((await en(otra.app, p, 'POST', `/horas/cierres/${p.id}/2026-02/enviar`)).statusCode).toBe(200);
    for (const [method, url, cuerpo] of [
      ['POST', '/horas/cargarhoras', hora('2026-02-11')], ['PUT', `/horas/actualizarhoras/${id}`, hora('2026-02-10', 3)], ['DELETE', `/horas/eliminarhoras/${id}`, undefined],
    ] as const) {
      const res = await en(e.app, p, method, url, cuerpo);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toEqual({ mensaje: MENSAJES_CIERRE.mesEnviado('02/2026') });
    }
    expect((await en(e.app, p, 'POST', `/horas/cierres/${p.id}/2026-02/retirar`)).statusCode).toBe(200);
    expect((await en(otra.app, p, 'POST', '/horas/cargarhoras', hora('2026-02-11'))).statusCode).toBe(201);
  });

  // 20 rounds of eight requests each: more than the default 20 s on a loaded machine.
  it('a submission and its approval racing writes: an approved month always holds exactly what the approval stored', async () => {
    const p = await personaNueva(e);
    const ids: number[] = [];
    for (const fecha of ['2026-02-02', '2026-02-03', '2026-02-04', '2026-03-02']) ids.push((await en(e.app, p, 'POST', '/horas/cargarhoras', hora(fecha))).json().id);
    const [a, b, c, marzo] = ids;
    // Each write touches February: create, update in place, move in from March, move out to March, delete.
    const escrituras: [Metodo, string, object | undefined][] = [
      ['POST', '/horas/cargarhoras', hora('2026-02-05', 1)],
      ['PUT', `/horas/actualizarhoras/${a}`, hora('2026-02-02', 3)],
      ['PUT', `/horas/actualizarhoras/${marzo}`, hora('2026-02-06', 1.5)],
      ['PUT', `/horas/actualizarhoras/${b}`, hora('2026-03-03', 2)],
      ['DELETE', `/horas/eliminarhoras/${c}`, undefined],
    ];
    let aprobadas = 0;
    for (let ronda = 0; ronda < 20; ronda++) {
      const [metodo, url, cuerpo] = escrituras[ronda % escrituras.length];
      const antes = await deFebrero(p);
      const [escritura, aprobacion] = await Promise.all([
        en(e.app, p, metodo, url, cuerpo),
        (async () => {
          // The submission sets off 0 to 3 turns of the event loop after the write, so either may take the user's lock first.
          for (let turno = 0; turno < ronda % 4; turno++) await new Promise(setImmediate);
          const envio = await en(otra.app, p, 'POST', `/horas/cierres/${p.id}/2026-02/enviar`);
          expect(envio.statusCode, envio.body).toBe(200);
          return en(otra.app, 'admin', 'POST', `/horas/cierres/${p.id}/2026-02/aprobar`, { version: envio.json().version });
        })(),
      ]);
      expect(aprobacion.statusCode, aprobacion.body).toBe(200);
      aprobadas++;
      const cierre = (await en(e.app, p, 'GET', '/horas/cierres/me?mes=2026-02')).json();
      const despues = await deFebrero(p);
      expect(cierre.estado).toBe('aprobado');
      expect(cierre.cargadas, `ronda ${ronda}: ${metodo} ${url} -> ${escritura.statusCode}`).toBe(suma(despues));
      if (escritura.statusCode === 409) expect(mensajesDeBloqueo).toContain(escritura.json().mensaje);
      if (escritura.statusCode === 409 || escritura.statusCode === 404) expect(despues).toEqual(antes);
      else expect(escritura.statusCode, escritura.body).toBeLessThan(300);
      // Nothing written once approved.
      expect((await en(otra.app, p, 'POST', '/horas/cargarhoras', hora('2026-02-09'))).statusCode).toBe(409);
      expect((await en(e.app, 'admin', 'POST', `/horas/cierres/${p.id}/2026-02/reabrir`, { motivo: `Ronda ${ronda}` })).statusCode).toBe(200);
    }
    expect(aprobadas).toBe(20);
  });
});
