import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

/** Every failure is `{ mensaje }` in Spanish: never Fastify's `code`, `error` or English `message`. */
function exigirMensaje(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string }, status: number, mensaje: RegExp) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ mensaje: expect.stringMatching(mensaje) });
  expect(res.body).not.toMatch(/FST_|Bad Request|Not Found|statusCode/);
}

describe("Fastify's own errors answer like every other error", () => {
  it('a path parameter longer than the router allows: 414', async () => {
    const res = await e.app.inject({ method: 'DELETE', url: `/horas/eliminarhoras/${'9'.repeat(200)}`, headers: e.auth('ana') });
    exigirMensaje(res, 414, /^La dirección solicitada es demasiado larga\.$/);
  });

  it('a malformed percent escape in the path: 400', async () => {
    for (const url of ['/horas/%E0%A4%A', '/clientes/cliente/%E0%A4%A', '/horas/horasusuario/%FF']) {
      exigirMensaje(await e.app.inject({ url, headers: e.auth('ana') }), 400, /^La dirección solicitada no es válida/);
    }
  });

  it('a body that is not JSON: 415, whatever its type', async () => {
    for (const tipo of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload: 'hola', headers: { ...e.auth('ana'), 'content-type': tipo } });
      exigirMensaje(res, 415, /^Tipo de contenido no soportado: envíe JSON\.$/);
    }
  });

  it('malformed JSON: 400', async () => {
    const res = await e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload: '{"tareaId":', headers: { ...e.auth('ana'), 'content-type': 'application/json' } });
    exigirMensaje(res, 400, /^El cuerpo de la solicitud no es un JSON válido\.$/);
  });

  it('a known path with another method: 405 naming the methods it takes', async () => {
    const res = await e.app.inject({ method: 'PATCH', url: '/horas/cargarhoras', headers: e.auth('ana') });
    exigirMensaje(res, 405, /^Método no permitido: PATCH \/horas\/cargarhoras\. Use POST\.$/);
    expect(res.headers.allow).toBe('POST');
    const conParametro = await e.app.inject({ method: 'POST', url: '/horas/eliminarhoras/5', headers: e.auth('ana') });
    exigirMensaje(conParametro, 405, /Use DELETE\.$/);
  });

  it('an unknown path: 404', async () => {
    exigirMensaje(await e.app.inject({ url: '/no/existe?x=1' }), 404, /^Ruta no encontrada: GET \/no\/existe$/);
  });
});
