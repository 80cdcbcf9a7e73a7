import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../src/plugins/errors';
import { crearEntorno, type Entorno } from './helper';

// Found by the fault tests (test/faults): an id above PostgreSQL's integer range reached the database
// and answered 500. Ids are validated up to 2^31-1 by the contracts; the error handler maps the
// driver's out-of-range errors (wrapped by drizzle) to 400 as a second line.
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const GRANDE = 2 ** 31;
const hora = { tareaId: 21, horasTrabajadas: 1, descripcion: 'x', fechaCarga: '10/03/2026' };

describe('ids beyond the integer range answer 400, never 500', () => {
  it.each([
    ['GET', `/clientes/cliente/${GRANDE}`], ['GET', `/horas/horasusuario/${GRANDE}`], ['GET', `/tareas/tareas/servicio/${2 ** 53 - 1}`],
    ['GET', `/servicios/servicios/cliente/${GRANDE}`], ['GET', `/horas/horasarea/${GRANDE}/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-02`],
    ['GET', `/horas/mis-horas/por-cliente?clienteId=${GRANDE}`], ['DELETE', `/horas/eliminarhoras/${GRANDE}`],
  ] as const)('%s %s', async (method, url) => {
    const res = await e.app.inject({ method, url, headers: e.auth('admin') });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/2147483647/);
  });

  it.each([
    ['POST', '/horas/cargarhoras', { ...hora, tareaId: GRANDE }],
    ['POST', '/horas/cargarhoras', { ...hora, clienteId: GRANDE, servicioId: 1 }],
    ['PUT', `/horas/actualizarhoras/${GRANDE}`, hora],
    ['POST', '/clientes/cliente', { nombre: 'Rango', areas: [GRANDE] }],
    ['PUT', '/clientes/cliente/1', { nombre: 'Banco Andino', estado: true, areaIds: [1], servicioIds: [GRANDE] }],
    ['POST', '/clientes/clientes/1/servicios', { serviciosIds: [GRANDE] }],
    ['PUT', '/clientes/clientes/1/servicios', { servicioIds: [GRANDE] }],
  ] as const)('%s %s %j', async (method, url, payload) => {
    const res = await e.app.inject({ method, url, payload, headers: e.auth(url.startsWith('/horas') ? 'ana' : 'admin') });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/2147483647/);
  });
});

describe('the error handler reads the SQLSTATE that drizzle wraps', () => {
  it.each([['22003', 400], ['22P02', 400], ['23505', 409], ['23503', 400], ['XX000', 500]] as const)('%s -> %i', async (code, status) => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/x', async () => { throw new DrizzleQueryError('select 1 where id = $1', [1], Object.assign(new Error('pg'), { code })); });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json())).toEqual(['mensaje']);
    expect(res.body).not.toMatch(/select|pg/);
    await app.close();
  });
});
