import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const rango = '?fechaDesde=2026-02-01&fechaHasta=2026-02-28';
const get = (url: string, quien: 'admin' | 'ana' | 'luis') => e.app.inject({ url, headers: e.auth(quien) });
const PROHIBIDO = { mensaje: 'No tiene permisos para ver las horas de otros usuarios.' };

describe('reports for the admin', () => {
  it('all users in a range, ordered by date', async () => {
    const res = await get(`/horas/horastodosusuarios/rango${rango}`, 'admin');
    expect(res.statusCode).toBe(200);
    const usuarios = new Set(res.json().map((h: { usuarioId: number }) => h.usuarioId));
    expect([...usuarios].sort()).toEqual([IDS.admin, IDS.ana, IDS.luis, IDS.carla]);
    expect(res.json().every((h: { fechaCarga: string }) => h.fechaCarga.endsWith('/02/2026'))).toBe(true);
  });

  it('one user, one client, one area (users of the area)', async () => {
    const usuario = (await get(`/horas/horasusuario/${IDS.luis}/rango${rango}`, 'admin')).json();
    expect(usuario.length).toBeGreaterThan(0);
    expect(usuario.every((h: { usuarioId: number }) => h.usuarioId === IDS.luis)).toBe(true);
    const cliente = (await get(`/horas/horascliente/1/rango${rango}`, 'admin')).json();
    expect(cliente.every((h: { cliente: { nombre: string } }) => h.cliente.nombre === 'Banco Andino')).toBe(true);
    const diseno = (await get(`/horas/horasarea/2/rango${rango}`, 'admin')).json();
    expect(new Set(diseno.map((h: { usuarioId: number }) => h.usuarioId))).toEqual(new Set([IDS.ana]));
    expect(diseno[0].usuario.areas).toContainEqual({ id: 2, nombre: 'Diseño' });
  });

  it('404 for unknown user, client or area', async () => {
    expect((await get(`/horas/horasusuario/999/rango${rango}`, 'admin')).json()).toEqual({ mensaje: 'Usuario con ID 999 no encontrado' });
    expect((await get(`/horas/horascliente/999/rango${rango}`, 'admin')).json()).toEqual({ mensaje: 'Cliente con ID 999 no encontrado' });
    const area = await get(`/horas/horasarea/999/rango${rango}`, 'admin');
    expect(area.statusCode).toBe(404);
    expect(area.json()).toEqual({ mensaje: 'Área con ID 999 no encontrada' });
  });

  it.each([
    ['', 400],
    ['?fechaDesde=2026-02-01', 400],
    ['?fechaDesde=2026-03-01&fechaHasta=2026-02-01', 400],
    ['?fechaDesde=2024-01-01&fechaHasta=2026-01-01', 400],
    ['?fechaDesde=2026-02-29&fechaHasta=2026-03-01', 400],
    ['?fechaDesde=01/02/2026&fechaHasta=2026-03-01', 400],
  ])('range %s -> %i', async (query, estado) => {
    const res = await get(`/horas/horastodosusuarios/rango${query}`, 'admin');
    expect(res.statusCode).toBe(estado);
    expect(res.json().mensaje).toEqual(expect.any(String));
  });
});

describe('reports for staff: only themselves', () => {
  it('own user report is allowed', async () => {
    const res = await get(`/horas/horasusuario/${IDS.ana}/rango${rango}`, 'ana');
    expect(res.statusCode).toBe(200);
    expect(res.json().every((h: { usuarioId: number }) => h.usuarioId === IDS.ana)).toBe(true);
  });

  it.each([
    ['another user', `/horas/horasusuario/${IDS.luis}/rango${rango}`],
    ['the admin', `/horas/horasusuario/${IDS.admin}/rango${rango}`],
    ['all users', `/horas/horastodosusuarios/rango${rango}`],
    ['a client', `/horas/horascliente/1/rango${rango}`],
    ['an area', `/horas/horasarea/1/rango${rango}`],
  ])('403 for %s', async (_caso, url) => {
    const res = await get(url, 'ana');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PROHIBIDO);
  });
});
