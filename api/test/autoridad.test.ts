import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, tokenManual, type Entorno } from './helper';

/**
 * Authority comes from the database on every request, on every API instance: the token names the
 * user; whether they are active and what perfil they hold is read each time.
 */
let e: Entorno;
let b: { app: FastifyInstance; cerrar: () => Promise<void> };
beforeAll(async () => {
  e = await crearEntorno();
  b = await e.otraInstancia();
});
afterAll(async () => { await b?.cerrar(); await e?.cerrar(); });

const ADMIN = 'Administrador del sistema';
let proximo = 0;
/** A new user through the API, and a session of theirs from a real login. */
async function usuarioConSesion(perfil: string) {
  const email = `autoridad${++proximo}@horas.local`;
  const creado = await e.pedir('admin', 'POST', '/usuarios/usuarios', {
    email, nombre: 'Prueba', apellidos: `Autoridad ${proximo}`, perfil, areaIds: [1], contrasena: 'Prueba#2026',
  });
  expect(creado.statusCode).toBe(201);
  const { token } = (await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena: 'Prueba#2026' } })).json();
  const datos = { email, nombre: 'Prueba', apellidos: `Autoridad ${proximo}`, perfil, areaIds: [1], activo: true };
  return { id: creado.json().id as number, auth: { authorization: `Bearer ${token}` }, datos };
}
/** The demo admin back (the race tests leave other administrators only). */
async function adminDemoDeVuelta() {
  await e.database.db.execute(sql`UPDATE usuarios SET perfil = ${ADMIN}, activo = true WHERE id = 1`);
}
/** Leaves `ids` as the only administrators. */
async function soloAdministradores(...ids: number[]) {
  await e.database.db.execute(sql`UPDATE usuarios SET perfil = 'Senior' WHERE perfil = ${ADMIN} AND id NOT IN ${ids}`);
}
async function administradoresActivos(): Promise<number> {
  const r = await e.database.db.execute(sql`SELECT count(*)::int AS n FROM usuarios WHERE perfil = ${ADMIN} AND activo`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}
const en = (app: FastifyInstance, auth: { authorization: string }, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, payload });

describe('tokens', () => {
  it('a token without exp is refused (401)', async () => {
    const res = await en(e.app, { authorization: `Bearer ${tokenManual({ id: 1, perfil: ADMIN, iat: Math.floor(Date.now() / 1000) })}` }, 'GET', '/horas/horashabilitadas');
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toMatch(/token ausente o inválido/);
  });

  it('a deleted user\'s token answers 401', async () => {
    const u = await usuarioConSesion('Junior');
    await e.database.db.execute(sql`DELETE FROM usuarios WHERE id = ${u.id}`);
    const res = await en(e.app, u.auth, 'GET', '/horas/horashabilitadas');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensaje: 'El usuario de la sesión ya no existe.' });
  });
});

