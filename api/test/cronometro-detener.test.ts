import { MENSAJES_CIERRE, MENSAJES_CRONOMETRO, MENSAJES_HORAS } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, entornoConReloj, horasDe, type Reloj } from './cronometro-ayuda';
import type { Entorno } from './helper';
import { personaNueva, type Persona } from './personas';

/**
 * Issue 43 §1: stopping the timer writes hour entries through the one write path of hours (the
 * rules, messages and history of POST /horas/cargarhoras), one per day it ran (APP_TZ is Buenos
 * Aires, UTC-3), and removes it in the same transaction: any refusal writes nothing and keeps it.
 */
let e: Entorno;
let reloj: Reloj;
beforeAll(async () => { ({ e, reloj } = await entornoConReloj()); });
afterAll(async () => { await e?.cerrar(); });

/** Banco Andino, Desarrollo web, Programación: a person of Desarrollo may log them. */
const PROGRAMACION = { clienteId: 1, servicioId: 1, tareaId: 2, descripcion: 'Módulo de pagos' };
/** The default task 'Reunión interna'. */
const REUNION = { tareaId: 21, descripcion: 'Reunión de equipo' };

/** `p` starts a timer at `inicio` and the clock moves to `fin`. */
async function enMarcha(p: Persona, inicio: string, fin: string, paraQue: object = REUNION) {
  reloj.poner(inicio);
  const res = await en(e.app, p, 'POST', '/horas/cronometro', paraQue);
  expect(res.statusCode, res.body).toBe(201);
  reloj.poner(fin);
  return res.json().cronometro as object;
}
const detener = (p: Persona, cuerpo: object = {}) => en(e.app, p, 'POST', '/horas/cronometro/detener', cuerpo);
const actual = async (p: Persona) => (await en(e.app, p, 'GET', '/horas/cronometro')).json().cronometro as object | null;
/** Day and amount of each entry a stop answered. */
const escritas = (res: { json: () => { horas: { fechaCarga: string; horas: number }[] } }) => res.json().horas.map((h) => [h.fechaCarga, h.horas]);

describe('the time elapsed, rounded to the hundredth of an hour', () => {
  it('writes one entry with what the timer was for, as cargarhoras answers it, records it and removes the timer', async () => {
    const p = await personaNueva(e, { areaIds: [1] });
    await enMarcha(p, '2026-03-18T09:00:00-03:00', '2026-03-18T10:20:30-03:00', PROGRAMACION);
    const res = await detener(p);
    expect(res.statusCode, res.body).toBe(201);
    const [hora] = res.json().horas;
    expect(res.json().horas).toHaveLength(1);
    expect(hora).toMatchObject({ ...PROGRAMACION, horas: 1.34, fechaCarga: '18/03/2026', usuarioId: p.id, senorityhora: 'Junior', cliente: { id: 1, nombre: 'Banco Andino' } });
    expect(await horasDe(e, p)).toEqual([expect.objectContaining({ id: hora.id, horas: 1.34 })]);
    expect(await actual(p)).toBeNull();
    const historial = (await e.pedir(p.auth, 'GET', `/historial?entidad=hora&entidadId=${hora.id}`)).json().items;
    expect(historial).toEqual([expect.objectContaining({
      accion: 'crear', actor: expect.objectContaining({ id: p.id }),
      cambios: { cliente: [null, 'Banco Andino'], servicio: [null, 'Desarrollo web'], tarea: [null, 'Programación'], fecha: [null, '18/03/2026'], horas: [null, 1.34], descripcion: [null, 'Módulo de pagos'] },
    })]);
    const otraVez = await detener(p);
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json()).toEqual({ mensaje: MENSAJES_CRONOMETRO.sinCronometro });
  });

  it('a few seconds are 0.01', async () => {
    const p = await personaNueva(e);
    await enMarcha(p, '2026-03-18T09:00:00-03:00', '2026-03-18T09:00:10-03:00');
    expect(escritas(await detener(p))).toEqual([['18/03/2026', 0.01]]);
  });
});

