import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const get = (url: string, quien: 'ana' | 'luis' = 'ana') => e.app.inject({ url, headers: e.auth(quien) });
const suma = (horas: { horas: number }[]) => Math.round(horas.reduce((t, h) => t + h.horas * 100, 0)) / 100;

describe('GET /horas/mis-horas/por-cliente', () => {
  it('all dates: own entries of the client, totals and periodo', async () => {
    const res = await get('/horas/mis-horas/por-cliente?clienteId=2');
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.horas.length).toBeGreaterThan(0);
    expect(r.horas.every((h: { usuarioId: number; clienteId: number }) => h.usuarioId === IDS.ana && h.clienteId === 2)).toBe(true);
    expect(r).toMatchObject({ clienteId: 2, periodo: 'Todas las fechas', totalHoras: suma(r.horas) });
    expect(r.filtrosActivos).toEqual({
      clienteId: 2, fecha: null, fechaInicio: null, fechaFin: null, mes: null, año: null,
      totalDias: new Set(r.horas.map((h: { fechaCarga: string }) => h.fechaCarga)).size,
    });
  });

  it('month and year (the `año` key)', async () => {
    const r = (await get(`/horas/mis-horas/por-cliente?clienteId=2&mes=2&${encodeURIComponent('año')}=2026`)).json();
    expect(r.periodo).toBe('02/2026');
    expect(r.filtrosActivos).toMatchObject({ mes: 2, año: 2026 });
    expect(r.horas.every((h: { fechaCarga: string }) => h.fechaCarga.endsWith('/02/2026'))).toBe(true);
  });

  it('a specific date and a range (our choice for the other date modes)', async () => {
    const dia = (await get('/horas/mis-horas/por-cliente?clienteId=2&fecha=2026-03-02')).json();
    expect(dia.periodo).toBe('02/03/2026');
    const rango = (await get('/horas/mis-horas/por-cliente?clienteId=2&fechaInicio=2026-03-01&fechaFin=2026-03-15')).json();
    expect(rango.periodo).toBe('01/03/2026 - 15/03/2026');
    expect(rango.filtrosActivos).toMatchObject({ fechaInicio: '2026-03-01', fechaFin: '2026-03-15' });
  });

  it.each([
    ['mes=3', 'Debe indicar el mes y el año.'],
    ['mes=13&a%C3%B1o=2026', 'El mes debe ser un número entre 1 y 12.'],
    ['mes=ab&a%C3%B1o=2026', 'El mes debe ser un número entre 1 y 12.'],
    ['mes=3&a%C3%B1o=26', 'El año debe ser un número de cuatro cifras.'],
    ['fechaInicio=2026-03-01', 'Por favor seleccione las fechas de inicio y fin'],
    ['fecha=2026-03-01&mes=3&a%C3%B1o=2026', 'Use un solo filtro de fecha: mes y año, fecha específica o rango de fechas.'],
    ['fechaInicio=2026-03-10&fechaFin=2026-03-01', 'La fecha de inicio no puede ser posterior a la fecha de fin.'],
  ])('400 for %s', async (query, mensaje) => {
    const res = await get(`/horas/mis-horas/por-cliente?clienteId=2&${query}`);
    expect(res.statusCode).toBe(400);
    if (mensaje) expect(res.json()).toEqual({ mensaje });
  });

  it('400 without clienteId, 404 for an unknown client', async () => {
    expect((await get('/horas/mis-horas/por-cliente')).statusCode).toBe(400);
    const res = await get('/horas/mis-horas/por-cliente?clienteId=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'Cliente con ID 999 no encontrado' });
  });
});

describe('GET /horas/mis-horas/por-fecha and por-semana', () => {
  it('one day, all clients, only own entries', async () => {
    const r = (await get('/horas/mis-horas/por-fecha?fecha=2026-03-02', 'luis')).json();
    expect(r.horas.every((h: { usuarioId: number; fechaCarga: string }) => h.usuarioId === IDS.luis && h.fechaCarga === '02/03/2026')).toBe(true);
    expect(r).toMatchObject({ clienteId: null, periodo: '02/03/2026', totalHoras: suma(r.horas) });
    expect(r.filtrosActivos).toMatchObject({ fecha: '2026-03-02', totalDias: r.horas.length ? 1 : 0 });
  });

  it('one day filtered by client', async () => {
    const r = (await get('/horas/mis-horas/por-fecha?fecha=2026-03-02&clienteId=3', 'luis')).json();
    expect(r.clienteId).toBe(3);
    expect(r.horas.every((h: { clienteId: number }) => h.clienteId === 3)).toBe(true);
  });

  it('a week: distinct days in totalDias', async () => {
    const r = (await get('/horas/mis-horas/por-semana?fechaInicio=2026-03-09&fechaFin=2026-03-15')).json();
    expect(r.periodo).toBe('09/03/2026 - 15/03/2026');
    expect(r.filtrosActivos.totalDias).toBe(new Set(r.horas.map((h: { fechaCarga: string }) => h.fechaCarga)).size);
    expect(r.filtrosActivos.totalDias).toBeGreaterThan(0);
    expect(r.totalHoras).toBe(suma(r.horas));
  });

  it('a month-long range (an empty answer keeps the shape)', async () => {
    const vacio = (await get('/horas/mis-horas/por-semana?fechaInicio=2020-01-01&fechaFin=2020-01-31')).json();
    expect(vacio).toMatchObject({ horas: [], totalHoras: 0, filtrosActivos: { totalDias: 0 } });
  });

  it('400 for missing or impossible dates', async () => {
    expect((await get('/horas/mis-horas/por-fecha')).statusCode).toBe(400);
    expect((await get('/horas/mis-horas/por-fecha?fecha=2026-02-30')).json()).toEqual({ mensaje: 'Fecha inválida: 2026-02-30' });
    expect((await get('/horas/mis-horas/por-semana?fechaInicio=2026-03-09')).statusCode).toBe(400);
  });
});
