import { MENSAJES_JORNADA } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva } from './personas';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const objetivo = async (usuarioId: number, fechaDesde: string, fechaHasta: string) => {
  const res = await e.pedir('admin', 'GET', `/horas/saldo?usuarioId=${usuarioId}&fechaDesde=${fechaDesde}&fechaHasta=${fechaHasta}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().objetivo as number;
};

describe('GET /usuarios/usuarios/{id}/jornadas', () => {
  it("answers the user's own jornadas to themselves and to an administrator; [] when the default applies", async () => {
    const luis = [{ desde: '2026-02-01', horasPorDia: [4, 4, 4, 4, 4, 0, 0] }];
    expect((await e.pedir('luis', 'GET', `/usuarios/usuarios/${IDS.luis}/jornadas`)).json()).toEqual(luis);
    expect((await e.pedir('admin', 'GET', `/usuarios/usuarios/${IDS.luis}/jornadas`)).json()).toEqual(luis);
    const ana = await e.pedir('ana', 'GET', `/usuarios/usuarios/${IDS.ana}/jornadas`);
    expect(ana.statusCode).toBe(200);
    expect(ana.json()).toEqual([]);
  });

  it("refuses staff another user's jornada (403, existing or not) and answers 404 for an unknown user", async () => {
    for (const id of [IDS.luis, 999_999]) {
      const res = await e.pedir('ana', 'GET', `/usuarios/usuarios/${id}/jornadas`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ mensaje: 'No tiene permisos para ver la jornada de otros usuarios.' });
    }
    const res = await e.pedir('admin', 'GET', '/usuarios/usuarios/999999/jornadas');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'Usuario con ID 999999 no encontrado' });
  });
});

describe('PUT /usuarios/usuarios/{id}/jornadas/{desde}', () => {
  it('creates or replaces the jornada from that day and answers the whole list, ascending, as numbers with two decimals', async () => {
    const p = await personaNueva(e);
    const primera = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2026-03-09`, { horasPorDia: [7.5, 7.5, 7.5, 7.5, 6.25, 0, 0] });
    expect(primera.statusCode).toBe(200);
    expect(primera.json()).toEqual([{ desde: '2026-03-09', horasPorDia: [7.5, 7.5, 7.5, 7.5, 6.25, 0, 0] }]);
    await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2026-03-02`, { horasPorDia: OCHO_HORAS });
    const reemplazo = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2026-03-09`, { horasPorDia: [0, 0, 0, 0, 0, 3.33, 24] });
    expect(reemplazo.json()).toEqual([
      { desde: '2026-03-02', horasPorDia: OCHO_HORAS },
      { desde: '2026-03-09', horasPorDia: [0, 0, 0, 0, 0, 3.33, 24] },
    ]);
    expect(reemplazo.body).toContain('"horasPorDia":[0,0,0,0,0,3.33,24]');
  });

  it.each([
    ['an hour above 24', [8, 8, 8, 8, 24.01, 0, 0], MENSAJES_JORNADA.horasDelDia],
    ['a negative hour', [8, -1, 8, 8, 8, 0, 0], MENSAJES_JORNADA.horasDelDia],
    ['three decimals', [8, 8, 7.333, 8, 8, 0, 0], MENSAJES_JORNADA.horasDelDia],
    ['a string', [8, '8', 8, 8, 8, 0, 0], MENSAJES_JORNADA.horasDelDia],
    ['six days', [8, 8, 8, 8, 8, 0], MENSAJES_JORNADA.sieteDias],
    ['eight days', [8, 8, 8, 8, 8, 0, 0, 0], MENSAJES_JORNADA.sieteDias],
    ['no list', 40, MENSAJES_JORNADA.sieteDias],
  ])('refuses %s with 400 and its message', async (_caso, horasPorDia, mensaje) => {
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-03-02`, { horasPorDia });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('refuses a missing body field, an unknown one and an impossible day (400)', async () => {
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-03-02`, {})).statusCode).toBe(400);
    const extra = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-03-02`, { horasPorDia: OCHO_HORAS, desde: '2026-03-02' });
    expect(extra.json()).toEqual({ mensaje: 'Campo no permitido: desde' });
    const imposible = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-02-30`, { horasPorDia: OCHO_HORAS });
    expect(imposible.statusCode).toBe(400);
    expect(imposible.json()).toEqual({ mensaje: 'Fecha inválida: 2026-02-30' });
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/02-03-2026`, { horasPorDia: OCHO_HORAS })).statusCode).toBe(400);
    expect((await e.pedir('admin', 'GET', `/usuarios/usuarios/${IDS.ana}/jornadas`)).json()).toEqual([]);
  });

  it('is for administrators only (403, their own jornada too) and answers 404 for an unknown user', async () => {
    for (const id of [IDS.ana, IDS.luis]) {
      const res = await e.pedir('ana', 'PUT', `/usuarios/usuarios/${id}/jornadas/2026-03-02`, { horasPorDia: OCHO_HORAS });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ mensaje: 'Solo un administrador puede realizar esta acción.' });
    }
    const res = await e.pedir('admin', 'PUT', '/usuarios/usuarios/999999/jornadas/2026-03-02', { horasPorDia: OCHO_HORAS });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'Usuario con ID 999999 no encontrado' });
  });

  it("changes nothing before its day: the week before keeps its target, the week after takes the new one", async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-03-02', OCHO_HORAS);
    expect(await objetivo(p.id, '2026-03-02', '2026-03-15')).toBe(80);
    await p.jornada('2026-03-09', [4, 4, 4, 4, 4, 0, 0]);
    expect(await objetivo(p.id, '2026-03-02', '2026-03-08')).toBe(40);
    expect(await objetivo(p.id, '2026-03-09', '2026-03-15')).toBe(20);
  });
});

describe('DELETE /usuarios/usuarios/{id}/jornadas/{desde}', () => {
  it('deletes one jornada (204); the rest stay', async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-03-02', OCHO_HORAS);
    await p.jornada('2026-03-09', [4, 4, 4, 4, 4, 0, 0]);
    const res = await e.pedir('admin', 'DELETE', `/usuarios/usuarios/${p.id}/jornadas/2026-03-09`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await e.pedir('admin', 'GET', `/usuarios/usuarios/${p.id}/jornadas`)).json()).toEqual([{ desde: '2026-03-02', horasPorDia: OCHO_HORAS }]);
    expect(await objetivo(p.id, '2026-03-09', '2026-03-15')).toBe(40);
  });

  it('answers 404 for a day without a jornada or an unknown user, 403 to staff', async () => {
    const sinJornada = await e.pedir('admin', 'DELETE', `/usuarios/usuarios/${IDS.luis}/jornadas/2026-02-02`);
    expect(sinJornada.statusCode).toBe(404);
    expect(sinJornada.json()).toEqual({ mensaje: `El usuario con ID ${IDS.luis} no tiene una jornada desde el 02/02/2026.` });
    expect((await e.pedir('admin', 'DELETE', '/usuarios/usuarios/999999/jornadas/2026-02-01')).statusCode).toBe(404);
    const staff = await e.pedir('luis', 'DELETE', `/usuarios/usuarios/${IDS.luis}/jornadas/2026-02-01`);
    expect(staff.statusCode).toBe(403);
    expect((await e.pedir('luis', 'GET', `/usuarios/usuarios/${IDS.luis}/jornadas`)).json()).toHaveLength(1);
  });
});

describe('the default jornada', () => {
  it('GET /horas/jornada-defecto answers it to anyone: 8 h Monday to Friday from the earliest date', async () => {
    for (const quien of ['ana', 'admin'] as const) {
      const res = await e.pedir(quien, 'GET', '/horas/jornada-defecto');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ desde: '1900-01-01', horasPorDia: OCHO_HORAS }]);
    }
  });

  it('PUT /horas/jornada-defecto/{desde} (administrator) answers the whole list and changes nothing before its day', async () => {
    const antes = await objetivo(IDS.ana, '2026-03-02', '2026-03-08');
    expect(antes).toBe(40);
    const res = await e.pedir('admin', 'PUT', '/horas/jornada-defecto/2026-03-09', { horasPorDia: [6, 6, 6, 6, 6, 0, 0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ desde: '1900-01-01', horasPorDia: OCHO_HORAS }, { desde: '2026-03-09', horasPorDia: [6, 6, 6, 6, 6, 0, 0] }]);
    expect(await objetivo(IDS.ana, '2026-03-02', '2026-03-08')).toBe(40);
    expect(await objetivo(IDS.ana, '2026-03-09', '2026-03-15')).toBe(30);
    // Luis has his own jornada: the default does not reach him.
    expect(await objetivo(IDS.luis, '2026-03-09', '2026-03-15')).toBe(20);
  });

  it('refuses staff (403) and bad hours (400)', async () => {
    const staff = await e.pedir('ana', 'PUT', '/horas/jornada-defecto/2026-04-01', { horasPorDia: OCHO_HORAS });
    expect(staff.statusCode).toBe(403);
    const malas = await e.pedir('admin', 'PUT', '/horas/jornada-defecto/2026-04-01', { horasPorDia: [25, 8, 8, 8, 8, 0, 0] });
    expect(malas.statusCode).toBe(400);
    expect(malas.json()).toEqual({ mensaje: MENSAJES_JORNADA.horasDelDia });
    expect((await e.pedir('admin', 'GET', '/horas/jornada-defecto')).json()).toHaveLength(2);
  });
});
