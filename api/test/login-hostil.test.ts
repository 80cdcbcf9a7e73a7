import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { errorParaElRegistro } from '../src/lib/registro';
import { crearEntorno, IDS, type Entorno } from './helper';

const LIMITES: Config['loginFallos'] = { porCuentaYOrigen: 3, porCuenta: 6, porOrigen: 10, porDispositivo: 3, ventanaMs: 15 * 60_000 };
const PROXY = '10.9.9.9';
const ANA = { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' };
const LUIS = { email: 'luis.perez@horas.local', contrasena: 'Luis#2026' };
const INCORRECTO = { mensaje: 'Usuario o contraseña incorrectos' };

/** Every line the API logged, as pino wrote it. */
const lineas: string[] = [];
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({ loginFallos: LIMITES, trustProxy: [PROXY] }, { logger: { level: 'info', stream: { write: (linea: string) => lineas.push(linea) } } });
});
afterAll(async () => { await e?.cerrar(); });

let siguienteOrigen = 1;
const nuevoOrigen = (): string => `10.2.0.${siguienteOrigen++}`;
const login = (payload: object, origen: string, headers: Record<string, string> = {}) =>
  e.app.inject({ method: 'POST', url: '/usuarios/login', payload, remoteAddress: origen, headers });
const fallido = (email: string) => ({ email, contrasena: 'incorrecta' });
/** Random text: the database compresses a repeated character, so only this shows the size of a key. */
const azar = (largo: number) => randomBytes(largo).toString('base64url').slice(0, largo);
const correo = (largo: number) => `${azar(largo - '@horas.local'.length)}@horas.local`;
const CORREO_ENORME = correo(3 * 1024);
const ORIGEN_ENORME = azar(3 * 1024);

describe('hostile login bodies: too long is a 400 before any work; any other wrong e-mail is a 401', () => {
  it.each([
    ['a 3 KB e-mail', { email: CORREO_ENORME, contrasena: 'x' }, 400, { mensaje: 'El e-mail no puede superar 254 caracteres.' }],
    ['a 255-character e-mail', { email: correo(255), contrasena: 'x' }, 400, { mensaje: 'El e-mail no puede superar 254 caracteres.' }],
    ['a 254-character e-mail nobody has', { email: correo(254), contrasena: 'x' }, 401, INCORRECTO],
    ['an e-mail in no e-mail format', { email: 'no-es-un-correo', contrasena: 'x' }, 401, INCORRECTO],
    ['the e-mail usuario:13', { email: 'usuario:13', contrasena: 'x' }, 401, INCORRECTO],
    ['an empty e-mail', { email: '', contrasena: 'x' }, 400, { mensaje: expect.stringMatching(/\(campo: email\)$/) }],
    ['a 1025-character password', { email: ANA.email, contrasena: 'x'.repeat(1025) }, 400, { mensaje: 'La contraseña no puede superar 1024 caracteres.' }],
    ['a 3 KB dispositivo', { ...ANA, dispositivo: 'd'.repeat(3 * 1024) }, 400, { mensaje: 'El valor de dispositivo no puede superar 512 caracteres.' }],
  ])('%s', async (_caso, cuerpo, estado, respuesta) => {
    const res = await login(cuerpo, nuevoOrigen());
    expect(res.statusCode).toBe(estado);
    expect(res.json()).toEqual(respuesta);
  });

  it('a 3 KB e-mail does not disturb the counting: the next wrong passwords from that address count as before', async () => {
    const origen = nuevoOrigen();
    for (let i = 0; i < 3; i++) expect((await login(fallido(CORREO_ENORME), origen)).statusCode).toBe(400);
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) expect((await login(fallido(ANA.email), origen)).statusCode).toBe(401);
    expect((await login(ANA, origen)).statusCode).toBe(429);
  });

  it('wrong e-mails of any format count like any failed login', async () => {
    const origen = nuevoOrigen();
    for (let i = 0; i < LIMITES.porCuentaYOrigen; i++) expect((await login(fallido('no-es-un-correo'), origen)).statusCode).toBe(401);
    expect((await login(fallido('no-es-un-correo'), origen)).statusCode).toBe(429);
  });

  it('a 3 KB client address behind the trusted proxy is refused before it reaches the counts (400, not 500)', async () => {
    const cliente = { 'x-forwarded-for': `203.0.113.1, ${ORIGEN_ENORME}` };
    for (let i = 0; i <= LIMITES.porCuentaYOrigen; i++) {
      const res = await login(fallido(LUIS.email), PROXY, cliente);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensaje: 'La cabecera X-Forwarded-For no es válida: la dirección del cliente debe ser una dirección IP.' });
    }
    expect((await login(LUIS, PROXY, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
  });

  it('nothing above logged a huge line or the hostile text in full', () => {
    expect(lineas.length).toBeGreaterThan(0);
    expect(lineas.filter((linea) => linea.length > 2048)).toEqual([]);
    expect(lineas.filter((linea) => linea.includes(CORREO_ENORME.slice(0, 400)) || linea.includes(ORIGEN_ENORME.slice(0, 400)))).toEqual([]);
  });
});

describe('each kind of throttle key has its own namespace', () => {
  const cambiarMal = (quien: 'luis' | 'admin', origen: string) => e.app.inject({
    method: 'PUT', url: '/usuarios/usuarios/me/contrasena', remoteAddress: origen, headers: e.auth(quien),
    payload: { actual: 'incorrecta', nueva: 'OtraClave#2026' },
  });

  it.each([
    ['luis', 'from one address (the account and address key)', (): string => '10.2.255.1', LIMITES.porCuentaYOrigen],
    ['admin', 'from many addresses (the account key)', nuevoOrigen, LIMITES.porCuenta],
  ] as const)("failed logins with the e-mail 'usuario:<id of %s>' do not count on that user's own password changes, %s", async (quien, _caso, origen, veces) => {
    const ultimo = origen();
    for (let i = 0; i < veces; i++) expect((await login(fallido(`usuario:${IDS[quien]}`), i === veces - 1 ? ultimo : origen())).statusCode).toBe(401);
    const cambio = await cambiarMal(quien, ultimo);
    expect(cambio.statusCode).toBe(400);
    expect(cambio.json()).toEqual({ mensaje: 'La contraseña actual no es correcta.' });
  });
});

describe('what the log keeps of an unexpected error', () => {
  it('the type, the code and bounded text: never the SQL parameters, nor the input in full', () => {
    const causa = Object.assign(new Error(`index row size 3200 exceeds btree version 4 maximum 2704 ${'a'.repeat(3000)}`), { code: '54000' });
    const error = Object.assign(new Error(`Failed query: insert into "login_fallos" params: ${'a'.repeat(3000)}`, { cause: causa }), {
      query: 'insert into "login_fallos" …', params: ['a'.repeat(3000)],
    });
    const registrado = errorParaElRegistro(error);
    expect(JSON.stringify(registrado).length).toBeLessThan(2048);
    expect(registrado).toMatchObject({ type: 'Error', causa: { code: '54000' } });
    expect(JSON.stringify(registrado)).not.toContain('a'.repeat(300));
  });
});
