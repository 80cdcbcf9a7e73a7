import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { crearEntorno, HOY, type Entorno } from './helper';

const ANA = { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' };
const LUIS = { email: 'luis.perez@horas.local', contrasena: 'Luis#2026' };
const LIMITES: Config['loginFallos'] = { porCuentaYOrigen: 3, porCuenta: 6, porOrigen: 10, porDispositivo: 3, ventanaMs: 15 * 60_000 };

let e: Entorno;
let ahora = new Date(`${HOY}T15:00:00Z`);
beforeAll(async () => { e = await crearEntorno({ loginFallos: LIMITES, now: () => ahora }); });
afterAll(async () => { await e?.cerrar(); });

let siguienteOrigen = 1;
/** A fresh client address for each test, so the tests share one database without sharing counts. */
const nuevoOrigen = () => `10.1.0.${siguienteOrigen++}`;
const login = (credenciales: { email: string; contrasena: string; dispositivo?: string }, origen: string, headers: Record<string, string> = {}, app = e.app) =>
  app.inject({ method: 'POST', url: '/usuarios/login', payload: credenciales, remoteAddress: origen, headers });
const fallido = (email: string) => ({ email, contrasena: 'incorrecta' });

describe('failed logins are limited per account and address, in the database', () => {
  it('one person mistyping: the account is blocked from that address only, with a message that says when to retry', async () => {
    const oficina = nuevoOrigen();
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) expect((await login(fallido(ANA.email), oficina)).statusCode).toBe(401);
    const bloqueado = await login(ANA, oficina);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ mensaje: 'Demasiados intentos fallidos de inicio de sesión. Intente de nuevo en 15 minutos.' });
    expect(bloqueado.headers['retry-after']).toBe('900');
    // The colleague at the next desk, behind the same address, still logs in; so does Ana from elsewhere.
    expect((await login(LUIS, oficina)).statusCode).toBe(200);
    expect((await login(ANA, nuevoOrigen())).statusCode).toBe(200);
  });

  it('blocked attempts do not count: hammering one account does not lock the address out', async () => {
    const oficina = nuevoOrigen();
    for (let i = 0; i < LIMITES.porOrigen * 2; i++) await login(fallido('admin@horas.local'), oficina);
    expect((await login(LUIS, oficina)).statusCode).toBe(200);
  });

  it('failures for one account spread over addresses reach the account ceiling', async () => {
    const email = 'luis.perez@horas.local';
    for (let i = 0; i < LIMITES.porCuenta / 2; i++) {
      const origen = nuevoOrigen();
      for (let j = 0; j < 2; j++) expect((await login(fallido(email), origen)).statusCode).toBe(401);
    }
    const res = await login(LUIS, nuevoOrigen());
    expect(res.statusCode).toBe(429);
    expect(res.json().mensaje).toMatch(/^Demasiados intentos fallidos de inicio de sesión\. Intente de nuevo en \d+ minutos\.$/);
    ahora = new Date(ahora.getTime() + LIMITES.ventanaMs + 1000);
    expect((await login(LUIS, nuevoOrigen())).statusCode).toBe(200);
  });

  it('failures for many accounts from one address reach the address ceiling; unknown e-mails count alike', async () => {
    const origen = nuevoOrigen();
    for (let i = 0; i < LIMITES.porOrigen; i++) expect((await login(fallido(`nadie${i}@horas.local`), origen)).statusCode).toBe(401);
    expect((await login(ANA, origen)).statusCode).toBe(429);
    expect((await login(ANA, nuevoOrigen())).statusCode).toBe(200);
  });

  it('successful logins never count', async () => {
    const origen = nuevoOrigen();
    for (let i = 0; i < LIMITES.porOrigen + 2; i++) expect((await login(i % 2 ? ANA : LUIS, origen)).statusCode).toBe(200);
  });

  it('the right password forgives that address its earlier mistakes on the account', async () => {
    const origen = nuevoOrigen();
    for (let i = 0; i < LIMITES.porCuentaYOrigen - 1; i++) await login(fallido(ANA.email), origen);
    expect((await login(ANA, origen)).statusCode).toBe(200);
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) expect((await login(fallido(ANA.email), origen)).statusCode).toBe(401);
    expect((await login(ANA, origen)).statusCode).toBe(429);
  });

  it('the window ends: the address may try again', async () => {
    const origen = nuevoOrigen();
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) await login(fallido(ANA.email), origen);
    expect((await login(ANA, origen)).statusCode).toBe(429);
    ahora = new Date(ahora.getTime() + LIMITES.ventanaMs + 1000);
    expect((await login(ANA, origen)).statusCode).toBe(200);
  });
});

