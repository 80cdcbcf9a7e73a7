import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearEntorno, HOY, IDS, type Entorno } from './helper';

/** The configured defaults throughout: 5 per account and address, 20 per account, 5 per device value, 15 minutes. */
const ADMIN = { email: 'admin@horas.local', contrasena: 'Admin#2026' };
const ANA = { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' };
const LUIS = { email: 'luis.perez@horas.local', contrasena: 'Luis#2026' };
const DIA_MS = 24 * 60 * 60_000;

let e: Entorno;
let ahora = new Date(`${HOY}T15:00:00Z`);
beforeAll(async () => { e = await crearEntorno({ now: () => ahora }); });
afterAll(async () => { await e?.cerrar(); });
const limites = () => e.config.loginFallos;
const pasarVentana = () => { ahora = new Date(ahora.getTime() + limites().ventanaMs + 1000); };
// Each test starts with every count's window over.
beforeEach(pasarVentana);

let siguienteOrigen = 1;
const nuevoOrigen = () => `10.3.${Math.floor(siguienteOrigen / 250)}.${(siguienteOrigen++ % 250) + 1}`;
const login = (credenciales: { email: string; contrasena: string }, origen: string, dispositivo?: string) =>
  e.app.inject({ method: 'POST', url: '/usuarios/login', remoteAddress: origen, payload: { ...credenciales, ...(dispositivo !== undefined && { dispositivo }) } });
const fallido = (email: string) => ({ email, contrasena: 'incorrecta' });
/** The owner's usual browser: a successful login there answered this value. */
const dispositivoDe = async (credenciales: { email: string; contrasena: string }) => {
  const res = await login(credenciales, nuevoOrigen());
  expect(res.statusCode).toBe(200);
  return res.json().dispositivo as string;
};

/** Someone else's wrong passwords, `porOrigen` from each of `origenes`; returns the addresses. */
async function fallosDesde(email: string, origenes: number, porOrigen: number): Promise<string[]> {
  const usadas = Array.from({ length: origenes }, nuevoOrigen);
  for (const origen of usadas) for (let i = 0; i < porOrigen; i++) expect((await login(fallido(email), origen)).statusCode).toBe(401);
  return usadas;
}
/** The account ceiling reached: 20 failures from 4 addresses, 5 from each. */
const bloquearCuenta = (email: string) => fallosDesde(email, 4, limites().porCuenta / 4);

describe('POST /usuarios/login answers a device value', () => {
  it('every success answers a fresh one besides the session', async () => {
    const primera = await login(ANA, nuevoOrigen());
    expect(primera.statusCode).toBe(200);
    expect(primera.json()).toEqual({ token: expect.any(String), id: IDS.ana, perfil: 'Senior', dispositivo: expect.any(String) });
    const segunda = await login({ ...ANA, email: ' ANA.Garcia@horas.local ' }, nuevoOrigen(), primera.json().dispositivo);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json().dispositivo).not.toBe(primera.json().dispositivo);
  });

  it('it is no session token', async () => {
    const dispositivo = await dispositivoDe(ANA);
    const res = await e.pedir({ authorization: `Bearer ${dispositivo}` }, 'GET', '/usuarios/usuarios/me');
    expect(res.statusCode).toBe(401);
  });

  it('an unknown value is no error: the login is heard as one without it', async () => {
    for (const dispositivo of ['', 'no-es-un-dispositivo', '1.0.x.9999999999999.firma']) {
      const res = await login(ANA, nuevoOrigen(), dispositivo);
      expect(res.statusCode).toBe(200);
      expect(res.json().dispositivo).toEqual(expect.any(String));
    }
    expect((await login(fallido(ANA.email), nuevoOrigen(), 'no-es-un-dispositivo')).statusCode).toBe(401);
  });
});

