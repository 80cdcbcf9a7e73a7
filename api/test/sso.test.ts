import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { usuarios } from '../src/db/schema';
import { ArranqueImposibleError } from '../src/lib/arranque';
import { configDePrueba, crearEntorno, IDS, type Entorno } from './helper';
import { todas } from './historial-ayuda';
import { pasarPorElProveedor, proveedorDePrueba, recorrido } from './proveedor-oidc';

const HORAS = 'https://horas.test';
let proveedor: Awaited<ReturnType<typeof proveedorDePrueba>>;
let e: Entorno;
let ahora: Date;
let inicio: ReturnType<typeof recorrido>['inicio'];
let vuelta: ReturnType<typeof recorrido>['vuelta'];
let ingresar: ReturnType<typeof recorrido>['ingresar'];
let canjear: ReturnType<typeof recorrido>['canjear'];
const codigoDe = (destino: string) => recorrido.codigoDe(destino, HORAS);

beforeAll(async () => {
  proveedor = await proveedorDePrueba();
  ahora = new Date('2026-03-18T15:00:00Z');
  e = await crearEntorno({ oidc: proveedor.config, horasUrl: HORAS, now: () => ahora });
  ({ inicio, vuelta, ingresar, canjear } = recorrido(e.app));
});
afterAll(async () => { await e?.cerrar(); await proveedor?.cerrar(); });

