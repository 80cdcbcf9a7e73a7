import { MENSAJE_AÑOS, MENSAJES_JORNADA } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const DEMO_2026 = [
  { fecha: '2026-01-01', nombre: 'Año Nuevo' }, { fecha: '2026-05-01', nombre: 'Día del Trabajador' }, { fecha: '2026-12-25', nombre: 'Navidad' },
];

describe('GET /horas/feriados?año', () => {
  it("answers that year's holidays to anyone, ascending", async () => {
    for (const quien of ['luis', 'admin'] as const) {
      const res = await e.pedir(quien, 'GET', '/horas/feriados?a%C3%B1o=2026');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(DEMO_2026);
    }
    expect((await e.pedir('luis', 'GET', '/horas/feriados?año=2027')).json()).toHaveLength(3);
    expect((await e.pedir('luis', 'GET', '/horas/feriados?año=2030')).json()).toEqual([]);
    const remoto = await e.pedir('luis', 'GET', '/horas/feriados?año=0001');
    expect([remoto.statusCode, remoto.json()]).toEqual([400, { mensaje: MENSAJE_AÑOS }]);
  });

  it.each(['', '?año=26', '?año=dos', '?año=2026&mes=3'])('refuses %s with 400', async (query) => {
    const res = await e.pedir('luis', 'GET', `/horas/feriados${query}`);
    expect(res.statusCode).toBe(400);
    if (!query.includes('mes')) expect(res.json()).toEqual({ mensaje: MENSAJES_JORNADA.añoObligatorio });
  });
});

describe('POST /horas/feriados', () => {
  it('adds a holiday (201, trimmed name), listed in its year in order', async () => {
    const res = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-03-24', nombre: '  Día de la Memoria ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ fecha: '2026-03-24', nombre: 'Día de la Memoria' });
    expect((await e.pedir('ana', 'GET', '/horas/feriados?año=2026')).json()).toEqual([
      DEMO_2026[0], { fecha: '2026-03-24', nombre: 'Día de la Memoria' }, DEMO_2026[1], DEMO_2026[2],
    ]);
  });

  it('answers 409 for a day that is already a holiday', async () => {
    const res = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-05-01', nombre: 'Otro' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensaje: 'El 01/05/2026 ya es feriado: Día del Trabajador.' });
  });

  it('refuses staff (403), a blank, invisible or long name, control characters and an impossible day (400)', async () => {
    const staff = await e.pedir('ana', 'POST', '/horas/feriados', { fecha: '2026-06-20', nombre: 'Día de la Bandera' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ mensaje: 'Solo un administrador puede realizar esta acción.' });
    const vacio = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-06-20', nombre: '   ' });
    expect(vacio.json()).toEqual({ mensaje: MENSAJES_JORNADA.nombreFeriado });
    const largo = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-06-20', nombre: 'x'.repeat(121) });
    expect(largo.json()).toEqual({ mensaje: MENSAJES_JORNADA.nombreFeriadoLargo });
    for (const nombre of ['Día\u0007 uno', 'Día\u000b uno', 'Día\u007f uno', 'Día\u0085 uno', 'Día\ud800 uno', 'Día\nde la Bandera']) {
      const control = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-06-20', nombre });
      expect(control.statusCode, JSON.stringify(nombre)).toBe(400);
      expect(control.json()).toEqual({ mensaje: 'El nombre del feriado no puede contener caracteres de control.' });
    }
    const invisible = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-06-20', nombre: '\u200b' });
    expect(invisible.json()).toEqual({ mensaje: MENSAJES_JORNADA.nombreFeriado });
    const imposible = await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-06-31', nombre: 'Nunca' });
    expect(imposible.statusCode).toBe(400);
    expect(imposible.json()).toEqual({ mensaje: 'Fecha inválida: 2026-06-31' });
    expect((await e.pedir('ana', 'GET', '/horas/feriados?año=2026')).json()).not.toContainEqual(expect.objectContaining({ fecha: '2026-06-20' }));
  });
});

describe('DELETE /horas/feriados/{fecha}', () => {
  it('removes a holiday (204); again, or a day without one, answers 404', async () => {
    expect((await e.pedir('admin', 'DELETE', '/horas/feriados/2027-12-25')).statusCode).toBe(204);
    const otraVez = await e.pedir('admin', 'DELETE', '/horas/feriados/2027-12-25');
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json()).toEqual({ mensaje: 'No hay un feriado el 25/12/2027.' });
    expect((await e.pedir('ana', 'GET', '/horas/feriados?año=2027')).json()).toHaveLength(2);
  });

  it('refuses staff (403) and a malformed day (400)', async () => {
    expect((await e.pedir('luis', 'DELETE', '/horas/feriados/2026-01-01')).statusCode).toBe(403);
    expect((await e.pedir('admin', 'DELETE', '/horas/feriados/1-1-2026')).statusCode).toBe(400);
    expect((await e.pedir('admin', 'GET', '/horas/feriados?año=2026')).json()).toContainEqual(DEMO_2026[0]);
  });
});

describe('a holiday in a saldo', () => {
  it("has a target of 0 for everybody, is named in the day, and is never a day without hours", async () => {
    const semana = '/horas/saldo?usuarioId=2&fechaDesde=2026-03-02&fechaHasta=2026-03-08';
    const antes = (await e.pedir('admin', 'GET', semana)).json();
    await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-03-03', nombre: 'Carnaval' });
    const despues = (await e.pedir('admin', 'GET', semana)).json();
    expect(despues.objetivo).toBe(antes.objetivo - 8);
    expect(despues.dias[1]).toEqual({ fecha: '2026-03-03', objetivo: 0, cargadas: antes.dias[1].cargadas, feriado: 'Carnaval', ausencia: null });
    expect(despues.diasSinHoras).not.toContain('2026-03-03');
    const luis = (await e.pedir('luis', 'GET', '/horas/saldo?usuarioId=3&fechaDesde=2026-03-03&fechaHasta=2026-03-03')).json();
    expect(luis.objetivo).toBe(0);
  });
});
