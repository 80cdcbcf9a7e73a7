import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { crearEntorno, type Entorno } from './helper';

/**
 * Behind a trusted proxy (TRUST_PROXY) the client address and host come from X-Forwarded-* headers,
 * which a client can fill up to Node's 16 KB of headers. Whatever it writes there, the answer is a
 * 4xx `{ mensaje }` or the normal one, and no log line grows with it.
 */
const PROXY = '10.9.9.9';
const LINEA_MAXIMA = 3000;

let e: Entorno;
let app: FastifyInstance;
const lineas: string[] = [];
beforeAll(async () => {
  e = await crearEntorno({ trustProxy: [PROXY], rateLimitMax: 1000 });
  app = await buildApp({ db: e.database.db, config: e.config, logger: { level: 'info', stream: { write: (linea: string) => lineas.push(linea) } } });
});
afterAll(async () => { await app?.close(); await e?.cerrar(); });

const PETICIONES = [
  { method: 'POST', url: '/usuarios/login', payload: { email: 'ana.garcia@horas.local', contrasena: 'incorrecta' } },
  { method: 'GET', url: '/health' },
  { method: 'GET', url: '/no/existe' },
] as const;

/** Each request through the proxy with these headers; the log lines it wrote. */
async function atravesarProxy(headers: Record<string, string>) {
  const desde = lineas.length;
  const respuestas = [];
  for (const peticion of PETICIONES) respuestas.push(await app.inject({ ...peticion, headers, remoteAddress: PROXY }));
  return { respuestas, registro: lineas.slice(desde) };
}

describe('X-Forwarded-For behind a trusted proxy', () => {
  it.each([
    ['one 15 KB value', 'a'.repeat(15_000)],
    ['a long list whose nearest value is not an address', `${'198.51.100.1, '.repeat(1000)}zzz`],
    ['an IPv6 address with a 15 KB zone id', `fe80::1%${'a'.repeat(15_000)}`],
    ['markup', '<script>alert(1)</script>'],
    ['an address with a port', '203.0.113.7:443'],
    ['a word', 'unknown'],
  ])('%s: 400 with a Spanish mensaje on every route, log lines bounded', async (_caso, valor) => {
    const { respuestas, registro } = await atravesarProxy({ 'x-forwarded-for': valor });
    for (const res of respuestas) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensaje: 'La cabecera X-Forwarded-For no es válida: la dirección del cliente debe ser una dirección IP.' });
    }
    expect(registro.length).toBeGreaterThan(0);
    for (const linea of registro) expect(linea.length).toBeLessThan(LINEA_MAXIMA);
  });

  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address', '2001:db8::1', '2001:db8::1'],
    ['a list: the nearest value the proxy appended', '198.51.100.1, 203.0.113.8', '203.0.113.8'],
  ])('%s is the client address', async (_caso, valor, cliente) => {
    const { respuestas, registro } = await atravesarProxy({ 'x-forwarded-for': valor });
    expect(respuestas.map((r) => r.statusCode)).toEqual([401, 200, 404]);
    expect(registro.filter((l) => l.includes('incoming request')).map((l) => JSON.parse(l).req.remoteAddress)).toEqual([cliente, cliente, cliente]);
  });

  it('a 15 KB X-Forwarded-Host or Host is cut short in the log', async () => {
    const casos: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'h'.repeat(15_000) }, { host: 'h'.repeat(15_000) }];
    for (const headers of casos) {
      const { respuestas, registro } = await atravesarProxy(headers);
      expect(respuestas.map((r) => r.statusCode)).toEqual([401, 200, 404]);
      for (const linea of registro) expect(linea.length).toBeLessThan(LINEA_MAXIMA);
    }
  });
});
