import { MENSAJES_HORAS } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = 'admin' | 'ana' | 'luis';
const pedir = (quien: Quien, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  e.app.inject({ method, url, headers: e.auth(quien), payload });

/** Ana, client Banco Andino, service Desarrollo web, task Programación. */
const valida = {
  clienteId: 1, servicioId: 1, tareaId: 2, horasTrabajadas: 2.5, descripcion: 'Desarrollo del módulo',
  usuarioId: IDS.ana, senorityhora: 'Senior', fechaCarga: '14/03/2026', cardId: 'card-1',
};
const defecto = { tareaId: 21, horasTrabajadas: 1, descripcion: 'Reunión de equipo', fechaCarga: '15/03/2026' };

async function primeraDe(quien: Quien, usuarioId: number, desde: string, hasta: string) {
  const res = await pedir(quien, 'GET', `/horas/horasusuario/${usuarioId}?fechaDesde=${desde}&fechaHasta=${hasta}`);
  return res.json().horasUsuario[0];
}

describe('hours flag', () => {
  it('GET /horas/horashabilitadas answers {habilitada}', async () => {
    expect((await pedir('luis', 'GET', '/horas/horashabilitadas')).json()).toEqual({ habilitada: false });
  });

  it('PUT /horas/actualizarhorashabilitadas: admin only', async () => {
    const staff = await pedir('ana', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: true });
    expect(staff.statusCode).toBe(403);
    const noBool = await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: 'si' });
    expect(noBool.statusCode).toBe(400);
    const res = await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: true });
    expect(res.json()).toEqual({ habilitada: true });
    expect((await pedir('luis', 'GET', '/horas/horashabilitadas')).json()).toEqual({ habilitada: true });
    await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: false });
  });
});

