import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const login = async (email: string, contrasena: string) =>
  e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cambiar = (token: string, payload: object) => e.pedir(bearer(token), 'PUT', '/usuarios/usuarios/me/contrasena', payload);
const yo = (token: string) => e.pedir(bearer(token), 'GET', '/usuarios/usuarios/me');

describe('PUT /usuarios/usuarios/me/contrasena', () => {
  it('a wrong current password is 400 with mensaje (not 401: the session goes on)', async () => {
    const { token } = (await login('luis.perez@horas.local', 'Luis#2026')).json();
    const res = await cambiar(token, { actual: 'no-es-esta', nueva: 'Otra#20261' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'La contraseña actual no es correcta.' });
    expect((await yo(token)).statusCode).toBe(200);
  });

  it.each([
    ['a new password under 8 characters', { actual: 'Luis#2026', nueva: 'corta' }, 'La contraseña debe tener al menos 8 caracteres.'],
    ['no current password', { nueva: 'Otra#20261' }, 'Ingrese la contraseña actual.'],
  ])('400 for %s', async (_caso, payload, mensaje) => {
    const res = await e.pedir('luis', 'PUT', '/usuarios/usuarios/me/contrasena', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('answers a fresh session for this one and ends the user\'s other sessions', async () => {
    const aqui = (await login('ana.garcia@horas.local', 'Ana#2026')).json().token as string;
    const otra = (await login('ana.garcia@horas.local', 'Ana#2026')).json().token as string;

    const res = await cambiar(aqui, { actual: 'Ana#2026', nueva: 'Ana#Nueva2026' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), id: IDS.ana, perfil: 'Senior' });
    expect((await yo(res.json().token)).statusCode).toBe(200);
    for (const vieja of [aqui, otra]) {
      const r = await yo(vieja);
      expect(r.statusCode).toBe(401);
      expect(r.json().mensaje).toBe('La sesión se cerró porque cambió la contraseña o el usuario fue desactivado. Inicie sesión nuevamente.');
    }
    expect((await login('ana.garcia@horas.local', 'Ana#2026')).statusCode).toBe(401);
    expect((await login('ana.garcia@horas.local', 'Ana#Nueva2026')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await e.app.inject({ method: 'PUT', url: '/usuarios/usuarios/me/contrasena', payload: { actual: 'x', nueva: 'Otra#20261' } });
    expect(res.statusCode).toBe(401);
  });
});