describe('the window and the lock-out, in time', () => {
  const minutos = (n: number) => n * 60_000;
  const avanzar = (ms: number) => { ahora = new Date(ahora.getTime() + ms); };
  /** The account's ceiling reached from three fresh addresses, two wrong passwords each. */
  const bloquearCuenta = async (email: string) => {
    for (let i = 0; i < LIMITES.porCuenta / 2; i++) {
      const origen = nuevoOrigen();
      for (let j = 0; j < 2; j++) expect((await login(fallido(email), origen)).statusCode).toBe(401);
    }
  };
  const espera = async (credenciales: { email: string; contrasena: string }) => {
    const res = await login(credenciales, nuevoOrigen());
    expect(res.statusCode).toBe(429);
    return { retryAfter: Number(res.headers['retry-after']), mensaje: res.json().mensaje as string };
  };
  const enMinutos = (n: number) => `Demasiados intentos fallidos de inicio de sesión. Intente de nuevo en ${n} ${n === 1 ? 'minuto' : 'minutos'}.`;

  it('starts at the first failure after the last success, not at that success', async () => {
    avanzar(LIMITES.ventanaMs * 2);
    expect((await login(LUIS, nuevoOrigen())).statusCode).toBe(200);
    avanzar(minutos(8));
    await bloquearCuenta(LUIS.email);
    expect(await espera(LUIS)).toEqual({ retryAfter: 900, mensaje: enMinutos(15) });
  });

  it('a lock-out lasts the whole window from the failure that begins it, counted down in whole minutes', async () => {
    avanzar(LIMITES.ventanaMs * 2);
    const origen = nuevoOrigen();
    expect((await login(fallido(ANA.email), origen)).statusCode).toBe(401);
    avanzar(minutos(14));
    expect((await login(fallido(ANA.email), origen)).statusCode).toBe(401);
    expect((await login(fallido(ANA.email), origen)).statusCode).toBe(401); // the ceiling: locked from now
    avanzar(minutos(10));
    expect((await login(ANA, origen)).statusCode).toBe(429);
    const res = await login(ANA, origen);
    expect([res.headers['retry-after'], res.json().mensaje]).toEqual(['300', enMinutos(5)]);
    avanzar(minutos(4) + 30_000);
    const casi = await login(ANA, origen);
    expect([casi.headers['retry-after'], casi.json().mensaje]).toEqual(['30', enMinutos(1)]);
    avanzar(29_000);
    const ultimo = await login(ANA, origen);
    expect([ultimo.headers['retry-after'], ultimo.json().mensaje]).toEqual(['1', enMinutos(1)]);
    avanzar(2000);
    expect((await login(ANA, origen)).statusCode).toBe(200);
  });

  it("Retry-After and the message's minutes agree, rounded up alike", async () => {
    avanzar(LIMITES.ventanaMs * 2);
    await bloquearCuenta(LUIS.email);
    for (const paso of [minutos(1) + 500, 59_000, 1000, 30_000]) {
      avanzar(paso);
      const { retryAfter, mensaje } = await espera(LUIS);
      expect(mensaje).toBe(enMinutos(Math.ceil(retryAfter / 60)));
    }
    avanzar(LIMITES.ventanaMs); // Luis's account free again for the next tests
  });
});

describe("a device value (a browser the account signed in from) skips only the account's ceiling", () => {
  it("its owner gets in from one of the addresses that locked the account, while that address's own ceilings allow", async () => {
    const { dispositivo } = (await login(LUIS, nuevoOrigen())).json();
    // 6 failures from four addresses: 2, 2, 1 and 1.
    const origenes = [nuevoOrigen(), nuevoOrigen(), nuevoOrigen(), nuevoOrigen()];
    for (const [i, origen] of origenes.entries()) for (let j = 0; j < (i < 2 ? 2 : 1); j++) expect((await login(fallido(LUIS.email), origen)).statusCode).toBe(401);
    expect((await login(LUIS, origenes[3])).statusCode).toBe(429);
    expect((await login({ ...LUIS, dispositivo }, origenes[3])).statusCode).toBe(200);
  });
});

describe("the own-password change is limited like a login", () => {
  it('wrong current passwords from one address reach 429; the right one is then refused too', async () => {
    const origen = nuevoOrigen();
    const cambiar = (actual: string) => e.app.inject({
      method: 'PUT', url: '/usuarios/usuarios/me/contrasena', remoteAddress: origen, headers: e.auth('luis'), payload: { actual, nueva: 'OtraClave#2026' },
    });
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) {
      const res = await cambiar('incorrecta');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensaje: 'La contraseña actual no es correcta.' });
    }
    const bloqueado = await cambiar(LUIS.contrasena);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().mensaje).toMatch(/^Demasiados intentos fallidos/);
  });
});

describe('TRUST_PROXY', () => {
  it('off (default): X-Forwarded-For is ignored, the peer address counts', async () => {
    const proxy = nuevoOrigen();
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) await login(fallido(ANA.email), proxy, { 'x-forwarded-for': `203.0.113.${i}` });
    expect((await login(ANA, proxy, { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
  });

  it('naming the proxy: the client address comes from X-Forwarded-For', async () => {
    const tras = await crearEntorno({ loginFallos: LIMITES, now: () => ahora, trustProxy: ['10.9.9.9'] });
    try {
      for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) await login(fallido(ANA.email), '10.9.9.9', { 'x-forwarded-for': '203.0.113.7' }, tras.app);
      expect((await login(ANA, '10.9.9.9', { 'x-forwarded-for': '203.0.113.7' }, tras.app)).statusCode).toBe(429);
      expect((await login(ANA, '10.9.9.9', { 'x-forwarded-for': '203.0.113.8' }, tras.app)).statusCode).toBe(200);
      // Another peer cannot pose as a client by sending the header.
      for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) await login(fallido(LUIS.email), '10.8.8.8', { 'x-forwarded-for': `198.51.100.${i}` }, tras.app);
      expect((await login(LUIS, '10.8.8.8', { 'x-forwarded-for': '198.51.100.50' }, tras.app)).statusCode).toBe(429);
    } finally {
      await tras.cerrar();
    }
  });
});
