import {
  ASUNTOS_CUENTAS, MENSAJE_SMTP_NO_CONFIGURADO, MENSAJES_ALTA, MENSAJES_CUENTAS, type RegistroHistorial, type Usuario,
} from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { enlaceDe, HORAS_URL } from './cuentas-ayuda';
import { crearEntorno, IDS, type Entorno } from './helper';
import { registrosDe } from './historial-ayuda';
import { personaNueva } from './personas';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

/** Invitations and '¿Olvidó su contraseña?' against a real SMTP server: every link is read from the delivered mail. */
let e: Entorno;
let smtp: SmtpDePrueba;
let ahora = new Date('2026-03-18T15:00:00Z');
const avanzar = (ms: number) => { ahora = new Date(ahora.getTime() + ms); };
const MINUTO = 60_000;
const DIA = 24 * 60 * MINUTO;

beforeAll(async () => {
  smtp = await smtpDePrueba();
  e = await crearEntorno({ smtpUrl: smtp.url, smtpFrom: 'horas@horas.local', horasUrl: HORAS_URL, now: () => ahora, loginFallos: { ...loadConfig({}).loginFallos, porOrigen: 12 } });
});
afterAll(async () => {
  await e?.cerrar();
  await smtp?.cerrar();
});

let n = 0;
/** A request from its own address, so the address ceiling of one test does not reach another. */
const publico = (url: string, payload: object, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
  e.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const nuevoEmail = () => `invitada${++n}.${process.pid}@horas.local`;
const invitar = (email: string, extra: object = {}, headers: Record<string, string> = {}) => e.app.inject({
  method: 'POST', url: '/usuarios/usuarios', headers: { ...e.auth('admin'), ...headers },
  payload: { email, nombre: 'Zoe <b>&', apellidos: 'Invitada', perfil: 'Junior', areaIds: [1], invitar: true, ...extra },
});
const usuario = async (id: number) => ((await e.pedir('admin', 'GET', '/usuarios/usuarios')).json() as Usuario[]).find((u) => u.id === id)!;
const activar = (token: string, contrasena = 'Elegida#2026', origen?: string) => publico('/usuarios/activar', { token, contrasena }, origen);
const restablecer = (token: string, contrasena = 'Nueva#20265', origen?: string) => publico('/usuarios/contrasena/restablecer', { token, contrasena }, origen);
const olvido = async (email: string, origen?: string) => {
  const res = await publico('/usuarios/contrasena/olvido', { email }, origen);
  await e.app.servicios.cuentas.esperarEnvios();
  return res;
};
const login = (email: string, contrasena: string) => e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena } });
const yo = (token: string) => e.pedir({ authorization: `Bearer ${token}` }, 'GET', '/usuarios/usuarios/me');
const sinSecretos = (registros: RegistroHistorial[], ...secretos: string[]) => {
  const texto = JSON.stringify(registros);
  for (const secreto of secretos) expect(texto).not.toContain(secreto);
};

describe('GET /usuarios/login/opciones', () => {
  it("offers '¿Olvidó su contraseña?' when mail is configured; no single sign-on yet", async () => {
    const res = await e.app.inject({ url: '/usuarios/login/opciones' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restablecer: true, sso: null });
  });
});

