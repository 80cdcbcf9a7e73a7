import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ejecutarEn } from '../pg-temporal';
import { arrancarServidor, login, USUARIOS, type Servidor } from './servidor-proceso';

/**
 * Two API processes on one PostgreSQL database, as behind a proxy: requests alternate between them.
 * Nothing either instance needs may live only in the other's memory. JWT_SECRET is unset, so the
 * signing key comes from the database.
 */
const url = process.env.TEST_DATABASE_URL;
const nombre = `horas_instancias_${crypto.randomBytes(6).toString('hex')}`;
let instancias: Servidor[] = [];
let turno = 0;
/** The next instance, in turn: what a round-robin proxy does. */
const siguiente = () => instancias[turno++ % instancias.length];

beforeAll(async () => {
  if (!url) return;
  await ejecutarEn(url, `CREATE DATABASE ${nombre}`);
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  // Both start at once on the empty database, both asked to seed: migrations, the generated key and
  // the seed race on purpose.
  const comun = { DATABASE_URL: destino.toString(), JWT_SECRET: '', APP_TZ: 'UTC', SEED_DEMO: '1' };
  instancias = await Promise.all([arrancarServidor(comun), arrancarServidor(comun)]);
});
afterAll(async () => {
  await Promise.all(instancias.map((s) => s.detener()));
  if (url) await ejecutarEn(url, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
});

const intentarLogin = (servidor: Servidor, credenciales: { email: string; contrasena: string }) =>
  fetch(`${servidor.url}/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credenciales) });
const conToken = (token: string, init: RequestInit = {}) => ({ ...init, headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

describe.skipIf(!url)('two API instances on one PostgreSQL database', () => {
  it('both started, and the demo data was seeded once', async () => {
    const { token } = await login(instancias[0].url, 'admin');
    const usuarios = await (await fetch(`${instancias[1].url}/usuarios/usuarios`, conToken(token))).json() as { email: string }[];
    expect(usuarios.map((u) => u.email).sort()).toEqual(Object.values(USUARIOS).map((u) => u.email).sort());
  });

  it("a token signed by one is accepted by the other, both ways", async () => {
    const [a, b] = instancias;
    const deA = await login(a.url, 'ana');
    const deB = await login(b.url, 'ana');
    expect((await fetch(`${b.url}/usuarios/usuarios/me`, conToken(deA.token))).status).toBe(200);
    expect((await fetch(`${a.url}/usuarios/usuarios/me`, conToken(deB.token))).status).toBe(200);
  });

  it('failed logins for one account spread over both reach 429 (the default 5 per account and address)', async () => {
    const fallido = { email: USUARIOS.luis.email, contrasena: 'incorrecta' };
    const estados: number[] = [];
    for (let i = 0; i < 5; i++) estados.push((await intentarLogin(siguiente(), fallido)).status);
    expect(estados).toEqual([401, 401, 401, 401, 401]);
    for (const servidor of instancias) {
      const bloqueado = await intentarLogin(servidor, USUARIOS.luis);
      expect(bloqueado.status).toBe(429);
      expect(((await bloqueado.json()) as { mensaje: string }).mensaje).toMatch(/^Demasiados intentos fallidos de inicio de sesión\. Intente de nuevo en/);
    }
  });

  it('twelve successful logins from one address pass', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 12; i++) estados.push((await intentarLogin(siguiente(), USUARIOS.ana)).status);
    expect(estados).toEqual(Array(12).fill(200));
  });

  it('a user deactivated through one is refused by the other at once', async () => {
    const [a, b] = instancias;
    const ana = await login(b.url, 'ana');
    expect((await fetch(`${b.url}/usuarios/usuarios/me`, conToken(ana.token))).status).toBe(200);
    const admin = await login(a.url, 'admin');
    const usuarios = await (await fetch(`${a.url}/usuarios/usuarios`, conToken(admin.token))).json() as { id: number; nombre: string; apellidos: string; perfil: string; areas: { id: number }[] }[];
    const { id, nombre, apellidos, perfil, areas } = usuarios.find((u) => u.id === ana.id)!;
    const desactivar = await fetch(`${a.url}/usuarios/usuarios/${id}`, conToken(admin.token, {
      method: 'PUT', body: JSON.stringify({ nombre, apellidos, perfil, areaIds: areas.map((x) => x.id), activo: false }),
    }));
    expect(desactivar.status).toBe(200);
    const rechazado = await fetch(`${b.url}/horas/horashabilitadas`, conToken(ana.token));
    expect(rechazado.status).toBe(401);
    expect(((await rechazado.json()) as { mensaje: string }).mensaje).toMatch(/desactivado/);
  });

  it('the per-day 24-hour rule holds under parallel writes split across both', async () => {
    const { token } = await login(instancias[0].url, 'admin');
    const tareas = await (await fetch(`${instancias[0].url}/tareas/especificas`, conToken(token))).json() as { id: number }[];
    const hoy = new Date().toISOString().slice(0, 10);
    const delDia = async () => ((await (await fetch(`${instancias[0].url}/horas/mis-horas/por-fecha?fecha=${hoy}`, conToken(token))).json()) as { totalHoras: number }).totalHoras;
    const antes = await delDia();
    const cuerpo = JSON.stringify({ tareaId: tareas[0].id, horasTrabajadas: 5, descripcion: 'en paralelo', fechaCarga: hoy.split('-').reverse().join('/') });
    const respuestas = await Promise.all(Array.from({ length: 12 }, () =>
      fetch(`${siguiente().url}/horas/cargarhoras`, conToken(token, { method: 'POST', body: cuerpo }))));
    const aceptadas = respuestas.filter((r) => r.status === 201).length;
    const rechazadas = respuestas.filter((r) => r.status === 409);
    expect(aceptadas).toBe(Math.floor((24 - antes) / 5));
    expect(rechazadas).toHaveLength(12 - aceptadas);
    expect(((await rechazadas[0].json()) as { mensaje: string }).mensaje).toMatch(/^El total de horas del día no puede superar 24/);
    expect(await delDia()).toBeLessThanOrEqual(24);
  });

  it('a month submitted through one refuses a write through the other at once; withdrawn, the other takes it', async () => {
    const [a, b] = instancias;
    const { token, id } = await login(a.url, 'carla');
    const tareas = await (await fetch(`${a.url}/tareas/especificas`, conToken(token))).json() as { id: number }[];
    const hoy = new Date().toISOString().slice(0, 10);
    const [año, mes] = hoy.split('-');
    const cuerpo = JSON.stringify({ tareaId: tareas[0].id, horasTrabajadas: 1, descripcion: 'cierre', fechaCarga: hoy.split('-').reverse().join('/') });
    const cargar = (servidor: Servidor) => fetch(`${servidor.url}/horas/cargarhoras`, conToken(token, { method: 'POST', body: cuerpo }));
    const cierre = (servidor: Servidor, accion: string) => fetch(`${servidor.url}/horas/cierres/${id}/${año}-${mes}/${accion}`, conToken(token, { method: 'POST', body: '{}' }));
    expect((await cierre(a, 'enviar')).status).toBe(200);
    const rechazada = await cargar(b);
    expect(rechazada.status).toBe(409);
    expect(await rechazada.json()).toEqual({ mensaje: `El mes ${mes}/${año} está enviado para aprobación: retire el envío para modificar sus horas.` });
    expect((await cierre(b, 'retirar')).status).toBe(200);
    expect((await cargar(a)).status).toBe(201);
  });
});
