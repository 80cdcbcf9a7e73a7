import type { FastifyInstance } from 'fastify';
import { ID_MAXIMO, MAXIMO_APROBACIONES } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REINTENTOS } from '../src/db/reintentos';
import { crearRepositorios } from '../src/repositories';
import { MENSAJES_TRANSICION } from '../src/services/cierres-transiciones';
import { crearEntorno, type Entorno } from './helper';
import { personaNueva, type Persona } from './personas';

/**
 * A bulk approval whose transaction fails for one user (issue 33, finding 2), a transaction
 * PostgreSQL keeps aborting (the retries, then 503), and the bulk approval's body limit (finding 3).
 * The failures are injected through the repositories' factory: the user's row lock of the named
 * users (alone or in a batch) throws, as a lost connection or a deadlock would, inside their transaction.
 */
let e: Entorno;
let conFallos: FastifyInstance;
const lineas: string[] = [];
/** Users whose lock throws a plain error, and those whose lock PostgreSQL "aborts" (40P01) each time. */
const rotos = new Set<number>();
const enBloqueo = new Map<number, number>();
const OCUPADO = 'El servidor está muy ocupado. Intente nuevamente en unos segundos.';

beforeAll(async () => {
  e = await crearEntorno();
  conFallos = await buildApp({
    db: e.database.db, config: e.config,
    logger: { level: 'info', stream: { write: (linea: string) => lineas.push(linea) } },
    repositorios: (db) => {
      const repos = crearRepositorios(db);
      const bloquear = async (id: number) => {
        if (rotos.has(id)) throw new Error('conexión perdida');
        const quedan = enBloqueo.get(id);
        if (quedan) {
          enBloqueo.set(id, quedan - 1);
          throw new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
        }
        return repos.usuarios.bloquear(id);
      };
      // A batch's lock (a bulk approval's) fails as its first failing user's would.
      const bloquearVarios = async (ids: number[]) => {
        const falla = [...ids].sort((a, b) => a - b).find((id) => rotos.has(id) || enBloqueo.get(id));
        return falla === undefined ? repos.usuarios.bloquearVarios(ids) : bloquear(falla);
      };
      return { ...repos, usuarios: { ...repos.usuarios, bloquear, bloquearVarios } };
    },
  });
});
afterAll(async () => {
  await conFallos?.close();
  await e?.cerrar();
});

const MES = '2026-02';
const enviado = async (): Promise<Persona> => {
  const p = await personaNueva(e);
  expect((await e.pedir(p.auth, 'POST', `/horas/cierres/${p.id}/${MES}/enviar`)).statusCode).toBe(200);
  return p;
};
const aprobarVarios = (app: FastifyInstance, cuerpo: object | string) =>
  app.inject({ method: 'POST', url: '/horas/cierres/aprobar', headers: { ...e.auth('admin'), 'content-type': 'application/json' }, payload: cuerpo });
const estadoDe = async (p: Persona) => (await e.pedir(p.auth, 'GET', `/horas/cierres/me?mes=${MES}`)).json<{ estado: string; version: number }>();

describe('POST /horas/cierres/aprobar when one user\'s transaction fails', () => {
  it("200: that user's message, the others approved; the unexpected error is logged at error level", async () => {
    const [uno, roto, ocupado, otro] = [await enviado(), await enviado(), await enviado(), await enviado()];
    rotos.add(roto.id);
    enBloqueo.set(ocupado.id, REINTENTOS + 1);
    const res = await aprobarVarios(conFallos, { mes: MES, usuarios: [uno, roto, ocupado, otro].map((p) => ({ usuarioId: p.id, version: 1 })) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { usuarioId: uno.id, estado: 'aprobado' },
      { usuarioId: roto.id, mensaje: MENSAJES_TRANSICION.falloInterno },
      { usuarioId: ocupado.id, mensaje: OCUPADO },
      { usuarioId: otro.id, estado: 'aprobado' },
    ]);
    for (const p of [uno, otro]) expect(await estadoDe(p)).toMatchObject({ estado: 'aprobado', version: 2 });
    for (const p of [roto, ocupado]) expect(await estadoDe(p)).toMatchObject({ estado: 'enviado', version: 1 });
    const errores = lineas.map((l) => JSON.parse(l) as { level: number; usuarioId?: number; err?: { message: string } }).filter((l) => l.level >= 50);
    expect(errores).toEqual([expect.objectContaining({ usuarioId: roto.id, err: expect.objectContaining({ message: 'conexión perdida' }) })]);
  });

  it('a single transition aborted by deadlocks: run again and approved once; still aborted after the retries: 503', async () => {
    const [reintentado, siempre] = [await enviado(), await enviado()];
    enBloqueo.set(reintentado.id, REINTENTOS);
    const ok = await conFallos.inject({ method: 'POST', url: `/horas/cierres/${reintentado.id}/${MES}/aprobar`, headers: e.auth('admin'), payload: { version: 1 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ estado: 'aprobado', version: 2, historial: [{ estado: 'enviado' }, { estado: 'aprobado' }] });
    enBloqueo.set(siempre.id, REINTENTOS + 1);
    const res = await conFallos.inject({ method: 'POST', url: `/horas/cierres/${siempre.id}/${MES}/aprobar`, headers: e.auth('admin'), payload: { version: 1 } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ mensaje: OCUPADO });
    expect(await estadoDe(siempre)).toMatchObject({ estado: 'enviado', version: 1 });
  });
});

describe('the bulk approval\'s body limit', () => {
  // Its documented maximum with the widest numbers, pretty-printed: well over BODY_LIMIT's 100 KB.
  const maximo = JSON.stringify({
    mes: MES, usuarios: Array.from({ length: MAXIMO_APROBACIONES }, (_, i) => ({ usuarioId: ID_MAXIMO - i, version: Number.MAX_SAFE_INTEGER })),
  }, null, 2);

  it(`${MAXIMO_APROBACIONES} entries are heard by that route; another route refuses such a body (413)`, async () => {
    expect(maximo.length).toBeGreaterThan(e.config.bodyLimit);
    const res = await aprobarVarios(e.app, maximo);
    expect(res.statusCode).toBe(200);
    const resultados = res.json<{ usuarioId: number; mensaje: string }[]>();
    expect(resultados).toHaveLength(MAXIMO_APROBACIONES);
    expect(resultados[0]).toEqual({ usuarioId: ID_MAXIMO, mensaje: `Usuario con ID ${ID_MAXIMO} no encontrado` });
    const otra = await e.app.inject({
      method: 'POST', url: `/horas/cierres/${ID_MAXIMO}/${MES}/aprobar`, headers: { ...e.auth('admin'), 'content-type': 'application/json' }, payload: maximo,
    });
    expect(otra.statusCode).toBe(413);
    expect(otra.json()).toEqual({ mensaje: 'La solicitud es demasiado grande.' });
  });
});
