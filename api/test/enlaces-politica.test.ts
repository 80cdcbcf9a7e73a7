import { MENSAJES_CUENTAS, PERFIL_ADMIN, type Usuario } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enlaceDe, HORAS_URL } from './cuentas-ayuda';
import { crearEntorno, type Entorno } from './helper';
import { proveedorDePrueba, recorrido } from './proveedor-oidc';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

/**
 * LOGIN_CONTRASENA=administradores holds when a mailed link is used, not only when it is mailed:
 * a link never gives a password session to someone who may not have one now (issue 45 §1).
 */
let proveedor: Awaited<ReturnType<typeof proveedorDePrueba>>;
let smtp: SmtpDePrueba;
let e: Entorno;
let viaje: ReturnType<typeof recorrido>;

beforeAll(async () => {
  proveedor = await proveedorDePrueba();
  smtp = await smtpDePrueba();
  e = await crearEntorno({
    oidc: { ...proveedor.config, grupoAdmin: 'horas-admins' }, loginContrasena: 'administradores',
    horasUrl: HORAS_URL, smtpUrl: smtp.url, smtpFrom: 'horas@horas.local',
  });
  viaje = recorrido(e.app);
});
afterAll(async () => { await e?.cerrar(); await smtp?.cerrar(); await proveedor?.cerrar(); });

let n = 0;
const SOLO_PROVEEDOR = { mensaje: 'Inicie sesión con Empresa.' };

/** A new user through 'Gestión de Usuarios' (`app`: the instance that mails the invitation). */
async function alta(perfil: string, acceso: { invitar: true } | { contrasena: string }, app = e.app): Promise<Usuario> {
  const res = await app.inject({
    method: 'POST', url: '/usuarios/usuarios', headers: e.auth('admin'),
    payload: { email: `enlace${++n}.${process.pid}@horas.local`, nombre: 'Eva', apellidos: 'Enlace', perfil, areaIds: [1], ...acceso },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const degradar = async (u: Usuario) => {
  const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${u.id}`, { nombre: u.nombre, apellidos: u.apellidos, perfil: 'Junior', areaIds: [1], activo: true });
  expect(res.statusCode, res.body).toBe(200);
};
const olvido = async (email: string, app = e.app) => {
  expect((await app.inject({ method: 'POST', url: '/usuarios/contrasena/olvido', payload: { email } })).statusCode).toBe(202);
  await app.servicios.cuentas.esperarEnvios();
  return enlaceDe(smtp, email).token;
};
const usar = (ruta: 'activar' | 'contrasena/restablecer', token: string, app = e.app) =>
  app.inject({ method: 'POST', url: `/usuarios/${ruta}`, payload: { token, contrasena: 'Elegida#2026' } });
const usuario = async (id: number) => (await e.pedir('admin', 'GET', '/usuarios/usuarios')).json<Usuario[]>().find((u) => u.id === id)!;

describe('the pending links of a person end when they stop being an administrator', () => {
  it("an administrator's invitation, after 'Gestión de Usuarios' makes them Junior: the link's own 400, no password", async () => {
    const invitado = await alta(PERFIL_ADMIN, { invitar: true });
    const { token } = enlaceDe(smtp, invitado.email);
    await degradar(invitado);
    const res = await usar('activar', token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceInvitacion });
    expect(await usuario(invitado.id)).toMatchObject({ perfil: 'Junior', tieneContrasena: false, invitacionVence: null });
  });

  it("an administrator's reset, after 'Gestión de Usuarios' makes them Junior: 400, the password unchanged", async () => {
    const admin = await alta(PERFIL_ADMIN, { contrasena: 'Anterior#2026' });
    const token = await olvido(admin.email);
    await degradar(admin);
    const res = await usar('contrasena/restablecer', token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceRestablecer });
    expect((await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: admin.email, contrasena: 'Elegida#2026' } })).statusCode).toBe(401);
  });

  it("an administrator's reset, after leaving OIDC_GRUPO_ADMIN at their next single sign-on: 400", async () => {
    const admin = await alta(PERFIL_ADMIN, { contrasena: 'Anterior#2026' });
    const token = await olvido(admin.email);
    proveedor.cuentas.set(`sub-${admin.id}`, { sub: `sub-${admin.id}`, email: admin.email, email_verified: true, groups: ['otros'] });
    const sesion = await viaje.canjear(recorrido.codigoDe(await viaje.ingresar(`sub-${admin.id}`), HORAS_URL));
    expect(sesion.json()).toMatchObject({ id: admin.id, perfil: 'Junior' });
    const res = await usar('contrasena/restablecer', token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceRestablecer });
  });
});

describe('a link mailed under LOGIN_CONTRASENA=todos, used after the switch to administradores', () => {
  it('an invitation answers 403 and stays unused: the person signs in through the provider', async () => {
    const todos = await e.otraInstancia({ loginContrasena: 'todos' });
    try {
      const invitado = await alta('Junior', { invitar: true }, todos.app);
      const { token } = enlaceDe(smtp, invitado.email);
      const res = await usar('activar', token);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(SOLO_PROVEEDOR);
      expect(await usuario(invitado.id)).toMatchObject({ tieneContrasena: false, invitacionVence: expect.any(String) });
      // Unused: where passwords are still allowed, the same link works.
      expect((await usar('activar', token, todos.app)).statusCode).toBe(200);
    } finally {
      await todos.cerrar();
    }
  });

  it("a reset answers 403, the password unchanged, and stays unused", async () => {
    const todos = await e.otraInstancia({ loginContrasena: 'todos' });
    try {
      const junior = await alta('Junior', { contrasena: 'Anterior#2026' }, todos.app);
      const token = await olvido(junior.email, todos.app);
      const res = await usar('contrasena/restablecer', token);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(SOLO_PROVEEDOR);
      const login = (contrasena: string) => todos.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: junior.email, contrasena } });
      expect((await login('Anterior#2026')).statusCode).toBe(200);
      expect((await usar('contrasena/restablecer', token, todos.app)).statusCode).toBe(200);
    } finally {
      await todos.cerrar();
    }
  });
});