describe('GET /horas/horasusuario/{userId}', () => {
  it('own entries, whole history, ordered by date then id', async () => {
    const res = await pedir('ana', 'GET', `/horas/horasusuario/${IDS.ana}?horasHabilitadas=false`);
    const horas = res.json().horasUsuario;
    expect(horas.length).toBeGreaterThan(100);
    expect(horas.every((h: { usuarioId: number }) => h.usuarioId === IDS.ana)).toBe(true);
    const claves = horas.map((h: { fechaCarga: string; id: number }) => `${h.fechaCarga.split('/').reverse().join('')}-${String(h.id).padStart(6, '0')}`);
    expect(claves).toEqual([...claves].sort());
  });

  it('one week with fechaDesde/fechaHasta, in the listing shape', async () => {
    const res = await pedir('ana', 'GET', `/horas/horasusuario/${IDS.ana}?fechaDesde=2026-03-09&fechaHasta=2026-03-15`);
    const horas = res.json().horasUsuario;
    expect(horas.length).toBeGreaterThan(0);
    for (const h of horas) expect(['09', '10', '11', '12', '13']).toContain(h.fechaCarga.slice(0, 2));
    expect(horas[0]).toMatchObject({
      usuarioId: IDS.ana, senorityhora: 'Senior', usuario: { id: IDS.ana, nombre: 'Ana', apellidos: 'García', areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 2, nombre: 'Diseño' }] },
      tarea: { nombre: expect.any(String) },
    });
  });

  it("staff cannot read another user's entries (403); the admin can", async () => {
    const res = await pedir('luis', 'GET', `/horas/horasusuario/${IDS.ana}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ mensaje: 'No tiene permisos para ver las horas de otros usuarios.' });
    const admin = await pedir('admin', 'GET', `/horas/horasusuario/${IDS.ana}?fechaDesde=2026-03-01&fechaHasta=2026-03-31`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().horasUsuario.length).toBeGreaterThan(0);
    expect((await pedir('admin', 'GET', '/horas/horasusuario/999')).statusCode).toBe(404);
  });

  it('400 for an impossible date or an unknown query key', async () => {
    const mala = await pedir('ana', 'GET', `/horas/horasusuario/${IDS.ana}?fechaDesde=2026-02-31`);
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toEqual({ mensaje: 'Fecha inválida: 2026-02-31' });
    expect((await pedir('ana', 'GET', `/horas/horasusuario/${IDS.ana}?otro=1`)).statusCode).toBe(400);
  });
});

describe('POST /horas/cargarhoras', () => {
  it('creates an entry with client, service and task; user and senority from the token', async () => {
    const res = await pedir('ana', 'POST', '/horas/cargarhoras', { ...valida, senorityhora: 'Gerente' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number), clienteId: 1, servicioId: 1, tareaId: 2, horas: 2.5, descripcion: 'Desarrollo del módulo',
      usuarioId: IDS.ana, fechaCarga: '14/03/2026', senorityhora: 'Senior',
      cliente: { id: 1, nombre: 'Banco Andino' }, servicio: { nombre: 'Desarrollo web' }, tarea: { nombre: 'Programación' },
    });
  });

  it('creates an entry with a default task and no client', async () => {
    const res = await pedir('luis', 'POST', '/horas/cargarhoras', defecto);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clienteId: null, servicioId: null, cliente: null, servicio: null, tarea: { nombre: 'Reunión interna' }, senorityhora: 'Junior' });
  });

  it('accepts a client with a default task and no service', async () => {
    const res = await pedir('ana', 'POST', '/horas/cargarhoras', { ...defecto, clienteId: 2 });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['zero hours', { horasTrabajadas: 0 }, MENSAJES_HORAS.horasMayoresACero],
    ['negative hours', { horasTrabajadas: -1 }, MENSAJES_HORAS.horasMayoresACero],
    ['more than 24', { horasTrabajadas: 24.5 }, 'Las horas trabajadas no pueden superar 24 por registro.'],
    ['three decimals', { horasTrabajadas: 1.255 }, 'Las horas trabajadas admiten como máximo dos decimales.'],
    ['blank description', { descripcion: '   ' }, 'La descripción es obligatoria.'],
    ['no client and no task', { clienteId: null, servicioId: null, tareaId: null }, MENSAJES_HORAS.clienteOTareaDefecto],
    ['no client and a service task', { clienteId: undefined, servicioId: undefined }, MENSAJES_HORAS.clienteOTareaDefecto],
    ['a client without task', { tareaId: undefined }, MENSAJES_HORAS.tareaObligatoria],
    ['a service not assigned to the client', { servicioId: 4, tareaId: 8 }, 'El servicio seleccionado no está asignado al cliente.'],
    ['a task of another service', { tareaId: 8 }, 'La tarea seleccionada no pertenece al servicio.'],
    ['a service task without service', { servicioId: null }, 'Debe seleccionar un servicio para la tarea elegida.'],
    ['an inactive client', { clienteId: 7, servicioId: 5, tareaId: 11 }, "El cliente 'Editorial Sur' está inactivo."],
    ['an unknown client', { clienteId: 999 }, 'El cliente con ID 999 no existe.'],
    ['an impossible date', { fechaCarga: '31/02/2026' }, 'Fecha inválida: 31/02/2026'],
    ['a badly formatted date', { fechaCarga: '2026-03-14' }, 'Fecha inválida (dd/MM/yyyy)'],
  ])('400 for %s', async (_caso, cambio, mensaje) => {
    const res = await pedir('ana', 'POST', '/horas/cargarhoras', { ...valida, ...cambio });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('400 in Spanish naming the field when horasTrabajadas is missing or not a number', async () => {
    const { horasTrabajadas: _h, ...sinHoras } = valida;
    const res = await pedir('ana', 'POST', '/horas/cargarhoras', sinHoras);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/se esperaba número.*\(campo: horasTrabajadas\)/);
    expect((await pedir('ana', 'POST', '/horas/cargarhoras', { ...valida, horasTrabajadas: '3' })).statusCode).toBe(400);
  });

  it('403 when the body names another user', async () => {
    const res = await pedir('ana', 'POST', '/horas/cargarhoras', { ...valida, usuarioId: IDS.luis });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ mensaje: 'No puede cargar horas a nombre de otro usuario.' });
  });

  it('409 past 24 hours in one day for one user', async () => {
    const dia = { ...defecto, fechaCarga: '07/03/2026' };
    expect((await pedir('luis', 'POST', '/horas/cargarhoras', { ...dia, horasTrabajadas: 20 })).statusCode).toBe(201);
    const res = await pedir('luis', 'POST', '/horas/cargarhoras', { ...dia, horasTrabajadas: 4.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toMatch(/no puede superar 24/);
    expect((await pedir('luis', 'POST', '/horas/cargarhoras', { ...dia, horasTrabajadas: 4 })).statusCode).toBe(201);
    expect((await pedir('ana', 'POST', '/horas/cargarhoras', { ...dia, horasTrabajadas: 4 })).statusCode).toBe(201);
  });

  it('the editing window: 403 outside current month and two previous, unless the flag is on', async () => {
    const fuera = await pedir('ana', 'POST', '/horas/cargarhoras', { ...defecto, fechaCarga: '31/12/2025' });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toMatch(/mes actual y de los dos meses anteriores/);
    expect((await pedir('ana', 'POST', '/horas/cargarhoras', { ...defecto, fechaCarga: '01/04/2026' })).statusCode).toBe(403);
    expect((await pedir('ana', 'POST', '/horas/cargarhoras', { ...defecto, fechaCarga: '01/01/2026' })).statusCode).toBe(201);
    expect((await pedir('ana', 'POST', '/horas/cargarhoras', { ...defecto, fechaCarga: '31/03/2026' })).statusCode).toBe(201);
    await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: true });
    const habilitada = await pedir('ana', 'POST', '/horas/cargarhoras', { ...defecto, fechaCarga: '31/12/2025' });
    await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: false });
    expect(habilitada.statusCode).toBe(201);
  });
});

describe('PUT /horas/actualizarhoras/{id} and DELETE /horas/eliminarhoras/{id}', () => {
  it('updates an own entry', async () => {
    const creada = (await pedir('ana', 'POST', '/horas/cargarhoras', valida)).json();
    const res = await pedir('ana', 'PUT', `/horas/actualizarhoras/${creada.id}`, { ...valida, id: creada.id, horasTrabajadas: 3, descripcion: 'Cambio' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: creada.id, horas: 3, descripcion: 'Cambio' });
  });

  it("answers 404 for another user's entry, by path, without data", async () => {
    const deLuis = await primeraDe('luis', IDS.luis, '2026-03-01', '2026-03-31');
    const put = await pedir('ana', 'PUT', `/horas/actualizarhoras/${deLuis.id}`, valida);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ mensaje: `Registro de horas con ID ${deLuis.id} no encontrado` });
    const del = await pedir('ana', 'DELETE', `/horas/eliminarhoras/${deLuis.id}`);
    expect(del.statusCode).toBe(404);
    const admin = await pedir('admin', 'DELETE', `/horas/eliminarhoras/${deLuis.id}`);
    expect(admin.statusCode).toBe(404);
  });

  it('400 when the body id differs from the path; 404 for a missing id', async () => {
    const propia = await primeraDe('ana', IDS.ana, '2026-03-01', '2026-03-31');
    const res = await pedir('ana', 'PUT', `/horas/actualizarhoras/${propia.id}`, { ...valida, id: propia.id + 1 });
    expect(res.statusCode).toBe(400);
    expect((await pedir('ana', 'PUT', '/horas/actualizarhoras/999999', valida)).statusCode).toBe(404);
  });

  it('403 to edit or delete an entry outside the window; allowed with the flag on', async () => {
    const vieja = await primeraDe('ana', IDS.ana, '2025-12-01', '2025-12-31');
    expect((await pedir('ana', 'PUT', `/horas/actualizarhoras/${vieja.id}`, valida)).statusCode).toBe(403);
    expect((await pedir('ana', 'DELETE', `/horas/eliminarhoras/${vieja.id}`)).statusCode).toBe(403);
    await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: true });
    const borrada = await pedir('ana', 'DELETE', `/horas/eliminarhoras/${vieja.id}`);
    await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: false });
    expect(borrada.statusCode).toBe(204);
  });

  it('deletes an own entry (204), then 404', async () => {
    const creada = (await pedir('luis', 'POST', '/horas/cargarhoras', defecto)).json();
    const res = await e.app.inject({
      method: 'DELETE', url: `/horas/eliminarhoras/${creada.id}`, headers: { ...e.auth('luis'), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await pedir('luis', 'DELETE', `/horas/eliminarhoras/${creada.id}`)).statusCode).toBe(404);
  });

  it('an edit keeps the per-day limit, not counting the entry itself', async () => {
    const dia = { ...defecto, fechaCarga: '08/03/2026' };
    const creada = (await pedir('ana', 'POST', '/horas/cargarhoras', { ...dia, horasTrabajadas: 24 })).json();
    expect((await pedir('ana', 'PUT', `/horas/actualizarhoras/${creada.id}`, { ...dia, horasTrabajadas: 23.5 })).statusCode).toBe(200);
    expect((await pedir('ana', 'POST', '/horas/cargarhoras', { ...dia, horasTrabajadas: 1 })).statusCode).toBe(409);
  });
});
