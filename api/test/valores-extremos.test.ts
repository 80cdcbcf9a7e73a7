import { afterAll, beforeAll, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

// Found by the fault tests (test/faults): both reached the database and answered 500.
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const hora = { tareaId: 21, horasTrabajadas: 1, descripcion: 'x', fechaCarga: '10/03/2026' };

it('an amount of hours that rounds to 0.00 (5e-324) is "mayores a cero", not a failed CHECK', async () => {
  const res = await e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload: { ...hora, horasTrabajadas: 5e-324 }, headers: e.auth('ana') });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ mensaje: 'Las horas trabajadas deben ser mayores a cero.' });
});

it('a NUL character in any text field answers 400 (PostgreSQL text cannot hold it)', async () => {
  for (const [url, cuerpo, quien] of [
    ['/clientes/cliente', '{"nombre":"A\\u0000B","areas":[1]}', 'admin'],
    ['/horas/cargarhoras', JSON.stringify({ ...hora, descripcion: 'a\u0000' }), 'ana'],
  ] as const) {
    const res = await e.app.inject({ method: 'POST', url, payload: cuerpo, headers: { ...e.auth(quien), 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/carácter nulo/);
  }
  // An escaped backslash followed by "u0000" is ordinary text.
  const texto = await e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload: JSON.stringify({ ...hora, descripcion: '\\u0000' }), headers: { ...e.auth('ana'), 'content-type': 'application/json' } });
  expect(texto.statusCode).toBe(201);
  expect(texto.json().descripcion).toBe('\\u0000');
});
