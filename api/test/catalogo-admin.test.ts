import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => e.pedir('admin', method, url, payload);
const nombres = (lista: { nombre: string }[]) => lista.map((x) => x.nombre);

describe('areas: POST /horas/areas, PUT /horas/areas/{id}', () => {
  it('201 with the new area, id included; listed by GET /horas/areas with activo', async () => {
    const res = await admin('POST', '/horas/areas', { nombre: '  Recursos   Humanos ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nombre: 'Recursos Humanos', activo: true });
    expect((await e.pedir('luis', 'GET', '/horas/areas')).json()).toContainEqual(res.json());
  });

  it.each([
    ['the same name in another case', 'desarrollo'],
    ['spaces around and inside', '  DESARROLLO '],
    ['full-width letters (NFKC)', 'Ｄｅｓａｒｒｏｌｌｏ'],
  ])('409 with mensaje for %s', async (_caso, nombre) => {
    const res = await admin('POST', '/horas/areas', { nombre });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensaje: `Ya existe un área con el nombre '${nombre.trim().replace(/\s+/g, ' ')}'.` });
  });

  it('renames and switches activo; 409 for a name in use; 404 for an unknown area', async () => {
    const { id } = (await admin('POST', '/horas/areas', { nombre: 'Legales' })).json();
    const renombrada = await admin('PUT', `/horas/areas/${id}`, { nombre: 'Legal', activo: true });
    expect(renombrada.statusCode).toBe(200);
    expect(renombrada.json()).toEqual({ id, nombre: 'Legal', activo: true });
    expect((await admin('PUT', `/horas/areas/${id}`, { activo: false })).json()).toEqual({ id, nombre: 'Legal', activo: false });
    const repetida = await admin('PUT', `/horas/areas/${id}`, { nombre: 'soporte' });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json()).toEqual({ mensaje: "Ya existe un área con el nombre 'soporte'." });
    const nada = await admin('PUT', '/horas/areas/999', { activo: true });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ mensaje: 'Área con ID 999 no encontrada' });
  });

  it.each([
    ['a blank name', 'POST', '/horas/areas', { nombre: '   ' }, 'El nombre del área es obligatorio.'],
    ['a name over 120 characters', 'POST', '/horas/areas', { nombre: 'x'.repeat(121) }, 'El nombre del área no puede superar 120 caracteres.'],
    ['an empty change', 'PUT', '/horas/areas/1', {}, 'Indique el nombre o el estado (activo).'],
    ['an unknown field', 'PUT', '/horas/areas/1', { activo: true, areaId: 2 }, 'Campo no permitido: areaId'],
  ] as const)('400 with mensaje for %s', async (_caso, method, url, payload, mensaje) => {
    const res = await admin(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('the unique index itself refuses a repeated canonical name, and a row without one (it holds for any instance or writer)', async () => {
    await expect(e.database.db.execute(sql`INSERT INTO areas (nombre, nombre_canonico) VALUES ('ＤＩＳＥÑＯ', 'diseno')`)).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(e.database.db.execute(sql`INSERT INTO areas (nombre) VALUES ('Sin forma')`)).rejects.toMatchObject({ cause: { code: '23502' } });
  });

  it('two instances creating the same area at once: one 201, one 409', async () => {
    const otra = await e.otraInstancia();
    try {
      const pedido = { method: 'POST' as const, url: '/horas/areas', headers: e.auth('admin'), payload: { nombre: 'Compras' } };
      const codigos = (await Promise.all([e.app.inject(pedido), otra.app.inject({ ...pedido, payload: { nombre: 'COMPRAS' } })])).map((r) => r.statusCode);
      expect(codigos.sort()).toEqual([201, 409]);
    } finally {
      await otra.cerrar();
    }
  });
});

describe('services: POST /servicios/servicios, PUT /servicios/servicios/{id}, GET /servicios/servicios', () => {
  it('201 with the new service; unique within its area only', async () => {
    const res = await admin('POST', '/servicios/servicios', { nombre: 'Soporte remoto', areaId: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nombre: 'Soporte remoto', areaId: 4, activo: true });
    expect((await e.pedir('ana', 'GET', '/servicios/servicios')).json()).toContainEqual(res.json());
    const repetido = await admin('POST', '/servicios/servicios', { nombre: 'mesa  de AYUDA', areaId: 4 });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ mensaje: "Ya existe un servicio con el nombre 'mesa de AYUDA' en esa área." });
    expect((await admin('POST', '/servicios/servicios', { nombre: 'Mesa de ayuda', areaId: 1 })).statusCode).toBe(201);
  });

  it('a new service shows among its area\'s services for a client of that area', async () => {
    const { id } = (await admin('POST', '/servicios/servicios', { nombre: 'Capacitación a usuarios', areaId: 4 })).json();
    const areas = (await admin('GET', '/servicios/servicios/areas/cliente/4')).json();
    expect(areas.find((a: { id: number }) => a.id === 4).servicios).toContainEqual({ id, nombre: 'Capacitación a usuarios', areaId: 4, activo: true });
  });

  it.each([
    ['an unknown area', { nombre: 'X', areaId: 999 }, 'El área con ID 999 no existe.'],
    ['no area', { nombre: 'X' }, 'Indique el área del servicio (areaId).'],
    ['a blank name', { nombre: '', areaId: 1 }, 'El nombre del servicio es obligatorio.'],
  ])('400 with mensaje for %s', async (_caso, payload, mensaje) => {
    const res = await admin('POST', '/servicios/servicios', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('renames and switches activo; 409 for a name in use in its area; 404 unknown', async () => {
    const { id } = (await admin('POST', '/servicios/servicios', { nombre: 'Redes', areaId: 4 })).json();
    expect((await admin('PUT', `/servicios/servicios/${id}`, { nombre: 'Redes y comunicaciones', activo: false })).json())
      .toEqual({ id, nombre: 'Redes y comunicaciones', areaId: 4, activo: false });
    const repetido = await admin('PUT', `/servicios/servicios/${id}`, { nombre: 'Mesa de Ayuda' });
    expect(repetido.statusCode).toBe(409);
    expect((await admin('PUT', '/servicios/servicios/999', { activo: true })).json()).toEqual({ mensaje: 'Servicio con ID 999 no encontrado' });
  });
});

describe('tasks: POST /tareas/tareas, PUT /tareas/tareas/{id}', () => {
  it('201 with the new task of a service, listed among that service\'s tasks', async () => {
    const res = await admin('POST', '/tareas/tareas', { nombre: 'Revisión de código', servicioId: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nombre: 'Revisión de código', servicioId: 1, activo: true });
    expect(nombres((await e.pedir('ana', 'GET', '/tareas/tareas/servicio/1')).json())).toContain('Revisión de código');
  });

  it('servicioId null makes a default task, listed by /tareas/especificas', async () => {
    const res = await admin('POST', '/tareas/tareas', { nombre: 'Guardia', servicioId: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nombre: 'Guardia', servicioId: null, activo: true });
    expect((await e.pedir('luis', 'GET', '/tareas/especificas')).json()).toContainEqual(res.json());
  });

  it('names are unique among the default tasks and within each service, not across them', async () => {
    const repetida = await admin('POST', '/tareas/tareas', { nombre: 'VACACIONES', servicioId: null });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json()).toEqual({ mensaje: "Ya existe una tarea por defecto con el nombre 'VACACIONES'." });
    const enServicio = await admin('POST', '/tareas/tareas', { nombre: 'programación', servicioId: 1 });
    expect(enServicio.json()).toEqual({ mensaje: "Ya existe una tarea con el nombre 'programación' en ese servicio." });
    expect((await admin('POST', '/tareas/tareas', { nombre: 'Vacaciones', servicioId: 1 })).statusCode).toBe(201);
  });

  it('400 without servicioId, or for an unknown service', async () => {
    const sin = await admin('POST', '/tareas/tareas', { nombre: 'X' });
    expect(sin.statusCode).toBe(400);
    expect(sin.json()).toEqual({ mensaje: 'Indique el servicio de la tarea (servicioId; null para una tarea por defecto).' });
    expect((await admin('POST', '/tareas/tareas', { nombre: 'X', servicioId: 999 })).json()).toEqual({ mensaje: 'El servicio con ID 999 no existe.' });
  });

  it('renames and switches activo; 409 for a name in use; 404 unknown', async () => {
    const { id } = (await admin('POST', '/tareas/tareas', { nombre: 'Guardia nocturna', servicioId: null })).json();
    expect((await admin('PUT', `/tareas/tareas/${id}`, { nombre: 'Guardia de fin de semana', activo: false })).json())
      .toEqual({ id, nombre: 'Guardia de fin de semana', servicioId: null, activo: false });
    const repetida = await admin('PUT', `/tareas/tareas/${id}`, { nombre: 'capacitación' });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json()).toEqual({ mensaje: "Ya existe una tarea por defecto con el nombre 'capacitación'." });
    expect((await admin('PUT', '/tareas/tareas/999', { activo: true })).json()).toEqual({ mensaje: 'Tarea con ID 999 no encontrada' });
  });
});

describe('staff -> 403 on each catalogue write', () => {
  it.each([
    ['POST', '/horas/areas', { nombre: 'Intrusa' }],
    ['PUT', '/horas/areas/1', { activo: false }],
    ['POST', '/servicios/servicios', { nombre: 'Intruso', areaId: 1 }],
    ['PUT', '/servicios/servicios/1', { activo: false }],
    ['POST', '/tareas/tareas', { nombre: 'Intrusa', servicioId: null }],
    ['PUT', '/tareas/tareas/1', { activo: false }],
  ] as const)('%s %s', async (method, url, payload) => {
    const res = await e.pedir('luis', method, url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ mensaje: 'Solo un administrador puede realizar esta acción.' });
  });
});
