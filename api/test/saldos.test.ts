import { MENSAJES_JORNADA } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva } from './personas';

/** "Today" is Wednesday 18 March 2026 (test/fijos.ts). */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const saldo = async (quien: Parameters<Entorno['pedir']>[0], usuarioId: number, fechaDesde: string, fechaHasta: string) =>
  e.pedir(quien, 'GET', `/horas/saldo?usuarioId=${usuarioId}&fechaDesde=${fechaDesde}&fechaHasta=${fechaHasta}`);
const dia = (fecha: string, objetivo: number, cargadas = 0, feriado: string | null = null) => ({ fecha, objetivo, cargadas, feriado, ausencia: null });

describe('GET /horas/saldo', () => {
  it("answers a week's target, hours, difference, missing days and each day, to the user themselves, as numbers", async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-03-02', OCHO_HORAS);
    await p.cargar(8, '2026-03-02');
    await p.cargar(6.5, '2026-03-03');
    await p.cargar(0.25, '2026-03-07');
    const res = await saldo(p.auth, p.id, '2026-03-02', '2026-03-08');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      usuarioId: p.id, fechaDesde: '2026-03-02', fechaHasta: '2026-03-08',
      objetivo: 40, cargadas: 14.75, diferencia: -25.25, diasSinHoras: ['2026-03-04', '2026-03-05', '2026-03-06'],
      dias: [
        dia('2026-03-02', 8, 8), dia('2026-03-03', 8, 6.5), dia('2026-03-04', 8), dia('2026-03-05', 8), dia('2026-03-06', 8),
        dia('2026-03-07', 0, 0.25), dia('2026-03-08', 0),
      ],
    });
    expect(res.body).toContain('"objetivo":40,"cargadas":14.75,"diferencia":-25.25');
  });

  it('leaves today and later days out of the missing days, but counts their target', async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-03-02', OCHO_HORAS);
    const r = (await saldo('admin', p.id, '2026-03-16', '2026-03-22')).json();
    expect(r).toMatchObject({ objetivo: 40, cargadas: 0, diferencia: -40, diasSinHoras: ['2026-03-16', '2026-03-17'] });
  });

  it("gives a target of 0 to the days before the user's start: their first jornada, else the day they were created", async () => {
    const conJornada = await personaNueva(e);
    await conJornada.jornada('2026-03-11', OCHO_HORAS);
    const r = (await saldo('admin', conJornada.id, '2026-03-09', '2026-03-13')).json();
    expect(r.dias.map((d: { objetivo: number }) => d.objetivo)).toEqual([0, 0, 8, 8, 8]);
    expect(r.diasSinHoras).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    const recien = await personaNueva(e); // created "today", 18 March, with the default jornada
    const s = (await saldo('admin', recien.id, '2026-03-16', '2026-03-20')).json();
    expect(s).toMatchObject({ objetivo: 24, diasSinHoras: [] });
  });

  it('follows a part-time jornada with a weekend day and hours with two decimals', async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-03-02', [6, 0, 6.33, 0, 6, 2.5, 0]);
    await p.cargar(6.33, '2026-03-04');
    await p.cargar(3, '2026-03-03');
    const r = (await saldo('admin', p.id, '2026-03-02', '2026-03-08')).json();
    expect(r).toMatchObject({ objetivo: 20.83, cargadas: 9.33, diferencia: -11.5, diasSinHoras: ['2026-03-02', '2026-03-06', '2026-03-07'] });
    expect(r.dias[1]).toEqual(dia('2026-03-03', 0, 3));
  });

  it('adds each day by the jornada in force that day across a change of jornada', async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-03-02', OCHO_HORAS);
    await p.jornada('2026-03-09', [4, 4, 4, 4, 4, 0, 0]);
    const r = (await saldo('admin', p.id, '2026-03-05', '2026-03-11')).json();
    expect(r.dias.map((d: { objetivo: number }) => d.objetivo)).toEqual([8, 8, 0, 0, 4, 4, 4]);
    expect(r.objetivo).toBe(28);
  });

  it('takes a range of up to 366 days, both ends included', async () => {
    const largo = await saldo('admin', IDS.ana, '2025-03-18', '2026-03-18');
    expect(largo.statusCode).toBe(200);
    expect(largo.json().dias).toHaveLength(366);
    const demasiado = await saldo('admin', IDS.ana, '2025-03-17', '2026-03-18');
    expect(demasiado.statusCode).toBe(400);
    expect(demasiado.json()).toEqual({ mensaje: MENSAJES_JORNADA.rangoMaximo });
    const invertido = await saldo('admin', IDS.ana, '2026-03-18', '2026-03-17');
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json()).toEqual({ mensaje: MENSAJES_JORNADA.rangoInvertido });
  });

  it.each([
    'fechaDesde=2026-03-02&fechaHasta=2026-03-08', 'usuarioId=2&fechaHasta=2026-03-08', 'usuarioId=2&fechaDesde=2026-03-02',
    'usuarioId=dos&fechaDesde=2026-03-02&fechaHasta=2026-03-08', 'usuarioId=2&fechaDesde=2026-02-30&fechaHasta=2026-03-08',
    'usuarioId=2&fechaDesde=02/03/2026&fechaHasta=2026-03-08', 'usuarioId=2&fechaDesde=2026-03-02&fechaHasta=2026-03-08&extra=1',
  ])('refuses ?%s with 400', async (query) => {
    const res = await e.pedir('admin', 'GET', `/horas/saldo?${query}`);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().mensaje).toBe('string');
  });

  it("refuses staff another user's saldo (403, existing or not); 404 for an unknown user", async () => {
    for (const id of [IDS.luis, 999_999]) {
      const res = await saldo('ana', id, '2026-03-02', '2026-03-08');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ mensaje: 'No tiene permisos para ver las horas de otros usuarios.' });
    }
    const res = await saldo('admin', 999_999, '2026-03-02', '2026-03-08');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'Usuario con ID 999999 no encontrado' });
  });
});