describe('inicio de sesión único (OpenID Connect)', () => {
  it('la página de inicio de sesión ofrece el botón con el nombre del proveedor', async () => {
    expect((await e.app.inject({ url: '/usuarios/login/opciones' })).json()).toEqual({ restablecer: false, sso: { nombre: 'Empresa' } });
  });

  it('con la base de datos caída, el inicio igual lleva al proveedor: no la usa', async () => {
    const caida = await crearEntorno({ oidc: proveedor.config, horasUrl: HORAS });
    try {
      await caida.database.close();
      const res = await caida.app.inject({ url: '/auth/oidc' });
      expect(res.statusCode, res.body).toBe(302);
      expect(new URL(res.headers.location as string).origin).toBe(proveedor.issuer);
    } finally {
      await caida.cerrar().catch(() => undefined); // its database is already closed
    }
  });

  it('el inicio redirige al proveedor con state, nonce y PKCE S256 y la vuelta de OIDC_REDIRECT_URI', async () => {
    const url = new URL(await inicio());
    expect(url.origin).toBe(proveedor.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(proveedor.config.redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
  });

  it('una persona con usuario y e-mail verificado se vincula, inicia sesión como con contraseña y queda en el historial', async () => {
    proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ANA.garcia@horas.local', email_verified: true });
    const antes = new Set((await todas(e, 'admin')).map((r) => r.id));
    const res = await canjear(codigoDe(await ingresar('ana-sub')));
    expect(res.statusCode, res.body).toBe(200);
    const sesion = res.json<{ token: string; id: number; perfil: string; dispositivo: string }>();
    expect(sesion).toMatchObject({ id: IDS.ana, perfil: 'Senior', dispositivo: expect.any(String) });
    const yo = await e.pedir({ authorization: `Bearer ${sesion.token}` }, 'GET', '/usuarios/usuarios/me');
    expect(yo.json()).toMatchObject({ id: IDS.ana, nombre: 'Ana' });
    const nuevos = (await todas(e, 'admin')).filter((r) => !antes.has(r.id));
    expect(nuevos.map((r) => [r.accion, r.cambios])).toEqual(expect.arrayContaining([
      ['vincular-sso', {}], ['iniciar-sesion', { metodo: [null, 'sso'] }],
    ]));
  });

  it('un código se usa una sola vez y vence a los 60 s', async () => {
    proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ana.garcia@horas.local', email_verified: true });
    const codigo = codigoDe(await ingresar('ana-sub'));
    expect((await canjear(codigo)).statusCode).toBe(200);
    const otraVez = await canjear(codigo);
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe('El inicio de sesión único no es válido o venció. Intente nuevamente.');
    const tarde = codigoDe(await ingresar('ana-sub'));
    ahora = new Date(ahora.getTime() + 61_000);
    expect((await canjear(tarde)).statusCode).toBe(400);
    expect((await canjear('cualquier-cosa')).statusCode).toBe(400);
  });

  it('una vez vinculada, la cuenta del proveedor decide aunque su e-mail cambie', async () => {
    proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'luis.perez@horas.local', email_verified: true });
    expect((await canjear(codigoDe(await ingresar('ana-sub')))).json()).toMatchObject({ id: IDS.ana });
  });

  it('el administrador desvincula; el próximo ingreso vuelve a vincular por e-mail verificado', async () => {
    proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ana.garcia@horas.local', email_verified: true });
    codigoDe(await ingresar('ana-sub'));
    const anaDeLaLista = async () => (await e.pedir('admin', 'GET', '/usuarios/usuarios')).json().find((u: { id: number }) => u.id === IDS.ana);
    expect(await anaDeLaLista()).toMatchObject({ sso: true });
    const antes = new Set((await todas(e, 'admin')).map((r) => r.id));
    const desvinculada = await e.pedir('admin', 'DELETE', `/usuarios/usuarios/${IDS.ana}/sso`);
    expect(desvinculada.statusCode).toBe(200);
    expect(desvinculada.json()).toMatchObject({ id: IDS.ana, sso: false });
    expect(await anaDeLaLista()).toMatchObject({ sso: false });
    const otraVez = await e.pedir('admin', 'DELETE', `/usuarios/usuarios/${IDS.ana}/sso`);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toEqual({ mensaje: 'El usuario no está vinculado al inicio de sesión único.' });
    expect((await e.pedir('ana', 'DELETE', `/usuarios/usuarios/${IDS.ana}/sso`)).statusCode).toBe(403);
    codigoDe(await ingresar('ana-sub'));
    const nuevos = (await todas(e, 'admin')).filter((r) => !antes.has(r.id)).map((r) => r.accion);
    expect(nuevos).toEqual(expect.arrayContaining(['desvincular-sso', 'vincular-sso']));
  });

  it('un state usado (o el code repetido) no vale una segunda vez', async () => {
    proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ana.garcia@horas.local', email_verified: true });
    const delProveedor = await pasarPorElProveedor(await inicio(), 'ana-sub');
    codigoDe(await vuelta(delProveedor));
    expect(await vuelta(delProveedor)).toBe(`${HORAS}/login#sso-error=fallo`);
    const sinState = new URL(delProveedor);
    sinState.searchParams.delete('state');
    expect(await vuelta(sinState)).toBe(`${HORAS}/login#sso-error=fallo`);
  });

  it('el e-mail sin verificar no vincula una cuenta existente', async () => {
    proveedor.cuentas.set('falso-luis', { sub: 'falso-luis', email: 'luis.perez@horas.local', email_verified: false });
    expect(await ingresar('falso-luis')).toBe(`${HORAS}/login#sso-error=email-no-verificado`);
    proveedor.cuentas.set('falso-luis', { sub: 'falso-luis', email: 'luis.perez@horas.local' });
    expect(await ingresar('falso-luis')).toBe(`${HORAS}/login#sso-error=email-no-verificado`);
  });

  it('una persona desconocida no entra sin alta automática', async () => {
    proveedor.cuentas.set('nadie', { sub: 'nadie', email: 'nadie@empresa.test', email_verified: true });
    expect(await ingresar('nadie')).toBe(`${HORAS}/login#sso-error=no-registrado`);
  });

  it('un usuario desactivado no entra, vinculado o no', async () => {
    proveedor.cuentas.set('carla-sub', { sub: 'carla-sub', email: 'carla.mendez@horas.local', email_verified: true });
    codigoDe(await ingresar('carla-sub'));
    await e.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, IDS.carla));
    expect(await ingresar('carla-sub')).toBe(`${HORAS}/login#sso-error=desactivado`);
  });

  it('cancelar en el proveedor vuelve con fallo, sin bucles', async () => {
    const delProveedor = await pasarPorElProveedor(await inicio(), 'ana-sub', { cancelar: true });
    expect(delProveedor.searchParams.get('error')).toBe('access_denied');
    expect(await vuelta(delProveedor)).toBe(`${HORAS}/login#sso-error=fallo`);
  });

  it('el inicio en una instancia y la vuelta en otra', async () => {
    const otra = await e.otraInstancia();
    try {
      proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ana.garcia@horas.local', email_verified: true });
      const destino = await vuelta(await pasarPorElProveedor(await inicio(e.app), 'ana-sub'), otra.app);
      expect((await canjear(codigoDe(destino), e.app)).json()).toMatchObject({ id: IDS.ana });
    } finally {
      await otra.cerrar();
    }
  });

  it('acepta 20 s de diferencia de reloj con el proveedor y rechaza 5 minutos', async () => {
    proveedor.cuentas.set('ana-sub', { sub: 'ana-sub', email: 'ana.garcia@horas.local', email_verified: true });
    try {
      proveedor.reloj.desfaseMs = -20_000;
      codigoDe(await ingresar('ana-sub'));
      proveedor.reloj.desfaseMs = -5 * 60_000;
      expect(await ingresar('ana-sub')).toBe(`${HORAS}/login#sso-error=fallo`);
    } finally {
      proveedor.reloj.desfaseMs = 0;
    }
  });

  it('sin proveedor alcanzable el arranque falla nombrándolo', async () => {
    const issuer = 'http://127.0.0.1:9/no-existe';
    await expect(buildApp({ db: e.database.db, config: configDePrueba({ oidc: { ...proveedor.config, issuer } }) }))
      .rejects.toThrow(new RegExp(`OIDC_ISSUER=${issuer}`));
    await expect(buildApp({ db: e.database.db, config: configDePrueba({ oidc: { ...proveedor.config, issuer } }) })).rejects.toBeInstanceOf(ArranqueImposibleError);
  });
});
