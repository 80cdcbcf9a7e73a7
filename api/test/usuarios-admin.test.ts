import { MENSAJES_ALTA } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const login = (email: string, contrasena: string) => e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena } });
const nuevo = (cambios: object = {}) => ({
  email: 'marta.ruiz@horas.local', nombre: 'Marta', apellidos: 'Ruiz', perfil: 'Semi Senior', areaIds: [1], contrasena: 'Marta#2026', ...cambios,
});
let proximo = 0;
/** A new staff user (its own e-mail each time), answered as created. */
async function crearUsuario(cambios: object = {}) {
  const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', nuevo({ email: `persona${++proximo}@horas.local`, ...cambios }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; email: string };
}
const datosDe = (u: { email: string }, cambios: object = {}) =>
  ({ email: u.email, nombre: 'Marta', apellidos: 'Ruiz', perfil: 'Semi Senior', areaIds: [1], activo: true, ...cambios });

describe('GET /usuarios/usuarios', () => {
  it('an administrator gets every user with email, perfil, areas and activo, inactive ones too', async () => {
    const inactivo = await crearUsuario({ activo: false });
    const res = await e.pedir('admin', 'GET', '/usuarios/usuarios');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: IDS.ana, email: 'ana.garcia@horas.local', nombre: 'Ana', apellidos: 'García', perfil: 'Senior',
      areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 2, nombre: 'Diseño' }], activo: true, areasResponsable: [1], tieneContrasena: true, sso: false, invitacionVence: null,
    });
    expect(res.json()).toContainEqual(expect.objectContaining({ id: inactivo.id, activo: false }));
  });

  it('staff get only {id, nombre, apellidos} of active users', async () => {
    const inactivo = await crearUsuario({ activo: false });
    const res = await e.pedir('luis', 'GET', '/usuarios/usuarios');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: IDS.ana, nombre: 'Ana', apellidos: 'García' });
    for (const u of res.json()) expect(Object.keys(u).sort()).toEqual(['apellidos', 'id', 'nombre']);
    expect(res.json().map((u: { id: number }) => u.id)).not.toContain(inactivo.id);
    expect(res.body).not.toMatch(/@/);
  });
});

describe('GET /usuarios/perfiles', () => {
  it('the four perfiles, then any other one the data holds', async () => {
    await e.database.db.execute(sql`UPDATE usuarios SET perfil = 'Pasante' WHERE id = 3`);
    const res = await e.pedir('admin', 'GET', '/usuarios/perfiles');
    expect(res.json()).toEqual(['Administrador del sistema', 'Senior', 'Semi Senior', 'Junior', 'Pasante']);
    await e.database.db.execute(sql`UPDATE usuarios SET perfil = 'Junior' WHERE id = 3`);
  });
});

describe('POST /usuarios/usuarios', () => {
  it('201 with the user, id included; the new user can sign in with the initial password', async () => {
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', nuevo({ areaIds: [2, 1] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number), email: 'marta.ruiz@horas.local', nombre: 'Marta', apellidos: 'Ruiz', perfil: 'Semi Senior',
      areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 2, nombre: 'Diseño' }], activo: true, areasResponsable: [], tieneContrasena: true, sso: false, invitacionVence: null,
    });
    const sesion = await login('marta.ruiz@horas.local', 'Marta#2026');
    expect(sesion.statusCode).toBe(200);
    expect(sesion.json()).toMatchObject({ id: res.json().id, perfil: 'Semi Senior' });
  });

  it('409 with mensaje for an e-mail in use, in any case', async () => {
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', nuevo({ email: 'ANA.GARCIA@horas.local' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensaje: "Ya existe un usuario con el e-mail 'ANA.GARCIA@horas.local'." });
  });

  it.each([
    ['a password under 8 characters', { contrasena: 'corta12' }, 'La contraseña debe tener al menos 8 caracteres.'],
    ['no password and no invitation', { contrasena: undefined }, MENSAJES_ALTA.ninguna],
    ['an invalid e-mail', { email: 'no-es-un-email' }, 'El e-mail no es válido.'],
    ['a blank name', { nombre: '   ' }, 'El nombre es obligatorio.'],
    ['a perfil not in the list', { perfil: 'Gerente' }, "El perfil 'Gerente' no existe. Elija uno de: Administrador del sistema, Senior, Semi Senior, Junior."],
    ['an unknown area', { areaIds: [999] }, 'El área con ID 999 no existe.'],
    ['an unknown field', { rol: 'admin' }, 'Campo no permitido: rol'],
  ])('400 with mensaje for %s', async (_caso, cambios, mensaje) => {
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', nuevo({ email: 'otro@horas.local', ...cambios }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });
});

