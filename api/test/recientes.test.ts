import type { Reciente } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFechaCarga } from '../src/lib/fechas';
import { crearEntorno, type Entorno } from './helper';
import { comoAdmin, personaNueva, REUNION, type Persona } from './personas';

/** Issue 43 §2: GET /horas/recientes, the caller's latest client · service · task combinations. */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

let n = 0;
const admin: ReturnType<typeof comoAdmin> = (...pedido) => comoAdmin(e)(...pedido);

/** A catalogue of this test alone (its area, a service with `tareas` tasks, a client with that service) and a person of that area. */
async function escenario(tareas = 2) {
  const k = ++n;
  const area = await admin('POST', '/horas/areas', { nombre: `Área Recientes ${k}` });
  const servicio = await admin('POST', '/servicios/servicios', { nombre: `Servicio ${k}`, areaId: area.id });
  const listaTareas: { id: number; nombre: string }[] = [];
  for (let i = 1; i <= tareas; i++) {
    const { id, nombre } = await admin('POST', '/tareas/tareas', { nombre: `Tarea ${k}.${i}`, servicioId: servicio.id });
    listaTareas.push({ id, nombre });
  }
  const { cliente } = await admin('POST', '/clientes/cliente', { nombre: `Cliente Recientes ${k}`, areas: [area.id] });
  await admin('POST', `/clientes/clientes/${cliente.id}/servicios`, { serviciosIds: [servicio.id] });
  const p = await personaNueva(e, { areaIds: [area.id] });
  const ref = {
    area: area.id as number,
    cliente: { id: cliente.id as number, nombre: cliente.nombre as string },
    servicio: { id: servicio.id as number, nombre: servicio.nombre as string },
    tareas: listaTareas,
  };
  return { ...ref, p, combinacion: (i: number) => ({ cliente: ref.cliente, servicio: ref.servicio, tarea: listaTareas[i] }) };
}

interface Combinacion { cliente: { id: number } | null; servicio: { id: number } | null; tarea: { id: number } }