describe('a timer that crossed midnight (APP_TZ)', () => {
  it('writes each day its share', async () => {
    const p = await personaNueva(e);
    await enMarcha(p, '2026-03-16T22:30:00-03:00', '2026-03-17T01:15:00-03:00');
    expect(escritas(await detener(p))).toEqual([['16/03/2026', 1.5], ['17/03/2026', 1.25]]);
    expect((await horasDe(e, p)).map((h) => [h.fechaCarga, h.horas, h.descripcion])).toEqual([['16/03/2026', 1.5, REUNION.descripcion], ['17/03/2026', 1.25, REUNION.descripcion]]);
  });

  it('the shares add up to the rounded total; a share that rounds to nothing writes no entry', async () => {
    const p = await personaNueva(e);
    // 20 min 10 s = 0.34 h, of which 10 s before midnight.
    await enMarcha(p, '2026-03-16T23:59:50-03:00', '2026-03-17T00:20:00-03:00');
    expect(escritas(await detener(p))).toEqual([['17/03/2026', 0.34]]);
    // 1 h 0 min 40 s = 1.01 h: the 30 min 20 s before midnight (0.5056 h) are 0.51, the day after has the rest, 0.50.
    await enMarcha(p, '2026-03-15T23:29:40-03:00', '2026-03-16T00:30:20-03:00');
    expect(escritas(await detener(p))).toEqual([['15/03/2026', 0.51], ['16/03/2026', 0.5]]);
  });

  it('`horas` replaces the time elapsed, all on the day it started', async () => {
    const p = await personaNueva(e);
    await enMarcha(p, '2026-03-16T22:30:00-03:00', '2026-03-17T01:15:00-03:00');
    expect(escritas(await detener(p, { horas: 2 }))).toEqual([['16/03/2026', 2]]);
  });
});

describe('longer than CRONOMETRO_MAXIMO_HORAS (12 by default)', () => {
  it('exactly 12 hours is written as it ran', async () => {
    const p = await personaNueva(e);
    await enMarcha(p, '2026-03-16T20:00:00-03:00', '2026-03-17T08:00:00-03:00');
    expect(escritas(await detener(p))).toEqual([['16/03/2026', 4], ['17/03/2026', 8]]);
  });

  it('a second more needs `horas`: 400 and the timer kept, then written on its first day', async () => {
    const p = await personaNueva(e);
    const cronometro = await enMarcha(p, '2026-03-16T20:00:00-03:00', '2026-03-17T08:00:01-03:00');
    const res = await detener(p);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'El cronómetro estuvo en marcha más de 12 horas: indique las horas trabajadas (horas).' });
    expect(await actual(p)).toEqual(cronometro);
    expect(escritas(await detener(p, { horas: 6.5 }))).toEqual([['16/03/2026', 6.5]]);
  });

  it('the setting moves the limit and its message', async () => {
    const otra = await e.otraInstancia({ cronometroMaximoHoras: 2 });
    try {
      const p = await personaNueva(e);
      await enMarcha(p, '2026-03-18T09:00:00-03:00', '2026-03-18T11:00:01-03:00');
      const res = await en(otra.app, p, 'POST', '/horas/cronometro/detener', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensaje: MENSAJES_CRONOMETRO.demasiadoLargo(2) });
    } finally {
      await otra.cerrar();
    }
  });
});

describe('the fields of the stop override the stored ones', () => {
  it('one field: the others as stored', async () => {
    const p = await personaNueva(e, { areaIds: [1] });
    await enMarcha(p, '2026-03-18T09:00:00-03:00', '2026-03-18T10:00:00-03:00', PROGRAMACION);
    const res = await detener(p, { descripcion: '  Revisión de pagos ' });
    expect(res.json().horas[0]).toMatchObject({ ...PROGRAMACION, descripcion: 'Revisión de pagos', horas: 1 });
  });

  it('null clears a reference', async () => {
    const p = await personaNueva(e, { areaIds: [1] });
    await enMarcha(p, '2026-03-18T09:00:00-03:00', '2026-03-18T10:00:00-03:00', PROGRAMACION);
    const res = await detener(p, { clienteId: null, servicioId: null, tareaId: 21 });
    expect(res.json().horas[0]).toMatchObject({ clienteId: null, servicioId: null, tareaId: 21, descripcion: PROGRAMACION.descripcion });
  });
});

