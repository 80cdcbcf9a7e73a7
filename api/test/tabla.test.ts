import { MAX_FILAS_TABLA, type FilaTabla } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';
import { comoAdmin, personaNueva, REUNION, type Persona } from './personas';

/** Issue 43 §3: GET and PUT /horas/tabla/{lunes}, the rows a person added to a week's 'Tabla'. */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const LUNES = '2026-03-16';
let n = 0;
const admin: ReturnType<typeof comoAdmin> = (...pedido) => comoAdmin(e)(...pedido);

/** A catalogue of this test alone (an area, a service with two tasks, a client with it) and a person of that area. */
async function escenario() {
  const k = ++n;
  const area = await admin('POST', '/horas/areas', { nombre: `Área Tabla ${k}` });
  const servicio = await admin('POST', '/servicios/servicios', { nombre: `Servicio Tabla ${k}`, areaId: area.id });
  const tareas = [
    await admin('POST', '/tareas/tareas', { nombre: `Tarea Tabla ${k}.1`, servicioId: servicio.id }),
    await admin('POST', '/tareas/tareas', { nombre: `Tarea Tabla ${k}.2`, servicioId: servicio.id }),
  ] as { id: number; nombre: string }[];
  const { cliente } = await admin('POST', '/clientes/cliente', { nombre: `Cliente Tabla ${k}`, areas: [area.id] });
  await admin('POST', `/clientes/clientes/${cliente.id}/servicios`, { serviciosIds: [servicio.id] });
  const p = await personaNueva(e, { areaIds: [area.id] });
  const fila = (i: number, descripcion: string | null = null) => ({ clienteId: cliente.id as number, servicioId: servicio.id as number, tareaId: tareas[i].id, descripcion });
  const vista = (i: number, descripcion = ''): FilaTabla => ({
    clienteId: cliente.id, servicioId: servicio.id, tareaId: tareas[i].id, cliente: cliente.nombre, servicio: servicio.nombre, tarea: tareas[i].nombre, descripcion,
  });
  return { area: area.id as number, servicio, tareas, cliente, p, fila, vista };
}

const sinCliente = (descripcion: string | null = null) => ({ clienteId: null, servicioId: null, tareaId: REUNION.id, descripcion });
const vistaSinCliente = (descripcion = ''): FilaTabla => ({ clienteId: null, servicioId: null, tareaId: REUNION.id, cliente: null, servicio: null, tarea: REUNION.nombre, descripcion });

