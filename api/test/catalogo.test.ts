import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const get = (url: string) => e.app.inject({ url, headers: e.auth('luis') });

describe('catalogue', () => {
  it('GET /tareas/tareas lists every task', async () => {
    const res = await get('/tareas/tareas');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(25);
  });

  it('GET /tareas/tareas/servicio/{id} lists the tasks of the service; 404 for an unknown service', async () => {
    const res = await get('/tareas/tareas/servicio/1');
    expect(res.json().map((t: { nombre: string }) => t.nombre)).toEqual(['Análisis de requerimientos', 'Programación', 'Pruebas']);
    expect(res.json().every((t: { servicioId: number }) => t.servicioId === 1)).toBe(true);
    const nada = await get('/tareas/tareas/servicio/999');
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ mensaje: 'Servicio con ID 999 no encontrado' });
  });

  it('GET /tareas/especificas lists the default tasks (no service)', async () => {
    const res = await get('/tareas/especificas');
    expect(res.json().map((t: { nombre: string }) => t.nombre)).toEqual(['Capacitación', 'Licencia', 'Reunión interna', 'Tareas administrativas', 'Vacaciones']);
    expect(res.json().every((t: { servicioId: null }) => t.servicioId === null)).toBe(true);
  });

  it('GET /horas/areas lists the areas', async () => {
    expect((await get('/horas/areas')).json()).toEqual([
      { id: 3, nombre: 'Consultoría', activo: true }, { id: 1, nombre: 'Desarrollo', activo: true },
      { id: 2, nombre: 'Diseño', activo: true }, { id: 4, nombre: 'Soporte', activo: true },
    ]);
  });

  it('GET /servicios/servicios/cliente/{id}: the services assigned to the client', async () => {
    const res = await get('/servicios/servicios/cliente/1');
    expect(res.json().map((s: { nombre: string }) => s.nombre)).toEqual(['Consultoría de procesos', 'Desarrollo web', 'Integraciones']);
    expect((await get('/servicios/servicios/cliente/6')).json()).toEqual([]);
    const nada = await get('/servicios/servicios/cliente/999');
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ mensaje: 'Cliente con ID 999 no encontrado' });
  });

  it('GET /servicios/servicios/areas/cliente/{id}: each client area with all its services', async () => {
    const res = await get('/servicios/servicios/areas/cliente/4');
    expect(res.json()).toEqual([
      {
        id: 3, nombre: 'Consultoría', activo: true,
        servicios: [{ id: 7, nombre: 'Auditoría tecnológica', areaId: 3, activo: true }, { id: 6, nombre: 'Consultoría de procesos', areaId: 3, activo: true }],
      },
      {
        id: 4, nombre: 'Soporte', activo: true,
        servicios: [{ id: 9, nombre: 'Mantenimiento de infraestructura', areaId: 4, activo: true }, { id: 8, nombre: 'Mesa de ayuda', areaId: 4, activo: true }],
      },
    ]);
  });

  it('400 for a non-numeric id', async () => {
    const res = await get('/tareas/tareas/servicio/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/\(campo: id\)/);
  });
});