describe('invitations', () => {
  it('creates the user without a password and mails a link built from HORAS_URL alone, whatever Host and X-Forwarded-Host say', async () => {
    const email = nuevoEmail();
    const res = await invitar(email, {}, { host: 'atacante.example', 'x-forwarded-host': 'atacante.example', origin: 'https://atacante.example' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, tieneContrasena: false, invitacionVence: new Date(ahora.getTime() + 7 * DIA).toISOString() });
    const { mail, enlace, token } = enlaceDe(smtp, email);
    expect(mail.subject).toBe(ASUNTOS_CUENTAS.invitacion);
    expect(enlace).toBe(`${HORAS_URL}/activar#${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.text).toContain('válido por 7 días');
    expect(mail.html).toContain('Zoe &lt;b&gt;&amp;');
    expect(mail.html).not.toContain('<b>&');
    expect(`${mail.text}${mail.html}`).not.toContain('atacante');
    // Not even the dummy hash's password, which the check of a missing password falls back to.
    for (const contrasena of ['cualquiera-de-8', 'contraseña-ficticia-para-igualar-tiempos']) expect((await login(email, contrasena)).statusCode).toBe(401);
  });

  it('the link sets the password and signs the person in, once; the history tells it without the token or the password', async () => {
    const email = nuevoEmail();
    const { id } = (await invitar(email)).json() as Usuario;
    const { token } = enlaceDe(smtp, email);
    const { registros, resultado: res } = await registrosDe(e, () => activar(token, 'Elegida#2026'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), id, perfil: 'Junior', dispositivo: expect.any(String) });
    expect((await yo(res.json().token)).statusCode).toBe(200);
    expect((await login(email, 'Elegida#2026')).statusCode).toBe(200);
    expect(await usuario(id)).toMatchObject({ tieneContrasena: true, invitacionVence: null });
    expect(registros.map((r) => [r.accion, r.actor?.id ?? null])).toEqual([['activar-cuenta', id]]);
    sinSecretos(registros, token, 'Elegida#2026');

    const otraVez = await activar(token, 'Otra#202611');
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceInvitacion });
  });

  it('expires after INVITACION_DIAS; the list says when; resending voids the old link and mails a new one', async () => {
    const email = nuevoEmail();
    const { id, invitacionVence } = (await invitar(email)).json() as Usuario;
    const viejo = enlaceDe(smtp, email).token;
    avanzar(7 * DIA + MINUTO);
    expect(await usuario(id)).toMatchObject({ tieneContrasena: false, invitacionVence });
    expect((await activar(viejo)).json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceInvitacion });

    const { registros, resultado: res } = await registrosDe(e, () => e.pedir('admin', 'POST', `/usuarios/usuarios/${id}/invitacion`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invitacionVence).toBe(new Date(ahora.getTime() + 7 * DIA).toISOString());
    expect(registros.map((r) => [r.accion, r.actor?.id])).toEqual([['invitar', IDS.admin]]);
    const nuevo = enlaceDe(smtp, email).token;
    expect(nuevo).not.toBe(viejo);
    sinSecretos(registros, nuevo, viejo);

    // A second resend voids the first one's link before it expires.
    expect((await e.pedir('admin', 'POST', `/usuarios/usuarios/${id}/invitacion`)).statusCode).toBe(200);
    expect((await activar(nuevo)).statusCode).toBe(400);
    expect((await activar(enlaceDe(smtp, email).token)).statusCode).toBe(200);
    const res2 = await e.pedir('admin', 'POST', `/usuarios/usuarios/${id}/invitacion`);
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toEqual({ mensaje: MENSAJES_CUENTAS.yaTieneContrasena });
  });

  it('a deactivation voids the invitation, and a deactivated user cannot be invited', async () => {
    const email = nuevoEmail();
    const u = (await invitar(email)).json() as Usuario;
    const { token } = enlaceDe(smtp, email);
    const desactivar = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, {
      nombre: u.nombre, apellidos: u.apellidos, perfil: u.perfil, areaIds: [1], activo: false,
    });
    expect(desactivar.statusCode, desactivar.body).toBe(200);
    expect(desactivar.json().invitacionVence).toBeNull();
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, { nombre: u.nombre, apellidos: u.apellidos, perfil: u.perfil, areaIds: [1], activo: true });
    expect(res.statusCode).toBe(200);
    expect((await activar(token)).json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceInvitacion });
    await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, { nombre: u.nombre, apellidos: u.apellidos, perfil: u.perfil, areaIds: [1], activo: false });
    const reenvio = await e.pedir('admin', 'POST', `/usuarios/usuarios/${u.id}/invitacion`);
    expect(reenvio.statusCode).toBe(409);
    expect(reenvio.json()).toEqual({ mensaje: MENSAJES_CUENTAS.inactivo });
  });

  it("an administrator's reset of the password voids the invitation", async () => {
    const email = nuevoEmail();
    const { id } = (await invitar(email)).json() as Usuario;
    const { token } = enlaceDe(smtp, email);
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${id}/contrasena`, { contrasena: 'Puesta#2026' })).statusCode).toBe(200);
    expect((await activar(token)).statusCode).toBe(400);
    expect(await usuario(id)).toMatchObject({ tieneContrasena: true, invitacionVence: null });
  });

  it('a password or an invitation, never both nor neither', async () => {
    const ambas = await invitar(nuevoEmail(), { contrasena: 'Inicial#2026' });
    expect(ambas.statusCode).toBe(400);
    expect(ambas.json()).toEqual({ mensaje: MENSAJES_ALTA.ambas });
    const ninguna = await invitar(nuevoEmail(), { invitar: undefined });
    expect(ninguna.statusCode).toBe(400);
    expect(ninguna.json()).toEqual({ mensaje: MENSAJES_ALTA.ninguna });
  });

  it('a refused delivery answers 502 and leaves the user created with no pending invitation; a resend tries again', async () => {
    const email = nuevoEmail();
    smtp.rechazar = (direccion) => direccion === email;
    const res = await invitar(email);
    smtp.rechazar = () => false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ mensaje: MENSAJES_CUENTAS.envioFallido });
    const creado = ((await e.pedir('admin', 'GET', '/usuarios/usuarios')).json() as Usuario[]).find((u) => u.email === email)!;
    expect(creado).toMatchObject({ tieneContrasena: false, invitacionVence: null });
    expect((await e.pedir('admin', 'POST', `/usuarios/usuarios/${creado.id}/invitacion`)).statusCode).toBe(200);
    expect((await activar(enlaceDe(smtp, email).token)).statusCode).toBe(200);
  });
});