describe('a change made through one instance is enforced by the other at once', () => {
  it('deactivation: the user\'s next call, a read, answers 401 on both; login is refused; reactivated, the user signs in again and the old token stays refused', async () => {
    const u = await usuarioConSesion('Junior');
    expect((await en(b.app, u.auth, 'GET', '/horas/horashabilitadas')).statusCode).toBe(200);
    const cambiarActivo = async (activo: boolean) =>
      expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, { ...u.datos, activo })).statusCode).toBe(200);
    /** The status and answer of the token taken before, on each instance. */
    const conTokenViejo = () => Promise.all([b.app, e.app].map(async (app) => {
      const res = await en(app, u.auth, 'GET', '/horas/horashabilitadas');
      return [res.statusCode, res.json()];
    }));
    const login = () => b.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: u.datos.email, contrasena: 'Prueba#2026' } });

    await cambiarActivo(false);
    expect(await conTokenViejo()).toEqual(Array(2).fill([401, { mensaje: 'El usuario está desactivado. Consulte con un administrador.' }]));
    expect((await login()).statusCode).toBe(401);

    // A deactivation ends every session for good.
    await cambiarActivo(true);
    expect(await conTokenViejo()).toEqual(Array(2).fill([401, { mensaje: 'La sesión se cerró porque cambió la contraseña o el usuario fue desactivado. Inicie sesión nuevamente.' }]));
    const nueva = await login();
    expect(nueva.statusCode).toBe(200);
    expect((await en(e.app, { authorization: `Bearer ${nueva.json().token}` }, 'GET', '/horas/horashabilitadas')).statusCode).toBe(200);
  });

  it('demotion: the former administrator\'s token gets 403 on admin calls, and keeps working as staff', async () => {
    const otro = await usuarioConSesion(ADMIN);
    expect((await en(b.app, otro.auth, 'GET', '/clientes/cliente/admin')).statusCode).toBe(200);

    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${otro.id}`, { ...otro.datos, perfil: 'Senior' })).statusCode).toBe(200);

    const res = await en(b.app, otro.auth, 'GET', '/clientes/cliente/admin');
    expect(res.statusCode).toBe(403);
    expect((await en(b.app, otro.auth, 'GET', '/usuarios/usuarios/me')).json()).toMatchObject({ perfil: 'Senior' });
  });

  it('promotion: a new administrator may administer at once, with the token they had', async () => {
    const u = await usuarioConSesion('Junior');
    expect((await en(b.app, u.auth, 'GET', '/usuarios/perfiles')).statusCode).toBe(403);
    await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, { ...u.datos, perfil: ADMIN });
    expect((await en(b.app, u.auth, 'GET', '/usuarios/perfiles')).statusCode).toBe(200);
    await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, u.datos);
  });

  it('two administrators demoting each other through two instances at once leave one active administrator', async () => {
    const x = await usuarioConSesion(ADMIN);
    const y = await usuarioConSesion(ADMIN);
    await soloAdministradores(x.id, y.id);

    const [xDegradaAY, yDegradaAX] = await Promise.all([
      en(e.app, x.auth, 'PUT', `/usuarios/usuarios/${y.id}`, { ...y.datos, perfil: 'Senior' }),
      en(b.app, y.auth, 'PUT', `/usuarios/usuarios/${x.id}`, { ...x.datos, perfil: 'Senior' }),
    ]);

    // One wins. The other gets 409 if both were past authentication before either committed, and
    // 403 if it was authenticated after the winner's commit had demoted its own user: which one
    // depends only on how the two requests interleave, as it would between two people.
    const [ganador, rechazado] = [xDegradaAY, yDegradaAX].sort((a, b) => a.statusCode - b.statusCode);
    expect(ganador.statusCode).toBe(200);
    expect([
      { estado: 409, cuerpo: { mensaje: 'Debe quedar al menos un administrador activo.' } },
      { estado: 403, cuerpo: { mensaje: 'No tiene permisos para realizar esta acción.' } },
    ]).toContainEqual({ estado: rechazado.statusCode, cuerpo: rechazado.json() });
    expect(await administradoresActivos()).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('an instance waits while another one is changing the administrators, then refuses to leave none', async () => {
    await adminDemoDeVuelta();
    const x = await usuarioConSesion(ADMIN);
    const y = await usuarioConSesion(ADMIN);
    await soloAdministradores(x.id, y.id);
    // Another instance, mid-way through demoting y, on its own connection: its transaction is open.
    const otra = new pg.Client({ connectionString: e.urlPostgres });
    await otra.connect();
    let respondio = false;
    let yDegradaAX;
    try {
      await otra.query('BEGIN');
      await otra.query("SELECT pg_advisory_xact_lock(hashtext('horas.administradores'))");
      await otra.query('UPDATE usuarios SET perfil = $1 WHERE id = $2', ['Senior', y.id]);
      yDegradaAX = en(b.app, y.auth, 'PUT', `/usuarios/usuarios/${x.id}`, { ...x.datos, perfil: 'Senior' }).finally(() => { respondio = true; });
      await new Promise((listo) => setTimeout(listo, 500));
      expect(respondio).toBe(false);
      await otra.query('COMMIT');
    } finally {
      await otra.end();
    }

    // 409 when it was waiting in its transaction; 403 if it only got past authentication after the commit.
    expect([403, 409]).toContain((await yDegradaAX).statusCode);
    expect(await administradoresActivos()).toBe(1);
  });
});
