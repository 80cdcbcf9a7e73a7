import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

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

/** What anyone may call without a token: health, signing in and its options, the e-mailed links. */
const PUBLICAS = [
  'GET /health', 'POST /usuarios/login', 'GET /usuarios/login/opciones', 'POST /usuarios/activar',
  'POST /usuarios/contrasena/olvido', 'POST /usuarios/contrasena/restablecer',
];

describe('authorization matrix: no token -> 401 on every protected call', () => {
  /** Every route of the API's own OpenAPI document: a new endpoint is in the matrix the day it exists. */
  const rutas = () => Object.entries((e.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths)
    .flatMap(([ruta, metodos]) => Object.keys(metodos).map((metodo) => `${metodo.toUpperCase()} ${ruta}`));

  it('the public calls are in the document, as listed', () => {
    expect(rutas().filter((ruta) => PUBLICAS.includes(ruta)).sort()).toEqual([...PUBLICAS].sort());
  });

  it('every other call answers 401 with a mensaje, before looking at what it was sent', async () => {
    const protegidas = rutas().filter((ruta) => !PUBLICAS.includes(ruta));
    // The timer, recent entries and absences are among them (issues 42, 43).
    expect(protegidas).toEqual(expect.arrayContaining(['GET /horas/cronometro', 'POST /horas/cronometro/detener', 'GET /horas/recientes', 'POST /ausencias']));
    const sin401: string[] = [];
    for (const ruta of protegidas) {
      const [method, url] = ruta.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const res = await e.app.inject({ method, url: url.replace(/\{[^}]+\}/g, '1'), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (res.statusCode !== 401 || typeof res.json().mensaje !== 'string') sin401.push(`${ruta}: ${res.statusCode}`);
    }
    expect(sin401).toEqual([]);
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
