import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db/client';
import { baseNoDisponible } from '../src/lib/base-no-disponible';
import { configDePrueba, IDS } from './helper';

const NO_DISPONIBLE = { mensaje: 'La base de datos no está disponible. Intente nuevamente en unos segundos.' };

/** A port that accepts TCP and never answers: a PostgreSQL whose packets the network swallows. Counts the connections. */
async function agujeroNegro(): Promise<{ puerto: number; conexiones: () => number; cerrar: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let conexiones = 0;
  const servidor = net.createServer((s) => { conexiones++; sockets.add(s); s.on('error', () => undefined); });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  return {
    puerto: (servidor.address() as net.AddressInfo).port,
    conexiones: () => conexiones,
    cerrar: () => new Promise((r) => { sockets.forEach((s) => s.destroy()); servidor.close(() => r()); }),
  };
}

async function apiSobre(url: string, conexiones?: number) {
  const lineas: string[] = [];
  const base = openPostgres(url, conexiones);
  const app = await buildApp({ db: base.db, config: configDePrueba(), logger: { level: 'warn', stream: { write: (l: string) => lineas.push(l) } } });
  return { app, lineas, cerrar: async () => { await app.close(); await base.close(); } };
}

const agujero = await agujeroNegro();
afterAll(() => agujero.cerrar());

describe.each([
  ['refuses connections', 'postgres://nadie@127.0.0.1:1/ninguna'],
  ['accepts connections and never answers', `postgres://nadie@127.0.0.1:${agujero.puerto}/ninguna`],
])('a PostgreSQL that %s', (_, url) => {
  it('answers 503 with the Spanish message to requests that need it, logs one warning without a stack, and /health stays 200', async () => {
    const { app, lineas, cerrar } = await apiSobre(url);
    try {
      const token = app.jwt.sign({ id: IDS.ana, perfil: 'Senior' });
      const [login, propio, salud] = await Promise.all([
        app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' } }),
        app.inject({ method: 'GET', url: '/usuarios/usuarios/me', headers: { authorization: `Bearer ${token}` } }),
        app.inject({ method: 'GET', url: '/health' }),
      ]);
      expect([login.statusCode, login.json()]).toEqual([503, NO_DISPONIBLE]);
      expect([propio.statusCode, propio.json()]).toEqual([503, NO_DISPONIBLE]);
      expect([login.headers['retry-after'], propio.headers['retry-after']]).toEqual(['5', '5']);
      expect(salud.statusCode).toBe(200);
      const avisos = lineas.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
      expect(avisos.map((a) => [a.level, a.msg])).toEqual([[40, 'base de datos no disponible'], [40, 'base de datos no disponible']]);
      expect(avisos.some((a) => a.err !== undefined || JSON.stringify(a).includes('    at '))).toBe(false);
    } finally {
      await cerrar();
    }
  });
});

it('a burst of requests larger than the pool, on a server that never answers: each answers 503, none waits its turn behind the others', async () => {
  const { app, cerrar } = await apiSobre(`postgres://nadie@127.0.0.1:${agujero.puerto}/ninguna`, 2);
  const login = () => app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' } });
  const antes = agujero.conexiones();
  try {
    const estados = await Promise.all(Array.from({ length: 12 }, () => login().then((r) => r.statusCode)));
    expect(estados).toEqual(Array(12).fill(503));
    // Counted, not timed: the pool's two attempts (3 s each) answer the waiters, but for the one
    // pg-pool hands each failed slot to before they hear (a third attempt, a fourth at most).
    // Without the bound each pair of waiters would try in turn: twelve attempts, the last after 18 s.
    expect(agujero.conexiones() - antes).toBeLessThanOrEqual(4);
  } finally {
    await cerrar();
  }
});

describe('baseNoDisponible', () => {
  const conCodigo = (mensaje: string, code: string) => Object.assign(new Error(mensaje), { code });
  it.each([
    ['a refused connection', conCodigo('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset one', conCodigo('read ECONNRESET', 'ECONNRESET')],
    ["pg's end of a socket", new Error('Connection terminated unexpectedly')],
    ["pg's connect time-out", new Error('timeout expired')],
    ["pg-pool's connect time-out", new Error('Connection terminated due to connection timeout')],
    ["pg-pool's wait for a free connection", new Error('timeout exceeded when trying to connect')],
    ['a client whose socket died', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLSTATE class 08', conCodigo('connection failure', '08006')],
    ['an administrator shutdown (57P01)', conCodigo('terminating connection due to administrator command', '57P01')],
    ['a server still starting (57P03)', conCodigo('the database system is starting up', '57P03')],
    ["drizzle's wrapper around one", new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })],
    ['an AggregateError of both addresses of localhost', new AggregateError([conCodigo('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
  ])('recognises %s', (_, error) => {
    expect(baseNoDisponible(error)).toBeInstanceOf(Error);
  });
  it.each([
    ['a unique violation', conCodigo('duplicate key', '23505')],
    ['a deadlock', conCodigo('deadlock detected', '40P01')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(baseNoDisponible(error)).toBeUndefined();
  });
});