/** An entry of `p` (1 hour) on `fecha` (`YYYY-MM-DD`). */
async function cargar(p: Persona, c: Combinacion, fecha: string, descripcion = 'Trabajo') {
  const res = await e.pedir(p.auth, 'POST', '/horas/cargarhoras', {
    clienteId: c.cliente?.id ?? null, servicioId: c.servicio?.id ?? null, tareaId: c.tarea.id,
    horasTrabajadas: 1, descripcion, fechaCarga: aFechaCarga(fecha),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function recientes(p: Persona | 'admin'): Promise<Reciente[]> {
  const res = await e.pedir(p === 'admin' ? 'admin' : p.auth, 'GET', '/horas/recientes');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const sinServicio = { cliente: null, servicio: null, tarea: REUNION };

describe('GET /horas/recientes', () => {
  it('one row per combination with its latest entry\'s description and day, newest first (the later entry of a day first)', async () => {
    const s = await escenario(3);
    const conTareaDefecto = { cliente: s.cliente, servicio: null, tarea: REUNION };
    await cargar(s.p, s.combinacion(0), '2026-03-10', 'Primera');
    await cargar(s.p, s.combinacion(1), '2026-03-12', 'Otra tarea');
    await cargar(s.p, s.combinacion(0), '2026-03-16', 'La última');
    await cargar(s.p, s.combinacion(0), '2026-03-11', 'Anterior, cargada después');
    await cargar(s.p, sinServicio, '2026-03-14', 'Reunión de equipo');
    await cargar(s.p, conTareaDefecto, '2026-03-12', 'Reunión con el cliente');
    expect(await recientes(s.p)).toEqual([
      { ...s.combinacion(0), descripcion: 'La última', ultimaFecha: '16/03/2026' },
      { ...sinServicio, descripcion: 'Reunión de equipo', ultimaFecha: '14/03/2026' },
      { ...conTareaDefecto, descripcion: 'Reunión con el cliente', ultimaFecha: '12/03/2026' },
      { ...s.combinacion(1), descripcion: 'Otra tarea', ultimaFecha: '12/03/2026' },
    ]);
  });

  it('the 10 newest combinations only', async () => {
    const s = await escenario(12);
    for (let i = 0; i < 12; i++) await cargar(s.p, s.combinacion(i), `2026-03-${String(i + 1).padStart(2, '0')}`);
    const lista = await recientes(s.p);
    expect(lista.map((r) => r.tarea.id)).toEqual(s.tareas.slice(2).map((t) => t.id).reverse());
  });

  it('the last 60 days up to today in APP_TZ (18/03/2026): 18/01/2026 to 18/03/2026', async () => {
    const s = await escenario(4);
    await cargar(s.p, s.combinacion(0), '2026-01-17');
    await cargar(s.p, s.combinacion(1), '2026-01-18');
    await cargar(s.p, s.combinacion(2), '2026-03-18');
    await cargar(s.p, s.combinacion(3), '2026-03-19');
    expect((await recientes(s.p)).map((r) => r.ultimaFecha)).toEqual(['18/03/2026', '18/01/2026']);
  });

  it('never another person\'s hours', async () => {
    const s = await escenario(2);
    const otra = await personaNueva(e, { areaIds: [s.area] });
    await cargar(otra, s.combinacion(0), '2026-03-17', 'De otra persona');
    await cargar(s.p, s.combinacion(1), '2026-03-16');
    expect((await recientes(s.p)).map((r) => r.tarea.id)).toEqual([s.tareas[1].id]);
    expect((await recientes(otra)).map((r) => r.descripcion)).toEqual(['De otra persona']);
  });

  type Escenario = Awaited<ReturnType<typeof escenario>>;
  it.each<[string, (s: Escenario) => Promise<unknown>]>([
    ['the client deactivated', (s) => admin('PUT', `/clientes/cliente/${s.cliente.id}`, { nombre: s.cliente.nombre, estado: false, areaIds: [s.area], servicioIds: [s.servicio.id] })],
    ['the person no longer in the client\'s areas', (s) => admin('PUT', `/usuarios/usuarios/${s.p.id}`, { nombre: 'Persona', apellidos: 'Movida', perfil: 'Junior', areaIds: [1], activo: true })],
    ['the area they share deactivated', (s) => admin('PUT', `/horas/areas/${s.area}`, { activo: false })],
    ['the service deactivated', (s) => admin('PUT', `/servicios/servicios/${s.servicio.id}`, { activo: false })],
    ['the service no longer the client\'s', (s) => admin('PUT', `/clientes/clientes/${s.cliente.id}/servicios`, { servicioIds: [] })],
    ['the task deactivated', (s) => admin('PUT', `/tareas/tareas/${s.tareas[0].id}`, { activo: false })],
  ])('leaves out a combination the form no longer offers: %s', async (_, cambio) => {
    const s = await escenario(1);
    await cargar(s.p, s.combinacion(0), '2026-03-16');
    await cargar(s.p, sinServicio, '2026-03-10');
    expect((await recientes(s.p)).map((r) => r.tarea.id)).toEqual([s.tareas[0].id, REUNION.id]);
    await cambio(s);
    expect((await recientes(s.p)).map((r) => r.tarea.id)).toEqual([REUNION.id]);
  });

  it('leaves out a deactivated default task', async () => {
    const s = await escenario(1);
    const tarea = await admin('POST', '/tareas/tareas', { nombre: 'Tarea por defecto de recientes', servicioId: null });
    await cargar(s.p, { cliente: null, servicio: null, tarea }, '2026-03-16');
    expect((await recientes(s.p)).map((r) => r.tarea.id)).toEqual([tarea.id]);
    await admin('PUT', `/tareas/tareas/${tarea.id}`, { activo: false });
    expect(await recientes(s.p)).toEqual([]);
  });

  it('an administrator\'s clients are every active one, as in their hour form', async () => {
    const s = await escenario(1);
    const res = await e.pedir('admin', 'POST', '/horas/cargarhoras', {
      clienteId: s.cliente.id, servicioId: s.servicio.id, tareaId: s.tareas[0].id, horasTrabajadas: 0.5, descripcion: 'Revisión', fechaCarga: '18/03/2026',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await recientes('admin'))[0]).toEqual({ ...s.combinacion(0), descripcion: 'Revisión', ultimaFecha: '18/03/2026' });
  });

  it('needs a session', async () => {
    const res = await e.app.inject({ method: 'GET', url: '/horas/recientes' });
    expect(res.statusCode).toBe(401);
  });
});