describe("'¿Olvidó su contraseña?'", () => {
  it('answers the same 202 for an active account, an unknown e-mail, an inactive account and an invited one; mails only the active ones', async () => {
    const inactiva = await personaNueva(e, { activo: false });
    const invitada = nuevoEmail();
    await invitar(invitada);
    const antes = smtp.recibidos.length;
    const respuestas = [];
    for (const email of ['ana.garcia@horas.local', 'nadie@horas.local', inactiva.email, invitada]) {
      const res = await olvido(email, '10.0.1.1');
      respuestas.push([res.statusCode, res.json()]);
    }
    expect(new Set(respuestas.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify([202, { mensaje: MENSAJES_CUENTAS.olvido }])]));
    expect(smtp.recibidos.slice(antes).map((m) => [m.to && !Array.isArray(m.to) ? m.to.text : '', m.subject]))
      .toEqual([['ana.garcia@horas.local', ASUNTOS_CUENTAS.restablecer], [invitada, ASUNTOS_CUENTAS.restablecer]]);
    // The invited person's reset link sets their first password, and their invitation is voided.
    const { id } = ((await e.pedir('admin', 'GET', '/usuarios/usuarios')).json() as Usuario[]).find((u) => u.email === invitada)!;
    expect((await restablecer(enlaceDe(smtp, invitada).token)).statusCode).toBe(200);
    expect(await usuario(id)).toMatchObject({ tieneContrasena: true, invitacionVence: null });
  });

  it("the reset sets the password, ends the other sessions, voids the other links, and the history tells it without secrets", async () => {
    const otraSesion = (await login('luis.perez@horas.local', 'Luis#2026')).json().token as string;
    const { registros: pedidos } = await registrosDe(e, () => olvido('luis.perez@horas.local', '10.0.2.1'));
    expect(pedidos.map((r) => [r.accion, r.actor, r.entidad, r.entidadId, r.origen]))
      .toEqual([['solicitar-restablecimiento', null, 'usuario', String(IDS.luis), '10.0.2.1']]);
    const { enlace, token } = enlaceDe(smtp, 'luis.perez@horas.local');
    expect(enlace).toBe(`${HORAS_URL}/restablecer#${token}`);
    expect(enlaceDe(smtp, 'luis.perez@horas.local').mail.text).toContain('válido por 60 minutos');

    const { registros, resultado: res } = await registrosDe(e, () => restablecer(token, 'Luis#Nueva2026'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), id: IDS.luis, perfil: 'Junior', dispositivo: expect.any(String) });
    expect((await yo(res.json().token)).statusCode).toBe(200);
    expect((await yo(otraSesion)).statusCode).toBe(401);
    expect((await login('luis.perez@horas.local', 'Luis#Nueva2026')).statusCode).toBe(200);
    expect(registros.map((r) => [r.accion, r.actor?.id])).toEqual([['recuperar-contrasena', IDS.luis]]);
    sinSecretos([...pedidos, ...registros], token, 'Luis#Nueva2026');
    const usado = await restablecer(token);
    expect(usado.statusCode).toBe(400);
    expect(usado.json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceRestablecer });
  });

  it('a new link voids the older one; a link expires after RESTABLECER_MINUTOS', async () => {
    const p = await personaNueva(e);
    await olvido(p.email, '10.0.3.1');
    const primero = enlaceDe(smtp, p.email).token;
    await olvido(p.email, '10.0.3.1');
    const segundo = enlaceDe(smtp, p.email).token;
    expect((await restablecer(primero)).statusCode).toBe(400);
    avanzar(61 * MINUTO);
    expect((await restablecer(segundo)).json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceRestablecer });
  });

  it("an own password change ('Cambiar contraseña') voids a pending link", async () => {
    const p = await personaNueva(e);
    await olvido(p.email, '10.0.4.1');
    const { token } = enlaceDe(smtp, p.email);
    expect((await e.pedir(p.auth, 'PUT', '/usuarios/usuarios/me/contrasena', { actual: 'Persona#2026', nueva: 'Cambiada#2026' })).statusCode).toBe(200);
    expect((await restablecer(token)).statusCode).toBe(400);
  });

  it('mails an account at most 3 times an hour, still answering 202', async () => {
    const p = await personaNueva(e);
    for (let i = 0; i < 5; i++) expect((await olvido(p.email, `10.0.5.${i}`)).statusCode).toBe(202);
    expect(smtp.para(p.email)).toHaveLength(3);
    avanzar(61 * MINUTO);
    await olvido(p.email, '10.0.5.9');
    expect(smtp.para(p.email)).toHaveLength(4);
  });

  it('keeps only the links that can still matter: ended ones go once the hourly ceiling no longer counts them', async () => {
    const guardados = async (usuarioId: number) =>
      Number(((await e.database.db.execute(sql`SELECT count(*) AS n FROM tokens_cuenta WHERE usuario_id = ${usuarioId}`)) as unknown as { rows: [{ n: number }] }).rows[0].n);
    const p = await personaNueva(e);
    for (let i = 0; i < 3; i++) await olvido(p.email, `10.0.8.${i}`);
    expect(await guardados(p.id)).toBe(3);
    avanzar(61 * MINUTO);
    await olvido(p.email, '10.0.8.9');
    expect(await guardados(p.id)).toBe(1);
    expect((await restablecer(enlaceDe(smtp, p.email).token, 'Nueva#20265', '10.0.8.10')).statusCode).toBe(200);
  });

  it("one address's requests count on its ceiling (LOGIN_FALLOS_ORIGEN): every '¿Olvidó…?', and wrong links", async () => {
    for (let i = 0; i < 12; i++) expect((await olvido(`sondeo${i}@horas.local`, '10.0.6.1')).statusCode).toBe(202);
    expect((await olvido('sondeo@horas.local', '10.0.6.1')).statusCode).toBe(429);

    const p = await personaNueva(e);
    await olvido(p.email, '10.0.7.1');
    const { token } = enlaceDe(smtp, p.email);
    for (let i = 0; i < 12; i++) expect((await restablecer(`equivocado-${i}`, 'Nueva#20265', '10.0.7.2')).statusCode).toBe(400);
    expect((await restablecer(token, 'Nueva#20265', '10.0.7.2')).statusCode).toBe(429);
    expect((await activar('equivocado', 'Nueva#20265', '10.0.7.2')).statusCode).toBe(429);
    expect((await restablecer(token, 'Nueva#20265', '10.0.7.3')).statusCode).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  let sin: Entorno;
  beforeAll(async () => { sin = await crearEntorno(); });
  afterAll(async () => { await sin?.cerrar(); });

  it("offers no '¿Olvidó su contraseña?'; inviting, resending and asking answer 409 and create nothing", async () => {
    expect((await sin.app.inject({ url: '/usuarios/login/opciones' })).json()).toEqual({ restablecer: false, sso: null });
    const antes = (await sin.pedir('admin', 'GET', '/usuarios/usuarios')).json().length;
    const res = await sin.pedir('admin', 'POST', '/usuarios/usuarios', { email: 'x@horas.local', nombre: 'X', apellidos: 'Y', perfil: 'Junior', areaIds: [], invitar: true });
    expect([res.statusCode, res.json()]).toEqual([409, { mensaje: MENSAJE_SMTP_NO_CONFIGURADO }]);
    expect((await sin.pedir('admin', 'GET', '/usuarios/usuarios')).json()).toHaveLength(antes);
    expect((await sin.pedir('admin', 'POST', `/usuarios/usuarios/${IDS.luis}/invitacion`)).statusCode).toBe(409);
    const pedido = await sin.app.inject({ method: 'POST', url: '/usuarios/contrasena/olvido', payload: { email: 'luis.perez@horas.local' } });
    // Anyone may ask: the answer does not speak of SMTP_URL, which only an administrator can set.
    expect([pedido.statusCode, pedido.json()]).toEqual([409, { mensaje: 'La recuperación de contraseña por correo no está disponible. Consulte con un administrador.' }]);
  });

  it('INVITACION_DIAS and RESTABLECER_MINUTOS: whole numbers from 1, else the start stops with a message', () => {
    expect(loadConfig({ INVITACION_DIAS: '14', RESTABLECER_MINUTOS: '30' })).toMatchObject({ invitacionDias: 14, restablecerMinutos: 30 });
    expect(() => loadConfig({ INVITACION_DIAS: '0' })).toThrow("INVITACION_DIAS debe ser un número entero de días mayor que 0; se recibió '0'.");
    expect(() => loadConfig({ RESTABLECER_MINUTOS: '1.5' })).toThrow("RESTABLECER_MINUTOS debe ser un número entero de minutos mayor que 0; se recibió '1.5'.");
  });

  it('in production, SMTP_URL without HORAS_URL refuses to start (links would point at localhost)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://correo.example:587' })).toThrow(/HORAS_URL/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://correo.example:587', HORAS_URL: 'https://horas.example' }).horasUrl).toBe('https://horas.example');
  });
});