interface Rechazo {
  inicio: string;
  fin: string;
  paraQue?: object;
  cuerpo?: object;
  /** What the person did before stopping, at `fin`. */
  antes?: (p: Persona) => Promise<void>;
  estado: number;
  mensaje: string;
}
const nueve = '2026-03-18T09:00:00-03:00';
const once = '2026-03-18T11:00:00-03:00';
const RECHAZOS: [string, Rechazo][] = [
  ['no description', { inicio: nueve, fin: once, paraQue: { tareaId: 21 }, estado: 400, mensaje: MENSAJES_HORAS.descripcionObligatoria }],
  ['a blank description sent', { inicio: nueve, fin: once, cuerpo: { descripcion: ' ' }, estado: 400, mensaje: MENSAJES_HORAS.descripcionObligatoria }],
  ['a client and no task', { inicio: nueve, fin: once, paraQue: { clienteId: 1, descripcion: 'x' }, estado: 400, mensaje: MENSAJES_HORAS.tareaObligatoria }],
  ['neither a client nor a default task', { inicio: nueve, fin: once, paraQue: { descripcion: 'x' }, estado: 400, mensaje: MENSAJES_HORAS.clienteOTareaDefecto }],
  ['hours 0', { inicio: nueve, fin: once, cuerpo: { horas: 0 }, estado: 400, mensaje: MENSAJES_HORAS.horasMayoresACero }],
  ['hours with three decimals', { inicio: nueve, fin: once, cuerpo: { horas: 1.234 }, estado: 400, mensaje: MENSAJES_HORAS.dosDecimales }],
  ['more than 24 hours in the entry', { inicio: nueve, fin: once, cuerpo: { horas: 24.5 }, estado: 400, mensaje: MENSAJES_HORAS.maximoPorRegistro }],
  ['longer than 12 hours without hours', {
    inicio: '2026-03-17T20:00:00-03:00', fin: '2026-03-18T08:00:01-03:00', estado: 400, mensaje: MENSAJES_CRONOMETRO.demasiadoLargo(12),
  }],
  ['a client of no area of theirs', {
    inicio: nueve, fin: once, cuerpo: { clienteId: 4, servicioId: 8, tareaId: 17 }, estado: 403,
    mensaje: "No puede cargar horas para el cliente 'Clínica Santa Lucía': no comparte un área con usted.",
  }],
  ['more than 24 hours that day', { inicio: nueve, fin: once, antes: (p) => p.cargar(23, '2026-03-18'), estado: 409, mensaje: MENSAJES_HORAS.maximoPorDia(23) }],
  ['its second day full: its first is not written either', {
    inicio: '2026-03-17T23:00:00-03:00', fin: '2026-03-18T01:00:00-03:00', antes: (p) => p.cargar(23.5, '2026-03-18'), estado: 409, mensaje: MENSAJES_HORAS.maximoPorDia(23.5),
  }],
  ['a day outside the editing window', { inicio: '2025-12-31T10:00:00-03:00', fin: once, cuerpo: { horas: 1 }, estado: 403, mensaje: MENSAJES_HORAS.fueraDeVentana }],
  ['a day of a month sent for approval', {
    inicio: '2026-02-27T10:00:00-03:00', fin: once, cuerpo: { horas: 1 }, estado: 409, mensaje: MENSAJES_CIERRE.mesEnviado('02/2026'),
    antes: async (p) => { expect((await e.pedir(p.auth, 'POST', `/horas/cierres/${p.id}/2026-02/enviar`)).statusCode).toBe(200); },
  }],
];

describe('every refusal writes nothing and keeps the timer running', () => {
  it.each(RECHAZOS)('%s', async (_caso, { inicio, fin, paraQue, cuerpo, antes, estado, mensaje }) => {
    const p = await personaNueva(e, { areaIds: [1] });
    const cronometro = await enMarcha(p, inicio, fin, paraQue);
    await antes?.(p);
    const horas = await horasDe(e, p, '2025-12-01');
    const res = await detener(p, cuerpo);
    expect(res.statusCode, res.body).toBe(estado);
    expect(res.json()).toEqual({ mensaje });
    expect(await actual(p)).toEqual(cronometro);
    expect(await horasDe(e, p, '2025-12-01')).toEqual(horas);
  });
});