describe('GET /horas/saldos', () => {
  const SEMANA = 'fechaDesde=2026-03-09&fechaHasta=2026-03-13';
  let areaId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    areaId = (await e.pedir('admin', 'POST', '/horas/areas', { nombre: 'Área de saldos' })).json().id;
    const persona = async (apellidos: string, activo = true) => {
      const p = await personaNueva(e, { apellidos, nombre: 'Saldo', areaIds: [areaId], activo });
      ids[apellidos] = p.id;
      if (activo) await p.jornada('2026-03-02', OCHO_HORAS);
      return p;
    };
    await (await persona('Zapata')).cargar(8, '2026-03-09', '2026-03-10', '2026-03-11');
    await (await persona('Álvarez')).cargar(8, '2026-03-11', '2026-03-12', '2026-03-13');
    await (await persona('Ibáñez')).cargar(10, '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13');
    await persona('Méndez');
    const baja = await persona('Ortiz');
    await baja.cargar(8, '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13');
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${baja.id}`, { nombre: 'Saldo', apellidos: 'Ortiz', perfil: 'Junior', areaIds: [areaId], activo: false });
    expect(res.statusCode).toBe(200);
    await persona('Quiroga', false);
  });

  it("lists an area's people, most missing first then by surname, with an inactive one only if they have hours in the range", async () => {
    const res = await e.pedir('admin', 'GET', `/horas/saldos?${SEMANA}&areaId=${areaId}`);
    expect(res.statusCode).toBe(200);
    const filas = res.json() as { apellidos: string; diferencia: number; activo: boolean }[];
    expect(filas.map((f) => [f.apellidos, f.diferencia, f.activo])).toEqual([
      ['Méndez', -40, true], ['Álvarez', -16, true], ['Zapata', -16, true], ['Ortiz', 0, false], ['Ibáñez', 10, true],
    ]);
    expect(filas[2]).toEqual({
      usuarioId: ids.Zapata, nombre: 'Saldo', apellidos: 'Zapata', email: expect.stringMatching(/@horas\.local$/),
      areas: [{ id: areaId, nombre: 'Área de saldos' }], activo: true,
      objetivo: 40, cargadas: 24, diferencia: -16, diasSinHoras: ['2026-03-12', '2026-03-13'],
    });
  });

  it('without an area lists everyone of the same rule, the demo users too', async () => {
    const filas = (await e.pedir('admin', 'GET', `/horas/saldos?${SEMANA}`)).json() as { usuarioId: number; diferencia: number }[];
    const listados = filas.map((f) => f.usuarioId);
    for (const id of [IDS.admin, IDS.ana, IDS.luis, ids.Zapata, ids.Ortiz]) expect(listados).toContain(id);
    expect(listados).not.toContain(ids.Quiroga);
    expect(filas.map((f) => f.diferencia)).toEqual([...filas.map((f) => f.diferencia)].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown area, 403 to staff, 400 beyond 366 days', async () => {
    const area = await e.pedir('admin', 'GET', `/horas/saldos?${SEMANA}&areaId=999999`);
    expect(area.statusCode).toBe(404);
    expect(area.json()).toEqual({ mensaje: 'Área con ID 999999 no encontrada' });
    const staff = await e.pedir('ana', 'GET', `/horas/saldos?${SEMANA}`);
    expect(staff.statusCode).toBe(403);
    const largo = await e.pedir('admin', 'GET', '/horas/saldos?fechaDesde=2025-01-01&fechaHasta=2026-01-02');
    expect(largo.statusCode).toBe(400);
    expect(largo.json()).toEqual({ mensaje: MENSAJES_JORNADA.rangoMaximo });
    expect((await e.pedir('admin', 'GET', '/horas/saldos?fechaDesde=2026-03-09')).statusCode).toBe(400);
  });
});
