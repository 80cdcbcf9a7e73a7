import { MENSAJES_CRONOMETRO, MENSAJES_HORAS } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVO } from '../src/services/asignables';
import { en, entornoConReloj, horasDe, type Reloj } from './cronometro-ayuda';
import type { Entorno } from './helper';
import { personaNueva, type Persona } from './personas';

/** Issue 43 §1: starting, reading, changing and discarding the timer (stopping it: cronometro-detener.test.ts). */
let e: Entorno;
let reloj: Reloj;
beforeAll(async () => { ({ e, reloj } = await entornoConReloj()); });
afterAll(async () => { await e?.cerrar(); });

const pedir = (p: Persona, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object) => en(e.app, p, method, '/horas/cronometro', payload);
const sinNada = { clienteId: null, servicioId: null, tareaId: null, descripcion: null };

describe('one timer per person, their own', () => {
  it('starts at the clock\'s instant, in APP_TZ with its offset; a second start 409; others see none', async () => {
    const p = await personaNueva(e);
    const otra = await personaNueva(e);
    expect((await pedir(p, 'GET')).json()).toEqual({ cronometro: null });
    reloj.poner('2026-03-18T09:30:15.250-03:00');
    const res = await pedir(p, 'POST', {});
    expect(res.statusCode, res.body).toBe(201);
    const cronometro = { inicio: '2026-03-18T09:30:15.250-03:00', ...sinNada };
    expect(res.json()).toEqual({ cronometro });
    expect((await pedir(p, 'GET')).json()).toEqual({ cronometro });
    const otraVez = await pedir(p, 'POST', { tareaId: 21 });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toEqual({ mensaje: MENSAJES_CRONOMETRO.enMarcha });
    expect((await pedir(p, 'GET')).json()).toEqual({ cronometro });
    expect((await pedir(otra, 'GET')).json()).toEqual({ cronometro: null });
  });

  it('PUT replaces what it is for (a field left out is none) and keeps its start; the description trimmed, blank is none', async () => {
    const p = await personaNueva(e);
    reloj.poner('2026-03-18T10:00:00-03:00');
    await pedir(p, 'POST', { tareaId: 21, descripcion: 'Reunión' });
    reloj.poner('2026-03-18T10:20:00-03:00');
    const cambiado = await pedir(p, 'PUT', { clienteId: 1, servicioId: 1, tareaId: 2, descripcion: '  Módulo de pagos\nsegunda línea ' });
    expect(cambiado.statusCode, cambiado.body).toBe(200);
    expect(cambiado.json()).toEqual({
      cronometro: { inicio: '2026-03-18T10:00:00.000-03:00', clienteId: 1, servicioId: 1, tareaId: 2, descripcion: 'Módulo de pagos\nsegunda línea' },
    });
    const vaciado = await pedir(p, 'PUT', { clienteId: 1, descripcion: ' \u200b ' });
    expect(vaciado.json()).toEqual({ cronometro: { inicio: '2026-03-18T10:00:00.000-03:00', ...sinNada, clienteId: 1 } });
    expect((await pedir(p, 'GET')).json()).toEqual(vaciado.json());
  });

  it('DELETE discards it and writes nothing; without one, PUT and DELETE 404', async () => {
    const p = await personaNueva(e);
    await pedir(p, 'POST', { tareaId: 21, descripcion: 'Algo' });
    reloj.poner('2026-03-18T15:00:00-03:00');
    const borrado = await pedir(p, 'DELETE');
    expect(borrado.statusCode).toBe(204);
    expect(borrado.body).toBe('');
    expect((await pedir(p, 'GET')).json()).toEqual({ cronometro: null });
    expect(await horasDe(e, p)).toEqual([]);
    for (const [method, payload] of [['DELETE', undefined], ['PUT', { tareaId: 21 }]] as const) {
      const res = await pedir(p, method, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ mensaje: MENSAJES_CRONOMETRO.sinCronometro });
    }
    // A discarded timer leaves room for a new one.
    expect((await pedir(p, 'POST', {})).statusCode).toBe(201);
  });

  it('every call needs a session', async () => {
    for (const [method, url] of [['GET', '/horas/cronometro'], ['POST', '/horas/cronometro'], ['PUT', '/horas/cronometro'], ['DELETE', '/horas/cronometro'], ['POST', '/horas/cronometro/detener']] as const) {
      const res = await e.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('what it is for, checked as the hour form checks it', () => {
  // A person of Desarrollo: Banco Andino (1) shares it, with Desarrollo web (1) and its task Programación (2);
  // Clínica Santa Lucía (4) does not; Editorial Sur (7) is inactive; Diseño UX/UI (4) is not Banco Andino's;
  // Investigación de usuarios (8) is Diseño UX/UI's; Reunión interna (21) is a default task.
  const rechazos: [string, object, number, string][] = [
    ['an unknown client', { clienteId: 999 }, 400, 'El cliente con ID 999 no existe.'],
    ['an inactive client', { clienteId: 7 }, 400, INACTIVO.cliente('Editorial Sur')],
    ['a client of no area of theirs', { clienteId: 4 }, 403, "No puede cargar horas para el cliente 'Clínica Santa Lucía': no comparte un área con usted."],
    ['a service without a client', { servicioId: 1 }, 400, MENSAJES_HORAS.clienteOTareaDefecto],
    ['a service not of that client', { clienteId: 1, servicioId: 4 }, 400, 'El servicio seleccionado no está asignado al cliente.'],
    ['a task of another service', { clienteId: 1, servicioId: 1, tareaId: 8 }, 400, 'La tarea seleccionada no pertenece al servicio.'],
    ['a service\'s task without a client', { tareaId: 2 }, 400, MENSAJES_HORAS.clienteOTareaDefecto],
    ['a service\'s task without its service', { clienteId: 1, tareaId: 2 }, 400, 'Debe seleccionar un servicio para la tarea elegida.'],
    ['an unknown task', { clienteId: 1, servicioId: 1, tareaId: 999 }, 400, 'La tarea con ID 999 no existe.'],
    ['a description too long', { descripcion: 'x'.repeat(1001) }, 400, MENSAJES_HORAS.descripcionLarga],
    ['a control character', { descripcion: 'a\u0007b' }, 400, MENSAJES_HORAS.descripcionControl],
  ];

  it.each(rechazos)('%s: refused on start and on change, nothing stored', async (_caso, cuerpo, estado, mensaje) => {
    const p = await personaNueva(e, { areaIds: [1] });
    const inicio = await pedir(p, 'POST', cuerpo);
    expect(inicio.statusCode, inicio.body).toBe(estado);
    expect(inicio.json()).toEqual({ mensaje });
    expect((await pedir(p, 'GET')).json()).toEqual({ cronometro: null });
    const { cronometro } = (await pedir(p, 'POST', {})).json();
    const cambio = await pedir(p, 'PUT', cuerpo);
    expect(cambio.statusCode, cambio.body).toBe(estado);
    expect(cambio.json()).toEqual({ mensaje });
    expect((await pedir(p, 'GET')).json()).toEqual({ cronometro });
  });

  it('takes any part of an entry\'s references, nothing required yet', async () => {
    const p = await personaNueva(e, { areaIds: [1] });
    await pedir(p, 'POST', {});
    for (const cuerpo of [{ clienteId: 1 }, { clienteId: 1, servicioId: 1 }, { clienteId: 1, servicioId: 1, tareaId: 2 }, { clienteId: 1, tareaId: 21 }, { tareaId: 21 }, { descripcion: 'Solo esto' }]) {
      const res = await pedir(p, 'PUT', cuerpo);
      expect(res.statusCode, JSON.stringify(cuerpo)).toBe(200);
      expect(res.json().cronometro).toMatchObject({ ...sinNada, ...cuerpo });
    }
  });
});