describe('PUT /usuarios/usuarios/{id}', () => {
  it('200 with the user: a mistyped e-mail is corrected, perfil and areas change', async () => {
    const u = await crearUsuario();
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, { email: 'corregido@horas.local', perfil: 'Senior', areaIds: [4] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, email: 'corregido@horas.local', perfil: 'Senior', areas: [{ id: 4, nombre: 'Soporte' }], activo: true });
    expect((await login('corregido@horas.local', 'Marta#2026')).statusCode).toBe(200);
  });

  it('without email keeps the one it had; 409 for an e-mail of someone else; 404 for an unknown user', async () => {
    const u = await crearUsuario();
    const { email: _sinEmail, ...sinEmail } = datosDe(u);
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, sinEmail)).json().email).toBe(u.email);
    const ajeno = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, { email: 'Luis.Perez@horas.local' }));
    expect(ajeno.statusCode).toBe(409);
    expect(ajeno.json().mensaje).toBe("Ya existe un usuario con el e-mail 'Luis.Perez@horas.local'.");
    const nadie = await e.pedir('admin', 'PUT', '/usuarios/usuarios/999', datosDe(u));
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json()).toEqual({ mensaje: 'Usuario con ID 999 no encontrado' });
  });

  it('activo is required', async () => {
    const u = await crearUsuario();
    const { activo: _sinActivo, ...sinActivo } = datosDe(u);
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, sinActivo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'Indique si el usuario está activo (activo).' });
  });

  it('the last active administrator can be neither demoted nor deactivated (409)', async () => {
    const admin = { email: 'admin@horas.local', nombre: 'Admin', apellidos: 'Sistema', perfil: 'Administrador del sistema', areaIds: [3], activo: true };
    for (const cambio of [{ perfil: 'Senior' }, { activo: false }]) {
      const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.admin}`, { ...admin, ...cambio });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ mensaje: 'Debe quedar al menos un administrador activo.' });
    }
    expect((await e.pedir('admin', 'GET', '/usuarios/usuarios/me')).json()).toMatchObject({ perfil: 'Administrador del sistema', activo: true });
  });
});

describe('areasResponsable: the areas of their own a user leads', () => {
  const MENSAJE = 'Las áreas de las que el usuario es responsable deben ser áreas del usuario (areasResponsable).';
  const responsableDe = async (id: number) =>
    ((await e.pedir('admin', 'GET', '/usuarios/usuarios')).json() as { id: number; areasResponsable: number[] }[]).find((u) => u.id === id)?.areasResponsable;

  it('given on creation, [] by default; anyone sees theirs in /usuarios/usuarios/me', async () => {
    const lider = await crearUsuario({ areaIds: [2, 1], areasResponsable: [2] });
    expect(await responsableDe(lider.id)).toEqual([2]);
    expect(await responsableDe((await crearUsuario()).id)).toEqual([]);
    const ana = await e.pedir('ana', 'GET', '/usuarios/usuarios/me');
    expect(ana.json()).toMatchObject({ id: IDS.ana, areasResponsable: [1] });
  });

  it('an update without it keeps them, but for the areas the user no longer belongs to; with it, replaces them', async () => {
    const u = await crearUsuario({ areaIds: [1, 2, 4], areasResponsable: [1, 4] });
    const sinCambio = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, { areaIds: [1, 2, 4] }));
    expect(sinCambio.json().areasResponsable).toEqual([1, 4]);
    const sinSoporte = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, { areaIds: [1, 2] }));
    expect(sinSoporte.json().areasResponsable).toEqual([1]);
    const otra = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, { areaIds: [1, 2], areasResponsable: [2, 2] }));
    expect(otra.json().areasResponsable).toEqual([2]);
    const ninguna = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, { areaIds: [1, 2], areasResponsable: [] }));
    expect(ninguna.json().areasResponsable).toEqual([]);
  });

  it.each([
    ['POST', { areaIds: [1], areasResponsable: [2] }],
    ['POST', { areaIds: [], areasResponsable: [1] }],
    ['PUT', { areaIds: [1], areasResponsable: [1, 4] }],
    ['PUT', { areaIds: [1], areasResponsable: 'Desarrollo' }],
  ] as const)('400 on %s when it is not a subset of areaIds: %j', async (metodo, cambios) => {
    const u = await crearUsuario();
    const res = metodo === 'POST'
      ? await e.pedir('admin', 'POST', '/usuarios/usuarios', nuevo({ email: `otra${++proximo}@horas.local`, ...cambios }))
      : await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, datosDe(u, cambios));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: MENSAJE });
  });
});

describe('PUT /usuarios/usuarios/{id}/contrasena', () => {
  it('sets the password and ends every session of that user', async () => {
    const u = await crearUsuario();
    const antes = (await login(u.email, 'Marta#2026')).json().token as string;
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}/contrasena`, { contrasena: 'Nueva#2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, email: u.email });
    expect((await e.pedir({ authorization: `Bearer ${antes}` }, 'GET', '/usuarios/usuarios/me')).statusCode).toBe(401);
    expect((await login(u.email, 'Marta#2026')).statusCode).toBe(401);
    expect((await login(u.email, 'Nueva#2026')).statusCode).toBe(200);
  });

  it('400 under 8 characters', async () => {
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}/contrasena`, { contrasena: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'La contraseña debe tener al menos 8 caracteres.' });
  });
});

describe('staff -> 403 on each administration call', () => {
  it.each([
    ['GET', '/usuarios/perfiles', undefined],
    ['POST', '/usuarios/usuarios', nuevo({ email: 'intruso@horas.local' })],
    ['PUT', `/usuarios/usuarios/${IDS.ana}`, { email: 'ana.garcia@horas.local', nombre: 'Ana', apellidos: 'García', perfil: 'Administrador del sistema', areaIds: [1, 2], activo: true }],
    ['PUT', `/usuarios/usuarios/${IDS.luis}/contrasena`, { contrasena: 'Robada#2026' }],
  ] as const)('%s %s', async (method, url, payload) => {
    const res = await e.pedir('ana', method, url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ mensaje: 'Solo un administrador puede realizar esta acción.' });
  });
});