describe('an account locked by failures elsewhere still lets its owner in from their usual browser', () => {
  it('20 failures from four addresses lock the administrator out, except with their device value, from a fifth address', async () => {
    const dispositivo = await dispositivoDe(ADMIN);
    const cuatro = await bloquearCuenta(ADMIN.email);

    const sinDispositivo = await login(ADMIN, nuevoOrigen());
    expect(sinDispositivo.statusCode).toBe(429);
    expect(sinDispositivo.json().mensaje).toMatch(/^Demasiados intentos fallidos de inicio de sesión\. Intente de nuevo en \d+ minutos\.$/);
    const conDispositivo = await login(ADMIN, nuevoOrigen(), dispositivo);
    expect(conDispositivo.statusCode).toBe(200);
    expect(conDispositivo.json()).toMatchObject({ id: IDS.admin, dispositivo: expect.any(String) });
    // Each of the four addresses has reached its own ceiling for the account (5): that still applies.
    expect((await login(ADMIN, cuatro[0], dispositivo)).statusCode).toBe(429);
    // The account stays locked for everyone else.
    expect((await login(ADMIN, nuevoOrigen())).statusCode).toBe(429);
  });

  it("a device value has its own ceiling of 5 failures, and they do not count on the account", async () => {
    const dispositivo = await dispositivoDe(ANA);
    for (let i = 0; i < limites().porDispositivo; i++) expect((await login(fallido(ANA.email), nuevoOrigen(), dispositivo)).statusCode).toBe(401);

    const bloqueado = await login(ANA, nuevoOrigen(), dispositivo);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().mensaje).toMatch(/^Demasiados intentos fallidos de inicio de sesión\./);
    // Without it, the account (which those failures did not touch) lets her in, with a fresh value.
    const sin = await login(ANA, nuevoOrigen());
    expect(sin.statusCode).toBe(200);
    expect((await login(ANA, nuevoOrigen(), sin.json().dispositivo)).statusCode).toBe(200);
  });
});

describe('a value that is not valid for the account is ignored: the login is heard as one without it', () => {
  it("another account's, or one tampered with", async () => {
    const deAna = await dispositivoDe(ANA);
    const deLuis = await dispositivoDe(LUIS);
    const partes = deLuis.split('.');
    const alterados = [
      [String(IDS.admin), ...partes.slice(1)].join('.'),
      [...partes.slice(0, 2), `${partes[2].slice(0, -1)}${partes[2].endsWith('A') ? 'B' : 'A'}`, ...partes.slice(3)].join('.'),
      [...partes.slice(0, 3), String(Number(partes[3]) + 1), partes[4]].join('.'),
      `${deLuis.slice(0, -1)}${deLuis.endsWith('A') ? 'B' : 'A'}`,
    ];
    await bloquearCuenta(LUIS.email);

    for (const dispositivo of [deAna, ...alterados]) expect((await login(LUIS, nuevoOrigen(), dispositivo)).statusCode).toBe(429);
    expect((await login(LUIS, nuevoOrigen(), deLuis)).statusCode).toBe(200);
  });

  it('an expired one: a value is good for 90 days', async () => {
    const dispositivo = await dispositivoDe(ANA);
    ahora = new Date(ahora.getTime() + 90 * DIA_MS - 60 * 60_000);
    await bloquearCuenta(ANA.email);
    expect((await login(ANA, nuevoOrigen(), dispositivo)).statusCode).toBe(200);

    // An hour later the value has expired (and that lock's window is over: lock the account again).
    ahora = new Date(ahora.getTime() + 60 * 60_000 + 1000);
    await bloquearCuenta(ANA.email);
    expect((await login(ANA, nuevoOrigen(), dispositivo)).statusCode).toBe(429);
  });

  it("one issued before the user's password changed", async () => {
    const res = await login(ADMIN, nuevoOrigen());
    const { token, dispositivo } = res.json();
    const cambio = await e.pedir({ authorization: `Bearer ${token}` }, 'PUT', '/usuarios/usuarios/me/contrasena', { actual: ADMIN.contrasena, nueva: 'Admin#Nueva2026' });
    expect(cambio.statusCode).toBe(200);
    const nuevo = { ...ADMIN, contrasena: 'Admin#Nueva2026' };
    await bloquearCuenta(ADMIN.email);
    expect((await login(nuevo, nuevoOrigen(), dispositivo)).statusCode).toBe(429);
  });
});
