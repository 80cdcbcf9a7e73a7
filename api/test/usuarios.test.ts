import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, tokenManual, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const login = (email: string, contrasena: string) =>
  e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena } });

describe('POST /usuarios/login', () => {
  it('answers token, id and perfil; the e-mail is case-insensitive', async () => {
    const res = await login('ANA.Garcia@horas.local', 'Ana#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: IDS.ana, perfil: 'Senior', token: expect.any(String) });
    const me = await e.app.inject({ url: '/usuarios/usuarios/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.json()).toMatchObject({ id: IDS.ana, nombre: 'Ana', apellidos: 'García' });
  });

  it.each([
    ['wrong password', 'ana.garcia@horas.local', 'otra'],
    ['unknown e-mail', 'nadie@horas.local', 'Ana#2026'],
  ])('401 with the same message for a %s', async (_caso, email, contrasena) => {
    const res = await login(email, contrasena);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensaje: 'Usuario o contraseña incorrectos' });
  });

  it('400 in Spanish when a field is missing or unknown', async () => {
    const falta = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'a@b.c' } });
    expect(falta.statusCode).toBe(400);
    expect(falta.json().mensaje).toMatch(/contrasena/);
    const extra = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'a@b.c', contrasena: 'x', rol: 'admin' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ mensaje: 'Campo no permitido: rol' });
  });
});

describe('GET /usuarios/usuarios/me and /usuarios/usuarios', () => {
  it('the profile of the token user, with areas', async () => {
    const res = await e.app.inject({ url: '/usuarios/usuarios/me', headers: e.auth('luis') });
    expect(res.json()).toEqual({
      id: IDS.luis, email: 'luis.perez@horas.local', nombre: 'Luis', apellidos: 'Pérez', perfil: 'Junior',
      areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 4, nombre: 'Soporte' }], activo: true, areasResponsable: [], tieneContrasena: true, sso: false, invitacionVence: null,
    });
  });

  it('lists the users without password hashes', async () => {
    const res = await e.app.inject({ url: '/usuarios/usuarios', headers: e.auth('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { email: string }) => u.email).sort()).toEqual(['admin@horas.local', 'ana.garcia@horas.local', 'carla.mendez@horas.local', 'luis.perez@horas.local']);
    expect(res.body).not.toMatch(/argon|password|hash/i);
  });
});

describe('tokens', () => {
  const ahora = Math.floor(Date.now() / 1000);
  it.each([
    ['no token', undefined, /^El usuario no ha iniciado sesión$/],
    ['a malformed header', 'Basic abc', /token ausente o inválido/],
    ['an expired token', `Bearer ${tokenManual({ id: 2, perfil: 'Senior', iat: ahora - 7200, exp: ahora - 3600 })}`, /sesión expiró/],
    ['a token signed with another secret', `Bearer ${tokenManual({ id: 1, perfil: 'Administrador del sistema', iat: ahora }, 'otro')}`, /token ausente o inválido/],
    ['alg none', `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"id":1,"perfil":"Administrador del sistema"}').toString('base64url')}.`, /token ausente o inválido/],
  ])('401 with %s', async (_caso, authorization, mensaje) => {
    const res = await e.app.inject({ url: '/usuarios/usuarios/me', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toMatch(mensaje);
  });

  it('401 for a tampered payload (staff turned admin)', async () => {
    const [cab, , firma] = e.token('ana').split('.');
    const cuerpo = Buffer.from(JSON.stringify({ id: 2, perfil: 'Administrador del sistema', iat: ahora, exp: ahora + 3600 })).toString('base64url');
    const res = await e.app.inject({ url: '/clientes/cliente/admin', headers: { authorization: `Bearer ${cab}.${cuerpo}.${firma}` } });
    expect(res.statusCode).toBe(401);
  });

  it('tokens expire (exp set from JWT_EXPIRES_IN)', async () => {
    const res = await login('admin@horas.local', 'Admin#2026');
    const payload = JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(8 * 3600);
  });
});
