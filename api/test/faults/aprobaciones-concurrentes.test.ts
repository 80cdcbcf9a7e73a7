import { PERFIL_ADMIN } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, JWT_SECRET, type Entorno } from '../helper';
import { personaNueva, type Persona } from '../personas';
import { arrancarServidor, type Servidor } from './servidor-proceso';

/**
 * Approvals racing on two API processes over one PostgreSQL database (issue 33, finding 1): the
 * lock order of api/README.md makes a deadlock impossible, so every approval answers 200 and a
 * jornada change racing one answers 200 or its 409; never 500, nor the retries' 503. Each round
 * submits fresh months through the test's own instance, then fires the two racing requests at
 * once, one on each process.
 */
const url = process.env.TEST_DATABASE_URL;
const RONDAS = 100;
let e: Entorno;
let instancias: Servidor[] = [];

beforeAll(async () => {
  if (!url) return;
  e = await crearEntorno({ now: () => new Date() });
  const comun = { DATABASE_URL: e.urlPostgres!, JWT_SECRET, APP_TZ: 'UTC' };
  instancias = await Promise.all([arrancarServidor(comun), arrancarServidor(comun)]);
});
afterAll(async () => {
  await Promise.all(instancias.map((s) => s.detener()));
  await e?.cerrar();
});

/** Round `i`'s month, counted from January of `año`: one month per round, in order. */
const mesDeRonda = (año: number, i: number) => `${año + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

async function enviar(p: Persona, mes: string) {
  const res = await e.pedir(p.auth, 'POST', `/horas/cierres/${p.id}/${mes}/enviar`);
  expect(res.statusCode, res.body).toBe(200);
}

/** A request to one of the processes: its status and its body. */
async function pedir(servidor: Servidor, auth: { authorization: string }, method: 'POST' | 'PUT', ruta: string, cuerpo: object) {
  const res = await fetch(`${servidor.url}${ruta}`, { method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });
  return { status: res.status, cuerpo: await res.text() };
}
const aprobar = (servidor: Servidor, auth: { authorization: string }, p: Persona, mes: string) =>
  pedir(servidor, auth, 'POST', `/horas/cierres/${p.id}/${mes}/aprobar`, { version: 1 });

describe.skipIf(!url)('approvals racing on two processes over one PostgreSQL database', () => {
  it(`two approvers approving each other's months at the same moment: both 200 in each of ${RONDAS} rounds`, async () => {
    const [a, b] = [await personaNueva(e), await personaNueva(e)];
    // Both administrators: each approves the other.
    for (const p of [a, b]) {
      const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}`, { nombre: 'Aprobador', apellidos: `Cruzado ${p.id}`, perfil: PERFIL_ADMIN, areaIds: [1], activo: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    const autorizacion = (p: Persona) => ({ authorization: `Bearer ${e.app.jwt.sign({ id: p.id, perfil: PERFIL_ADMIN })}` });
    const fallos: string[] = [];
    for (let i = 0; i < RONDAS; i++) {
      const mes = mesDeRonda(2000, i);
      await Promise.all([enviar(a, mes), enviar(b, mes)]);
      const respuestas = await Promise.all([aprobar(instancias[0], autorizacion(a), b, mes), aprobar(instancias[1], autorizacion(b), a, mes)]);
      for (const r of respuestas) if (r.status !== 200) fallos.push(`${mes}: ${r.status} ${r.cuerpo}`);
    }
    expect(fallos).toEqual([]);
  });

  it(`an approval of a user racing a change of their jornada on the other process: 200, and 200 or 409, in each of ${RONDAS} rounds`, async () => {
    const p = await personaNueva(e);
    const fallos: string[] = [];
    for (let i = 0; i < RONDAS; i++) {
      // Forward in time: an approved month is never after the day a jornada is written from.
      const mes = mesDeRonda(2010, i);
      await enviar(p, mes);
      const [aprobacion, jornada] = await Promise.all([
        aprobar(instancias[0], e.auth('admin'), p, mes),
        pedir(instancias[1], e.auth('admin'), 'PUT', `/usuarios/usuarios/${p.id}/jornadas/${mes}-15`, { horasPorDia: [8, 8, 8, 8, 8 - (i % 4), 0, 0] }),
      ]);
      if (aprobacion.status !== 200) fallos.push(`${mes} aprobación: ${aprobacion.status} ${aprobacion.cuerpo}`);
      if (![200, 409].includes(jornada.status)) fallos.push(`${mes} jornada: ${jornada.status} ${jornada.cuerpo}`);
    }
    expect(fallos).toEqual([]);
  });
});
