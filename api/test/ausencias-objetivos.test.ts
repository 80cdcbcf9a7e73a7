import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';

/**
 * Absences, rule 7 of issue 42: one rule computes a day's target (repositories/objetivos.ts) and an
 * approved absence lowers it (a full day to 0, a half day to half); a pending one changes nothing.
 * Every figure built on targets follows: the saldo's days (with the type as `ausencia`), the
 * saldos list, the reminders, the month closing and 'Análisis'. Today is Wednesday 18 March 2026.
 */
let e: Entorno;
let p: Persona;
const TIPOS = { vacaciones: 0, enfermedad: 0, tramite: 0 };
const solicitar = async (cuerpo: object) => {
  const res = await e.pedir(p.auth, 'POST', '/ausencias', cuerpo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

beforeAll(async () => {
  e = await crearEntorno();
  const tipos = (await e.pedir('luis', 'GET', '/ausencias/tipos')).json() as { id: number; nombre: string }[];
  const id = (nombre: string) => tipos.find((t) => t.nombre === nombre)!.id;
  Object.assign(TIPOS, { vacaciones: id('Vacaciones'), enfermedad: id('Enfermedad'), tramite: id('Trámite personal') });
  // Someone in Desarrollo (Ana approves them), 8 h Monday to Friday from 2 March, hours only on the 17th.
  p = await personaNueva(e, { areaIds: [1] });
  await p.jornada('2026-03-02', OCHO_HORAS);
  await solicitar({ tipoId: TIPOS.enfermedad, desde: '2026-03-12', hasta: '2026-03-13' });
  await solicitar({ tipoId: TIPOS.enfermedad, desde: '2026-03-16', hasta: '2026-03-17' });
  await p.cargar(2, '2026-03-17');
  await e.pedir('ana', 'POST', `/ausencias/${(await solicitar({ tipoId: TIPOS.vacaciones, desde: '2026-03-23', hasta: '2026-03-24' })).id}/aprobar`);
  await e.pedir('ana', 'POST', `/ausencias/${(await solicitar({ tipoId: TIPOS.tramite, desde: '2026-03-25', hasta: '2026-03-25', medioDia: true })).id}/aprobar`);
  await solicitar({ tipoId: TIPOS.vacaciones, desde: '2026-03-26', hasta: '2026-03-26' });
});
afterAll(async () => { await e?.cerrar(); });

const saldoDeMarzo = async () => (await e.pedir(p.auth, 'GET', `/horas/saldo?usuarioId=${p.id}&fechaDesde=2026-03-01&fechaHasta=2026-03-31`)).json();

describe('rule 7: every target knows it', () => {
  it("/horas/saldo: an approved day's target is 0, a half day's half, with the type as `ausencia`; a pending one changes nothing; hours on an absent day count", async () => {
    const saldo = await saldoDeMarzo();
    const dia = (fecha: string) => saldo.dias.find((d: { fecha: string }) => d.fecha === fecha);
    expect(dia('2026-03-11')).toEqual({ fecha: '2026-03-11', objetivo: 8, cargadas: 0, feriado: null, ausencia: null });
    expect(dia('2026-03-17')).toEqual({ fecha: '2026-03-17', objetivo: 0, cargadas: 2, feriado: null, ausencia: 'Enfermedad' });
    expect(dia('2026-03-23')).toMatchObject({ objetivo: 0, ausencia: 'Vacaciones' });
    expect(dia('2026-03-25')).toMatchObject({ objetivo: 4, ausencia: 'Trámite personal' });
    expect(dia('2026-03-26')).toMatchObject({ objetivo: 8, ausencia: null });
    // 22 weekdays from 2 March, 6 of them absent, one half: 15.5 days of 8 h.
    expect(saldo).toMatchObject({ objetivo: 124, cargadas: 2, diasSinHoras: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11'] });
  });

  it("/horas/saldos and the month closing give the same target; 'Análisis' the same through today (18 March)", async () => {
    const todos = (await e.pedir('admin', 'GET', '/horas/saldos?fechaDesde=2026-03-01&fechaHasta=2026-03-31&areaId=1')).json();
    expect(todos.find((s: { usuarioId: number }) => s.usuarioId === p.id)).toMatchObject({ objetivo: 124, cargadas: 2 });
    expect((await e.pedir(p.auth, 'GET', '/horas/cierres/me?mes=2026-03')).json()).toMatchObject({ objetivo: 124, cargadas: 2 });
    const analisis = (await e.pedir('admin', 'GET', `/reportes/analisis?fechaDesde=2026-03-01&fechaHasta=2026-03-31&grupo=usuario&usuarioId=${p.id}`)).json();
    const hastaHoy = (await e.pedir(p.auth, 'GET', `/horas/saldo?usuarioId=${p.id}&fechaDesde=2026-03-01&fechaHasta=2026-03-18`)).json();
    // 13 weekdays to the 18th, 4 of them absent (12, 13, 16, 17): 9 days of 8 h.
    expect(hastaHoy.objetivo).toBe(72);
    expect(analisis.grupos.map((g: { id: number; objetivo: number }) => [g.id, g.objetivo])).toEqual([[p.id, hastaHoy.objetivo]]);
  });

  it('the reminders skip the days whose target is 0', async () => {
    const res = await e.pedir('admin', 'POST', '/recordatorios/ejecutar', { simular: true });
    expect(res.statusCode, res.body).toBe(200);
    const suyo = res.json().destinatarios.find((d: { usuarioId: number }) => d.usuarioId === p.id);
    expect(suyo.diasSinHoras).toEqual(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11']);
  });

  it('a cancelled absence stops counting at once', async () => {
    const id = (await solicitar({ tipoId: TIPOS.enfermedad, desde: '2026-03-30', hasta: '2026-03-30' })).id;
    const objetivo = async () => (await saldoDeMarzo()).dias.find((d: { fecha: string }) => d.fecha === '2026-03-30').objetivo;
    expect(await objetivo()).toBe(0);
    expect((await e.pedir('admin', 'POST', `/ausencias/${id}/cancelar`)).statusCode).toBe(200);
    expect(await objetivo()).toBe(8);
  });
});
