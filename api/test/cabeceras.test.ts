import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

function exigirCabecerasDeSeguridad(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
}

describe('security headers on every answer', () => {
  it.each([
    ['a public call', '/health', false],
    ['a signed-in call', '/usuarios/usuarios/me', true],
    ['a refusal', '/usuarios/usuarios/me', false],
    ['an unknown path', '/no/existe', false],
    ['an error of the router', '/horas/%E0%A4%A', true],
  ] as const)('%s', async (_caso, url, conSesion) => {
    const res = await e.app.inject({ url, headers: conSesion ? e.auth('ana') : {} });
    exigirCabecerasDeSeguridad(res.headers);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("/docs runs under swagger-ui's own policy, without forcing https", async () => {
    const res = await e.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    exigirCabecerasDeSeguridad(res.headers);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });
});

describe('/docs in production', () => {
  it('is off when NODE_ENV=production, unless DOCS=1', () => {
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DOCS: '1' }).docs).toBe(true);
  });

  it('answers 404 when off', async () => {
    const sinDocs = await crearEntorno({ docs: false });
    try {
      for (const url of ['/docs', '/docs/json']) {
        const res = await sinDocs.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json().mensaje).toMatch(/Ruta no encontrada/);
      }
    } finally {
      await sinDocs.cerrar();
    }
  });
});
