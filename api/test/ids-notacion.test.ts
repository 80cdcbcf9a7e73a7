import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

// An id in a path or query string has one spelling: decimal digits without a leading zero. Every
// other notation Number() would read as the same record is refused, so `0b1` cannot name user 1.
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

/** The notations of a real id that Number() (and so z.coerce.number) accepted. */
const notaciones = (n: number) => [
  `0x${n.toString(16)}`, `${n}e0`, `+${n}`, `${n}.0`, `%20${n}`, `${n}%20`, `0${n}`, `00${n}`,
  `0b${n.toString(2)}`, `0o${n.toString(8)}`, `${n}n`, `${n}_`, '٣',
];
const RANGO = 'fechaDesde=2026-03-01&fechaHasta=2026-03-31';

describe('ids in paths and queries: canonical decimal only', () => {
  const casos: [string, 'GET' | 'PUT' | 'DELETE', (id: string) => string, number, object?][] = [
    ['admin', 'PUT', (id) => `/usuarios/usuarios/${id}/contrasena`, IDS.admin, { contrasena: 'Cambiada#2026' }],
    ['admin', 'PUT', (id) => `/usuarios/usuarios/${id}`, IDS.luis,
      { nombre: 'Luis', apellidos: 'Pérez', perfil: 'Administrador del sistema', areaIds: [1], activo: true }],
    ['admin', 'GET', (id) => `/clientes/cliente/${id}`, 1],
    ['admin', 'PUT', (id) => `/horas/areas/${id}`, 1, { activo: false }],
    ['ana', 'GET', (id) => `/tareas/tareas/servicio/${id}`, 1],
    ['ana', 'GET', (id) => `/horas/horasusuario/${id}`, IDS.ana],
    ['admin', 'GET', (id) => `/horas/horasarea/${id}/rango?${RANGO}`, 1],
    ['ana', 'GET', (id) => `/horas/mis-horas/por-cliente?clienteId=${id}`, 2],
    ['ana', 'GET', (id) => `/horas/mis-horas/por-fecha?fecha=2026-03-02&clienteId=${id}`, 2],
    ['admin', 'GET', (id) => `/horas/reporte.xlsx?tipo=cliente&id=${id}&${RANGO}`, 2],
  ];
  const filas = casos.flatMap(([quien, method, url, id, payload]) =>
    notaciones(id).map((notacion) => [method, url(notacion), quien, payload] as const));

  it.each(filas)('%s %s → 400', async (method, url, quien, payload) => {
    const res = await e.app.inject({ method, url, headers: e.auth(quien as 'admin' | 'ana'), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/^El id debe ser un número entero positivo escrito con cifras decimales \(campo: (id|clienteId|userId|areaId)\)\.$/);
  });

  it('the canonical spelling still names the record', async () => {
    expect((await e.pedir('admin', 'GET', '/clientes/cliente/1')).statusCode).toBe(200);
    expect((await e.pedir('ana', 'GET', '/horas/mis-horas/por-cliente?clienteId=2')).statusCode).toBe(200);
  });

  it("user 1's password is untouched by every other spelling of 1", async () => {
    const login = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'admin@horas.local', contrasena: 'Admin#2026' } });
    expect(login.statusCode).toBe(200);
  });

  it('beyond the integer range keeps the range answer', async () => {
    const res = await e.pedir('admin', 'GET', '/clientes/cliente/2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/2147483647.*\(campo: id\)/);
  });
});

describe("Mis Horas' month and year", () => {
  const url = (mes: string, año: string) => `/horas/mis-horas/por-cliente?clienteId=2&mes=${mes}&${encodeURIComponent('año')}=${año}`;

  it.each(['3', '03', '12'])('mes=%s is a month', async (mes) => {
    const res = await e.pedir('ana', 'GET', url(mes, '2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json().filtrosActivos.mes).toBe(Number(mes));
  });

  it.each(['003', '3.0', '0x3', '+3', '3e0', '%203', '0', '13', '00', '0b11', ''])('mes=%s → 400', async (mes) => {
    const res = await e.pedir('ana', 'GET', url(mes, '2026'));
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El mes debe ser un número entre 1 y 12.');
  });

  it.each(['02026', '2026.0', '+2026', '2.026e3', '0x7ea', '%202026', '999', '20260'])('año=%s → 400', async (año) => {
    const res = await e.pedir('ana', 'GET', url('3', año));
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El año debe ser un número de cuatro cifras.');
  });
});

describe('ids in JSON bodies are JSON integers', () => {
  it.each([
    ['/servicios/servicios', { nombre: 'Servicio de id texto', areaId: '1' }],
    ['/tareas/tareas', { nombre: 'Tarea de id texto', servicioId: '1' }],
    ['/clientes/cliente', { nombre: 'Cliente de ids texto', areas: ['1'] }],
    ['/usuarios/usuarios', { email: 'ids.texto@horas.local', nombre: 'Ids', apellidos: 'Texto', perfil: 'Junior', areaIds: ['1'], contrasena: 'Segura#2026' }],
    ['/servicios/servicios', { nombre: 'Servicio de id decimal', areaId: 1.5 }],
  ])('POST %s %j → 400', async (url, payload) => {
    const res = await e.pedir('admin', 'POST', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toEqual(expect.any(String));
  });
});
