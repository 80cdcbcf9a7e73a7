import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const hora = { tareaId: 21, horasTrabajadas: 1, descripcion: 'x', fechaCarga: '10/03/2026' };
const post = (payload: string, headers: Record<string, string> = {}) =>
  e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload, headers: { ...e.auth('ana'), 'content-type': 'application/json', ...headers } });

describe('hostile input', () => {
  it('unknown fields are rejected', async () => {
    const res = await post(JSON.stringify({ ...hora, admin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'Campo no permitido: admin' });
  });

  it('__proto__ and constructor keys are rejected', async () => {
    for (const cuerpo of [`{"__proto__":{"x":1},"tareaId":21}`, `{"constructor":{"prototype":{"x":1}},"tareaId":21}`]) {
      const res = await post(cuerpo);
      expect(res.statusCode).toBe(400);
      expect(res.json().mensaje).toMatch(/claves no permitidas/);
    }
  });

  it('oversized body -> 413', async () => {
    const res = await post(JSON.stringify({ ...hora, descripcion: 'a'.repeat(200 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ mensaje: 'La solicitud es demasiado grande.' });
  });

  it('invalid JSON and other content types', async () => {
    const malo = await post('{"tareaId":');
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toEqual({ mensaje: 'El cuerpo de la solicitud no es un JSON válido.' });
    const texto = await post('<hola/>', { 'content-type': 'application/xml' });
    expect(texto.statusCode).toBe(415);
    expect(texto.json().mensaje).toMatch(/JSON/);
  });

  it('an SQL-looking value is just data, and errors never leak SQL, stacks or paths', async () => {
    const res = await e.app.inject({ url: "/horas/mis-horas/por-fecha?fecha=2026-03-02';drop table horas;--", headers: e.auth('ana') });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/select|stack|\/work\/|node_modules|at /i);
    const ok = await post(JSON.stringify({ ...hora, descripcion: "'); DELETE FROM horas; --" }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().descripcion).toBe("'); DELETE FROM horas; --");
  });

  it('unknown routes answer 404 with mensaje', async () => {
    const res = await e.app.inject({ url: '/no/existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().mensaje).toMatch(/Ruta no encontrada/);
  });
});

describe('authorization matrix: no token -> 401 on every protected call', () => {
  it.each([
    ['GET', '/usuarios/usuarios/me'], ['GET', '/usuarios/usuarios'], ['GET', '/tareas/tareas'], ['GET', '/tareas/tareas/servicio/1'],
    ['GET', '/tareas/especificas'], ['GET', '/horas/areas'], ['GET', '/horas/horashabilitadas'], ['PUT', '/horas/actualizarhorashabilitadas'],
    ['GET', `/horas/horasusuario/${IDS.ana}`], ['POST', '/horas/cargarhoras'], ['PUT', '/horas/actualizarhoras/1'], ['DELETE', '/horas/eliminarhoras/1'],
    ['GET', '/horas/mis-horas/por-cliente?clienteId=1'], ['GET', '/horas/mis-horas/por-fecha?fecha=2026-03-02'],
    ['GET', '/horas/mis-horas/por-semana?fechaInicio=2026-03-02&fechaFin=2026-03-08'],
    ['GET', '/horas/horasarea/1/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-02'], ['GET', '/horas/horascliente/1/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-02'],
    ['GET', '/horas/horasusuario/1/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-02'], ['GET', '/horas/horastodosusuarios/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-02'],
    ['GET', '/clientes/cliente/usuario'], ['GET', '/clientes/cliente'], ['GET', '/clientes/cliente/admin'], ['GET', '/clientes/cliente/1'],
    ['POST', '/clientes/cliente'], ['PUT', '/clientes/cliente/1'], ['POST', '/clientes/clientes/1/servicios'], ['PUT', '/clientes/clientes/1/servicios'],
    ['GET', '/servicios/servicios/cliente/1'], ['GET', '/servicios/servicios/areas/cliente/1'],
    ['GET', '/usuarios/perfiles'], ['POST', '/usuarios/usuarios'], ['PUT', '/usuarios/usuarios/2'], ['PUT', '/usuarios/usuarios/2/contrasena'],
    ['PUT', '/usuarios/usuarios/me/contrasena'], ['POST', '/horas/areas'], ['PUT', '/horas/areas/1'], ['GET', '/servicios/servicios'],
    ['POST', '/servicios/servicios'], ['PUT', '/servicios/servicios/1'], ['POST', '/tareas/tareas'], ['PUT', '/tareas/tareas/1'],
  ] as const)('%s %s', async (method, url) => {
    const res = await e.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toEqual(expect.any(String));
  });
});

describe('plumbing', () => {
  it('GET /health needs no token', async () => {
    expect((await e.app.inject({ url: '/health' })).json()).toEqual({ estado: 'ok' });
  });

  it('CORS allows the front-end origins', async () => {
    const res = await e.app.inject({
      method: 'OPTIONS', url: '/usuarios/login',
      headers: { origin: 'http://localhost:3003', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    const ajeno = await e.app.inject({ url: '/health', headers: { origin: 'https://malo.example' } });
    expect(ajeno.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document and the UI at /docs', async () => {
    const doc = await e.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/horas/mis-horas/por-cliente');
    expect(paths).toContain('/clientes/clientes/{id}/servicios');
    for (const nueva of [
      '/usuarios/perfiles', '/usuarios/usuarios/{id}', '/usuarios/usuarios/{id}/contrasena', '/usuarios/usuarios/me/contrasena',
      '/servicios/servicios', '/servicios/servicios/{id}', '/horas/areas/{id}', '/tareas/tareas/{id}', '/historial', '/historial.xlsx',
    ]) expect(paths).toContain(nueva);
    expect(Object.keys(doc.json().paths['/usuarios/usuarios'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.json().paths['/tareas/tareas'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.json().paths['/horas/areas'])).toEqual(['get', 'post']);
    expect((await e.app.inject({ url: '/docs/' })).statusCode).toBe(200);
  });
});
