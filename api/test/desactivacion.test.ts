import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

/**
 * Nothing that hours reference is deleted: a deactivated area, service, task, client or user leaves
 * the hour form's lists and is refused for new entries, while an edit keeps what the entry had and
 * history, Mis Horas and reports still show it. Staff log hours only for clients sharing an area.
 * Demo data: Ana (Desarrollo, Diseño), Luis (Desarrollo, Soporte); client 1 Banco Andino
 * (Desarrollo, Consultoría: services 1 Desarrollo web, 3 Integraciones, 6); task 3 'Pruebas' of
 * service 1; default task 24 'Tareas administrativas'. Weekend days carry no demo hours.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = 'admin' | 'ana' | 'luis';
const hora = (cambios: object) => ({ horasTrabajadas: 1, descripcion: 'Trabajo', fechaCarga: '07/03/2026', ...cambios });
const cargar = (quien: Quien, cambios: object) => e.pedir(quien, 'POST', '/horas/cargarhoras', hora(cambios));
const actualizar = (quien: Quien, id: number, cambios: object) => e.pedir(quien, 'PUT', `/horas/actualizarhoras/${id}`, hora(cambios));
const admin = (url: string, payload: object) => e.pedir('admin', 'PUT', url, payload);
const ids = (lista: { id: number }[]) => lista.map((x) => x.id);

async function creada(quien: Quien, cambios: object): Promise<number> {
  const res = await cargar(quien, cambios);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('a deactivated task', () => {
  it('leaves the service\'s list, is refused for new entries, and an edit keeps it', async () => {
    const id = await creada('ana', { clienteId: 1, servicioId: 1, tareaId: 3 });
    await admin('/tareas/tareas/3', { activo: false });

    expect(ids((await e.pedir('ana', 'GET', '/tareas/tareas/servicio/1')).json())).not.toContain(3);
    expect((await e.pedir('ana', 'GET', '/tareas/tareas')).json()).toContainEqual({ id: 3, nombre: 'Pruebas', servicioId: 1, activo: false });
    const nueva = await cargar('ana', { clienteId: 1, servicioId: 1, tareaId: 3, fechaCarga: '08/03/2026' });
    expect(nueva.statusCode).toBe(400);
    expect(nueva.json()).toEqual({ mensaje: "La tarea 'Pruebas' está inactiva." });
    const editada = await actualizar('ana', id, { clienteId: 1, servicioId: 1, tareaId: 3, horasTrabajadas: 2 });
    expect(editada.statusCode).toBe(200);
    expect(editada.json()).toMatchObject({ id, horas: 2, tarea: { nombre: 'Pruebas' } });

    await admin('/tareas/tareas/3', { activo: true });
    expect((await cargar('ana', { clienteId: 1, servicioId: 1, tareaId: 3, fechaCarga: '08/03/2026' })).statusCode).toBe(201);
  });

  it('a deactivated default task leaves /tareas/especificas and is refused for new entries', async () => {
    const id = await creada('luis', { tareaId: 24 });
    await admin('/tareas/tareas/24', { activo: false });
    expect(ids((await e.pedir('luis', 'GET', '/tareas/especificas')).json())).toEqual([22, 25, 21, 23]);
    const nueva = await cargar('luis', { tareaId: 24, fechaCarga: '08/03/2026' });
    expect(nueva.statusCode).toBe(400);
    expect(nueva.json()).toEqual({ mensaje: "La tarea 'Tareas administrativas' está inactiva." });
    expect((await actualizar('luis', id, { tareaId: 24, descripcion: 'Corregida' })).statusCode).toBe(200);
    // Still in Mis Horas and in the reports.
    const misHoras = await e.pedir('luis', 'GET', '/horas/mis-horas/por-fecha?fecha=2026-03-07');
    expect(misHoras.json().horas).toContainEqual(expect.objectContaining({ id, tarea: { nombre: 'Tareas administrativas' }, descripcion: 'Corregida' }));
    const reporte = await e.pedir('admin', 'GET', `/horas/horasusuario/${IDS.luis}/rango?fechaDesde=2026-03-07&fechaHasta=2026-03-07`);
    expect(ids(reporte.json())).toContain(id);
    await admin('/tareas/tareas/24', { activo: true });
  });
});

describe('a deactivated service', () => {
  it('leaves the client\'s services for the hour form, shows as inactive to the administration, is refused for new entries; an edit keeps it', async () => {
    const id = await creada('ana', { clienteId: 1, servicioId: 3, tareaId: 6, fechaCarga: '28/02/2026' });
    await admin('/servicios/servicios/3', { activo: false });

    expect(ids((await e.pedir('ana', 'GET', '/servicios/servicios/cliente/1')).json())).toEqual([6, 1]);
    const porArea = (await e.pedir('admin', 'GET', '/servicios/servicios/areas/cliente/1')).json();
    expect(porArea.flatMap((a: { servicios: object[] }) => a.servicios)).toContainEqual({ id: 3, nombre: 'Integraciones', areaId: 1, activo: false });
    const nueva = await cargar('ana', { clienteId: 1, servicioId: 3, tareaId: 6, fechaCarga: '01/03/2026' });
    expect(nueva.statusCode).toBe(400);
    expect(nueva.json()).toEqual({ mensaje: "El servicio 'Integraciones' está inactivo." });
    expect((await actualizar('ana', id, { clienteId: 1, servicioId: 3, tareaId: 7, fechaCarga: '28/02/2026' })).statusCode).toBe(200);

    // The administration cannot newly assign it to a client; the clients that have it keep it.
    const asignar = await e.pedir('admin', 'POST', '/clientes/clientes/5/servicios', { serviciosIds: [3] });
    expect(asignar.statusCode).toBe(400);
    expect(asignar.json()).toEqual({ mensaje: "El servicio 'Integraciones' está inactivo." });
    expect((await e.pedir('admin', 'PUT', '/clientes/clientes/1/servicios', { servicioIds: [1, 3] })).statusCode).toBe(200);
    await admin('/servicios/servicios/3', { activo: true });
    await e.pedir('admin', 'PUT', '/clientes/clientes/1/servicios', { servicioIds: [1, 3, 6] });
  });
});

describe('a deactivated area', () => {
  it('its services take no new entries, it stops linking staff to clients, and it is refused for new links', async () => {
    // A client in Diseño only, with its service Diseño UX/UI (4): Ana shares Diseño with it.
    const cliente = (await e.pedir('admin', 'POST', '/clientes/cliente', { nombre: 'Estudio Norte', areas: [2] })).json().cliente;
    await e.pedir('admin', 'POST', `/clientes/clientes/${cliente.id}/servicios`, { serviciosIds: [4] });
    expect(ids((await e.pedir('ana', 'GET', '/clientes/cliente/usuario')).json())).toContain(cliente.id);
    const antes = await creada('ana', { clienteId: cliente.id, servicioId: 4, tareaId: 8, fechaCarga: '21/02/2026' });

    await admin('/horas/areas/2', { activo: false });

    expect((await e.pedir('ana', 'GET', '/horas/areas')).json()).toContainEqual({ id: 2, nombre: 'Diseño', activo: false });
    expect(ids((await e.pedir('ana', 'GET', '/clientes/cliente/usuario')).json())).not.toContain(cliente.id);
    expect(ids((await e.pedir('ana', 'GET', '/servicios/servicios/cliente/2')).json())).toEqual([1]);
    const nueva = await cargar('ana', { clienteId: 2, servicioId: 4, tareaId: 8, fechaCarga: '22/02/2026' });
    expect(nueva.statusCode).toBe(400);
    expect(nueva.json()).toEqual({ mensaje: "El servicio 'Diseño UX/UI' es de un área inactiva ('Diseño')." });
    const sinArea = await cargar('ana', { clienteId: cliente.id, tareaId: 21, fechaCarga: '22/02/2026' });
    expect(sinArea.statusCode).toBe(403);
    expect(sinArea.json()).toEqual({ mensaje: "No puede cargar horas para el cliente 'Estudio Norte': no comparte un área con usted." });
    expect((await actualizar('ana', antes, { clienteId: cliente.id, servicioId: 4, tareaId: 9, fechaCarga: '21/02/2026' })).statusCode).toBe(200);

    for (const [url, payload] of [
      ['/clientes/cliente', { nombre: 'Otro Estudio', areas: [2] }],
      ['/servicios/servicios', { nombre: 'Ilustración', areaId: 2 }],
      ['/usuarios/usuarios', { email: 'disenio@horas.local', nombre: 'D', apellidos: 'E', perfil: 'Junior', areaIds: [2], contrasena: 'Diseño#2026' }],
    ] as const) {
      const res = await e.pedir('admin', 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ mensaje: "El área 'Diseño' está inactiva." });
    }
    // Who already had it keeps it.
    const anaDatos = { nombre: 'Ana', apellidos: 'García', perfil: 'Senior', areaIds: [1, 2], activo: true };
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}`, anaDatos)).statusCode).toBe(200);
    await admin('/horas/areas/2', { activo: true });
  });
});

describe('clients and users', () => {
  it('staff log hours only for clients sharing an area with them; administrators for any active client', async () => {
    // Clínica Santa Lucía (4): Consultoría and Soporte. Luis has Soporte, Ana neither.
    expect((await cargar('luis', { clienteId: 4, servicioId: 8, tareaId: 17, fechaCarga: '14/03/2026' })).statusCode).toBe(201);
    const ana = await cargar('ana', { clienteId: 4, servicioId: 8, tareaId: 17, fechaCarga: '14/03/2026' });
    expect(ana.statusCode).toBe(403);
    expect(ana.json()).toEqual({ mensaje: "No puede cargar horas para el cliente 'Clínica Santa Lucía': no comparte un área con usted." });
    expect((await cargar('admin', { clienteId: 3, servicioId: 8, tareaId: 17, fechaCarga: '14/03/2026' })).statusCode).toBe(201);
  });

  it('an entry of a client deactivated since can still be edited, not newly logged', async () => {
    const id = await creada('ana', { clienteId: 5, servicioId: 1, tareaId: 1, fechaCarga: '15/03/2026' });
    const municipalidad = { nombre: 'Municipalidad de Río Claro', estado: false, areaIds: [1, 3], servicioIds: [1, 6] };
    expect((await e.pedir('admin', 'PUT', '/clientes/cliente/5', municipalidad)).statusCode).toBe(200);
    expect((await actualizar('ana', id, { clienteId: 5, servicioId: 1, tareaId: 2, fechaCarga: '15/03/2026' })).statusCode).toBe(200);
    const nueva = await cargar('ana', { clienteId: 5, servicioId: 1, tareaId: 2, fechaCarga: '15/03/2026' });
    expect(nueva.json()).toEqual({ mensaje: "El cliente 'Municipalidad de Río Claro' está inactivo." });
    await e.pedir('admin', 'PUT', '/clientes/cliente/5', { ...municipalidad, estado: true });
  });

  it('a deactivated user leaves the staff list and the sessions, and stays in the administration and the reports', async () => {
    const luis = { email: 'luis.perez@horas.local', nombre: 'Luis', apellidos: 'Pérez', perfil: 'Junior', areaIds: [1, 4] };
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}`, { ...luis, activo: false })).statusCode).toBe(200);

    expect(ids((await e.pedir('ana', 'GET', '/usuarios/usuarios')).json())).not.toContain(IDS.luis);
    expect((await e.pedir('admin', 'GET', '/usuarios/usuarios')).json()).toContainEqual(expect.objectContaining({ id: IDS.luis, activo: false }));
    expect((await e.pedir('luis', 'GET', '/tareas/especificas')).statusCode).toBe(401);
    const reporte = await e.pedir('admin', 'GET', `/horas/horasusuario/${IDS.luis}/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-13`);
    expect(reporte.json().length).toBeGreaterThan(0);
    const todos = await e.pedir('admin', 'GET', '/horas/horastodosusuarios/rango?fechaDesde=2026-03-02&fechaHasta=2026-03-02');
    expect(todos.json().map((h: { usuarioId: number }) => h.usuarioId)).toContain(IDS.luis);
    await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}`, { ...luis, activo: true });
  });
});
