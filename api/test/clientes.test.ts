import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const nombres = (lista: { nombre: string }[]) => lista.map((c) => c.nombre);
type Quien = 'admin' | 'ana' | 'luis';
const pedir = (quien: Quien, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  e.app.inject({ method, url, headers: e.auth(quien), payload });

describe('client lists', () => {
  it('GET /clientes/cliente/usuario: active clients sharing an area with the user', async () => {
    const ana = await pedir('ana', 'GET', '/clientes/cliente/usuario');
    expect(nombres(ana.json())).toEqual(['Banco Andino', 'Café del Valle', 'Municipalidad de Río Claro', 'Transportes Rápidos']);
    const admin = await pedir('admin', 'GET', '/clientes/cliente/usuario');
    expect(nombres(admin.json())).not.toContain('Editorial Sur');
    expect(admin.json()).toHaveLength(6);
  });

  it('GET /clientes/cliente: all clients with areas and services', async () => {
    const res = await pedir('luis', 'GET', '/clientes/cliente');
    expect(res.json()).toHaveLength(7);
    const editorial = res.json().find((c: { nombre: string }) => c.nombre === 'Editorial Sur');
    expect(editorial).toMatchObject({ estado: false, areas: [{ id: 2, nombre: 'Diseño' }], servicios: [{ id: 5, nombre: 'Identidad de marca', areaId: 2 }] });
  });

  it('GET /clientes/cliente/admin and /clientes/cliente/{id} for the admin', async () => {
    expect((await pedir('admin', 'GET', '/clientes/cliente/admin')).json()).toHaveLength(7);
    const uno = await pedir('admin', 'GET', '/clientes/cliente/2');
    expect(uno.json()).toMatchObject({ id: 2, nombre: 'Café del Valle', estado: true });
    const nada = await pedir('admin', 'GET', '/clientes/cliente/999');
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ mensaje: 'Cliente con ID 999 no encontrado' });
  });
});

describe('admin-only client calls answer 403 to staff', () => {
  it.each([
    ['GET', '/clientes/cliente/admin', undefined],
    ['GET', '/clientes/cliente/1', undefined],
    ['POST', '/clientes/cliente', { nombre: 'X', areas: [1] }],
    ['PUT', '/clientes/cliente/1', { nombre: 'X', estado: true, areaIds: [1], servicioIds: [] }],
    ['POST', '/clientes/clientes/1/servicios', { serviciosIds: [1] }],
    ['PUT', '/clientes/clientes/1/servicios', { servicioIds: [] }],
  ] as const)('%s %s', async (method, url, payload) => {
    const res = await pedir('ana', method, url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ mensaje: 'Solo un administrador puede realizar esta acción.' });
  });
});

describe('POST /clientes/cliente', () => {
  it('creates the client with its areas (201, under `cliente`)', async () => {
    const res = await pedir('admin', 'POST', '/clientes/cliente', {
      nombre: '  Nuevo Cliente SA ', correo: 'info@nuevo.example', numeroContacto: '123', direccion: 'Calle 1', estado: true, areas: [1, 2, 2],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().cliente).toMatchObject({
      nombre: 'Nuevo Cliente SA', correo: 'info@nuevo.example', estado: true, descripcion: null,
      areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 2, nombre: 'Diseño' }], servicios: [],
    });
  });

  it.each([
    [{ nombre: '   ', areas: [1] }, 'El nombre del cliente es obligatorio'],
    [{ areas: [1] }, 'El nombre del cliente es obligatorio'],
    [{ nombre: 'Sin áreas', areas: [] }, 'Debe seleccionar al menos un área'],
    [{ nombre: 'Correo malo', areas: [1], correo: 'no-es-correo' }, 'Correo inválido'],
    [{ nombre: 'Área rara', areas: [99] }, 'El área con ID 99 no existe.'],
  ])('400 %j', async (payload, mensaje) => {
    const res = await pedir('admin', 'POST', '/clientes/cliente', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('409 for a name already in use (case-insensitive)', async () => {
    const res = await pedir('admin', 'POST', '/clientes/cliente', { nombre: 'banco andino', areas: [1] });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toMatch(/Ya existe un cliente/);
  });
});

describe('client updates', () => {
  it('PUT /clientes/cliente/{id} replaces data, areas and services', async () => {
    const res = await pedir('admin', 'PUT', '/clientes/cliente/6', {
      nombre: 'Fundación Horizonte', correo: '', numeroContacto: '555', direccion: 'Nueva 1', estado: false, areaIds: [4, 1], servicioIds: [8, 1],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cliente).toMatchObject({
      id: 6, estado: false, correo: null, numeroContacto: '555',
      areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 4, nombre: 'Soporte' }],
      servicios: [{ id: 1, nombre: 'Desarrollo web', areaId: 1 }, { id: 8, nombre: 'Mesa de ayuda', areaId: 4 }],
    });
  });

  it('PUT /clientes/cliente/{id} with no area: 400 with the message of creation; the client keeps its areas', async () => {
    const res = await pedir('admin', 'PUT', '/clientes/cliente/4', { nombre: 'Clínica Santa Lucía', estado: true, areaIds: [], servicioIds: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'Debe seleccionar al menos un área' });
    expect((await pedir('admin', 'GET', '/clientes/cliente/4')).json().areas).toHaveLength(2);
  });

  it('PUT /clientes/cliente/{id}: 400 when a service is outside the areas, 404 for an unknown client', async () => {
    const body = { nombre: 'Clínica Santa Lucía', estado: true, areaIds: [3], servicioIds: [8] };
    const res = await pedir('admin', 'PUT', '/clientes/cliente/4', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: "El servicio 'Mesa de ayuda' no pertenece a las áreas del cliente." });
    expect((await pedir('admin', 'PUT', '/clientes/cliente/999', body)).statusCode).toBe(404);
  });

  it('POST /clientes/clientes/{id}/servicios adds services of the client areas', async () => {
    const res = await pedir('admin', 'POST', '/clientes/clientes/3/servicios', { serviciosIds: [1, 3, 8] });
    expect(res.statusCode).toBe(200);
    expect(res.json().cliente.servicios.map((s: { id: number }) => s.id).sort()).toEqual([1, 2, 3, 8, 9]);
    const vacio = await pedir('admin', 'POST', '/clientes/clientes/3/servicios', { serviciosIds: [] });
    expect(vacio.json()).toEqual({ mensaje: 'Seleccione al menos un servicio para agregar' });
    const ajeno = await pedir('admin', 'POST', '/clientes/clientes/3/servicios', { serviciosIds: [4] });
    expect(ajeno.statusCode).toBe(400);
  });

  it('PUT /clientes/clientes/{id}/servicios replaces the services', async () => {
    const res = await pedir('admin', 'PUT', '/clientes/clientes/2/servicios', { servicioIds: [4] });
    expect(res.json().cliente.servicios).toEqual([{ id: 4, nombre: 'Diseño UX/UI', areaId: 2, activo: true }]);
    expect((await pedir('admin', 'GET', '/servicios/servicios/cliente/2')).json()).toEqual([{ id: 4, nombre: 'Diseño UX/UI', areaId: 2, activo: true }]);
  });
});