const guardar = (p: Persona, filas: object[], lunes = LUNES) => e.pedir(p.auth, 'PUT', `/horas/tabla/${lunes}`, { filas });
async function leer(p: Persona, lunes = LUNES): Promise<FilaTabla[]> {
  const res = await e.pedir(p.auth, 'GET', `/horas/tabla/${lunes}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().filas;
}

describe('GET and PUT /horas/tabla/{lunes}', () => {
  it('a week starts with no rows; PUT keeps the list in its order, with names and descriptions, for that week only', async () => {
    const s = await escenario();
    expect(await leer(s.p)).toEqual([]);
    const res = await guardar(s.p, [s.fila(1, '  Desarrollo '), sinCliente(), s.fila(0, '   ')]);
    expect(res.statusCode, res.body).toBe(200);
    const esperadas = [s.vista(1, 'Desarrollo'), vistaSinCliente(), s.vista(0)];
    expect(res.json().filas).toEqual(esperadas);
    expect(await leer(s.p)).toEqual(esperadas);
    expect(await leer(s.p, '2026-03-23')).toEqual([]);
  });

  it('a PUT replaces the whole list; an empty one removes every row', async () => {
    const s = await escenario();
    await guardar(s.p, [s.fila(0), s.fila(1)]);
    expect((await guardar(s.p, [s.fila(1, 'Solo esta')])).statusCode).toBe(200);
    expect(await leer(s.p)).toEqual([s.vista(1, 'Solo esta')]);
    expect((await guardar(s.p, [])).statusCode).toBe(200);
    expect(await leer(s.p)).toEqual([]);
  });

  it('each person has their own rows: the session decides whose', async () => {
    const s = await escenario();
    const otra = await personaNueva(e, { areaIds: [s.area] });
    await guardar(s.p, [s.fila(0)]);
    await guardar(otra, [sinCliente('De otra persona')]);
    expect(await leer(s.p)).toEqual([s.vista(0)]);
    expect(await leer(otra)).toEqual([vistaSinCliente('De otra persona')]);
  });

  it.each([
    ['a day that is not a Monday', '2026-03-17', 'La semana debe indicarse por su lunes (AAAA-MM-DD).'],
    ['another format', '16-03-2026', 'Fecha inválida (AAAA-MM-DD)'],
    ['a day that does not exist', '2026-02-30', 'Fecha inválida: 2026-02-30'],
  ])('400 with its message for %s, on GET and PUT', async (_, lunes, mensaje) => {
    const s = await escenario();
    for (const res of [await e.pedir(s.p.auth, 'GET', `/horas/tabla/${lunes}`), await guardar(s.p, [sinCliente()], lunes)]) {
      expect([res.statusCode, res.json().mensaje]).toEqual([400, expect.stringContaining(mensaje)]);
    }
  });

  it(`at most ${MAX_FILAS_TABLA} rows, and no combination twice`, async () => {
    const s = await escenario();
    const demasiadas = await guardar(s.p, Array.from({ length: MAX_FILAS_TABLA + 1 }, () => sinCliente()));
    expect([demasiadas.statusCode, demasiadas.json().mensaje]).toEqual([400, expect.stringContaining(`como máximo ${MAX_FILAS_TABLA} filas`)]);
    const repetida = await guardar(s.p, [s.fila(0, 'Una'), s.fila(0, 'Otra')]);
    expect([repetida.statusCode, repetida.json().mensaje]).toEqual([400, 'La tabla no puede tener dos filas con el mismo cliente, servicio y tarea.']);
    expect(await leer(s.p)).toEqual([]);
  });

  it('a new row follows the hour rules: references that belong together, active, of a client the person may use', async () => {
    const s = await escenario();
    const ajeno = await escenario();
    const mal = [
      [{ ...s.fila(0), servicioId: null }, 400],
      [{ ...sinCliente(), servicioId: s.servicio.id }, 400],
      [{ ...s.fila(0), tareaId: ajeno.tareas[0].id }, 400],
      [ajeno.fila(0), 403],
    ] as const;
    for (const [fila, estado] of mal) {
      const res = await guardar(s.p, [fila]);
      expect([res.statusCode, typeof res.json().mensaje], JSON.stringify(fila)).toEqual([estado, 'string']);
    }
    await admin('PUT', `/tareas/tareas/${s.tareas[1].id}`, { activo: false });
    const inactiva = await guardar(s.p, [s.fila(1)]);
    expect([inactiva.statusCode, inactiva.json().mensaje]).toEqual([400, expect.stringContaining(s.tareas[1].nombre)]);
    expect(await leer(s.p)).toEqual([]);
  });

  it('a row already kept stays when its task is deactivated later, and the list can still change', async () => {
    const s = await escenario();
    await guardar(s.p, [s.fila(0)]);
    await admin('PUT', `/tareas/tareas/${s.tareas[0].id}`, { activo: false });
    const res = await guardar(s.p, [s.fila(0, 'Sigue'), sinCliente()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await leer(s.p)).toEqual([s.vista(0, 'Sigue'), vistaSinCliente()]);
  });

  it('fields outside the contract and other people\'s ids are not taken', async () => {
    const s = await escenario();
    const res = await guardar(s.p, [{ ...sinCliente(), usuarioId: 1 }]);
    expect(res.statusCode).toBe(400);
  });

  it('two replacements at once: the week ends with one of the lists, never a mix nor a 5xx', async () => {
    const s = await escenario();
    const a = [s.fila(0, 'A'), s.fila(1, 'A')];
    const b = [sinCliente('B')];
    const respuestas = await Promise.all([guardar(s.p, a), guardar(s.p, b), guardar(s.p, a), guardar(s.p, b)]);
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect([[s.vista(0, 'A'), s.vista(1, 'A')], [vistaSinCliente('B')]]).toContainEqual(await leer(s.p));
  });

  it('needs a session', async () => {
    expect((await e.app.inject({ method: 'GET', url: `/horas/tabla/${LUNES}` })).statusCode).toBe(401);
    expect((await e.app.inject({ method: 'PUT', url: `/horas/tabla/${LUNES}`, payload: { filas: [] } })).statusCode).toBe(401);
  });
});
