import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as esquema from '../src/db/schema';
import { crearEntorno, IDS, type Entorno } from './helper';
import { pasarPorElProveedor, proveedorDePrueba, recorrido } from './proveedor-oidc';

/**
 * GET /auth/oidc is public: it writes nothing anywhere (issue 45 §4, 1,000 unauthenticated starts
 * left 1,000 rows). The pending sign-in travels in a sealed cookie of the browser that started it.
 */
const HORAS = 'https://horas.test';
let proveedor: Awaited<ReturnType<typeof proveedorDePrueba>>;
let e: Entorno;
let ahora = new Date('2026-03-18T15:00:00Z');

beforeAll(async () => {
  proveedor = await proveedorDePrueba();
  e = await crearEntorno({ oidc: proveedor.config, horasUrl: HORAS, now: () => ahora });
  proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ana.garcia@horas.local', email_verified: true });
});
afterAll(async () => { await e?.cerrar(); await proveedor?.cerrar(); });

const FALLO = `${HORAS}/login#sso-error=fallo`;
const galletaDe = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().join('\n');

/** Rows in every table of the schema. */
async function filas(): Promise<Record<string, number>> {
  const tablas = Object.entries(esquema).filter(([, valor]) => is(valor, PgTable)) as [string, PgTable][];
  const cuentas = await Promise.all(tablas.map(async ([nombre, tabla]) => [nombre, Number((await e.database.db.select({ n: count() }).from(tabla))[0].n)] as const));
  return Object.fromEntries(cuentas);
}

describe('the start of a single sign-on writes nothing', () => {
  it('200 unauthenticated starts leave every table as it was', async () => {
    const antes = await filas();
    for (let i = 0; i < 200; i++) expect((await e.app.inject({ url: '/auth/oidc' })).statusCode).toBe(302);
    expect(await filas()).toEqual(antes);
  });

  it('the pending sign-in is a cookie for the callback only: HttpOnly, SameSite=Lax, Secure on https, 10 minutes', async () => {
    const inicio = await e.app.inject({ url: '/auth/oidc' });
    const galleta = galletaDe(inicio);
    expect(galleta).toMatch(/^horas_sso=[\w.-]{100,}; Path=\/api\/auth\/oidc\/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    // Sealed: the state and nonce the provider sees do not read in it, as sent or decoded.
    const valor = galleta.split(/[=;]/)[1];
    const autorizacion = new URL(inicio.headers.location as string).searchParams;
    for (const visto of [autorizacion.get('state')!, autorizacion.get('nonce')!]) {
      expect(valor).not.toContain(visto);
      for (const parte of valor.split('.')) expect(Buffer.from(parte, 'base64url').toString('latin1')).not.toContain(visto);
    }
  });
});

describe('the callback takes the pending sign-in from the cookie of the browser that started it', () => {
  it('the same browser signs in, once: the callback clears the cookie, and a copy of it replayed gets nothing', async () => {
    const navegador = recorrido(e.app);
    const delProveedor = await pasarPorElProveedor(await navegador.inicio(), 'ana-sub');
    const copia = navegador.galletas();
    const destino = await navegador.vuelta(delProveedor);
    expect((await navegador.canjear(recorrido.codigoDe(destino, HORAS))).json()).toMatchObject({ id: IDS.ana });
    expect(navegador.galletas()).toBe('');
    // The provider takes a code once.
    const otraVez = await e.app.inject({ url: `/auth/oidc/callback${delProveedor.search}`, headers: { cookie: copia } });
    expect(otraVez.headers.location).toBe(FALLO);
  });

  it('without the cookie (another browser, a link sent to someone else): fallo', async () => {
    const delProveedor = await pasarPorElProveedor(await recorrido(e.app).inicio(), 'ana-sub');
    expect(await recorrido(e.app).vuelta(delProveedor)).toBe(FALLO);
  });

  it('a cookie altered, of another start, or older than 10 minutes: fallo', async () => {
    const navegador = recorrido(e.app);
    const delProveedor = await pasarPorElProveedor(await navegador.inicio(), 'ana-sub');
    const propia = navegador.galletas();
    // One character of the sealed part changed (the last one's low bits are base64 padding).
    const medio = Math.floor(propia.length / 2);
    const alterada = `${propia.slice(0, medio)}${propia[medio] === 'A' ? 'B' : 'A'}${propia.slice(medio + 1)}`;
    const vuelta = (cookie: string) => e.app.inject({ url: `/auth/oidc/callback${delProveedor.search}`, headers: { cookie } });
    expect((await vuelta(alterada)).headers.location).toBe(FALLO);
    expect((await vuelta(galletaDe(await e.app.inject({ url: '/auth/oidc' })).split(';')[0])).headers.location).toBe(FALLO);
    ahora = new Date(ahora.getTime() + 10 * 60_000 + 1000);
    try {
      expect((await vuelta(propia)).headers.location).toBe(FALLO);
    } finally {
      ahora = new Date(ahora.getTime() - 10 * 60_000 - 1000);
    }
  });
});
