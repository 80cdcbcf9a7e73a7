import { MENSAJES_CIERRE, MENSAJES_HORAS } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFechaCarga } from '../src/lib/fechas';
import { crearEntorno, IDS, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';

/**
 * What a closing locks: a user's hours in a month `enviado` or `aprobado` on every write path,
 * before the editing window and whatever the hours switch says; a month sent back (rechazado) or
 * reopened takes its owner's writes outside the window; the targets (jornadas, holidays) of an
 * approved month do not move. Today is 2026-03-18: the window is January to March 2026.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = Parameters<Entorno['pedir']>[0];
const paso = async (quien: Quien, usuarioId: number, mes: string, accion: string, cuerpo: object = {}) => {
  const res = await e.pedir(quien, 'POST', `/horas/cierres/${usuarioId}/${mes}/${accion}`, cuerpo);
  expect(res.statusCode, `${accion} ${mes}: ${res.body}`).toBe(200);
  return res.json() as { version: number };
};
const hora = (fecha: string, horas = 2) => ({ tareaId: 21, horasTrabajadas: horas, descripcion: 'Trabajo', fechaCarga: aFechaCarga(fecha) });
const crear = (p: Persona, fecha: string, horas?: number) => e.pedir(p.auth, 'POST', '/horas/cargarhoras', hora(fecha, horas));
const actualizar = (p: Persona, id: number, fecha: string, horas?: number) => e.pedir(p.auth, 'PUT', `/horas/actualizarhoras/${id}`, hora(fecha, horas));
const eliminar = (p: Persona, id: number) => e.pedir(p.auth, 'DELETE', `/horas/eliminarhoras/${id}`);
const entradas = async (p: Persona) => (await e.pedir(p.auth, 'GET', `/horas/horasusuario/${p.id}`)).json().horasUsuario as unknown[];
async function idDe(res: Awaited<ReturnType<typeof crear>>): Promise<number> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const habilitar = async (habilitada: boolean) => {
  expect((await e.pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada })).statusCode).toBe(200);
};
const refusal = (res: { statusCode: number; json: () => unknown }, status: number, mensaje: string, camino = '') => {
  expect(res.statusCode, camino).toBe(status);
  expect(res.json(), camino).toEqual({ mensaje });
};

describe('targets of an approved month do not move (Carla\'s January is approved in the demo)', () => {
  it('a holiday in an approved month, added or removed: 409; in an open month: allowed', async () => {
    refusal(await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-01-15', nombre: 'Nuevo' }), 409, MENSAJES_CIERRE.objetivoAprobado('01/2026'));
    refusal(await e.pedir('admin', 'DELETE', '/horas/feriados/2026-01-01'), 409, MENSAJES_CIERRE.objetivoAprobado('01/2026'));
    expect((await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-03-20', nombre: 'Puente' })).statusCode).toBe(201);
    expect((await e.pedir('admin', 'DELETE', '/horas/feriados/2026-03-20')).statusCode).toBe(204);
  });

  it('the default jornada from a day of or before an approved month: 409; after every approved month: allowed', async () => {
    refusal(await e.pedir('admin', 'PUT', '/horas/jornada-defecto/2026-01-20', { horasPorDia: OCHO_HORAS }), 409, MENSAJES_CIERRE.objetivoAprobado('01/2026'));
    refusal(await e.pedir('admin', 'PUT', '/horas/jornada-defecto/2025-06-01', { horasPorDia: OCHO_HORAS }), 409, MENSAJES_CIERRE.objetivoAprobado('01/2026'));
    expect((await e.pedir('admin', 'PUT', '/horas/jornada-defecto/2026-04-01', { horasPorDia: OCHO_HORAS })).statusCode).toBe(200);
  });

  it("a first jornada of Carla's from March would move her start past the approved January: 409", async () => {
    refusal(await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.carla}/jornadas/2026-03-01`, { horasPorDia: [4, 4, 4, 4, 4, 0, 0] }), 409,
      MENSAJES_CIERRE.objetivoAprobadoDeUsuario('01/2026'));
    expect((await e.pedir('admin', 'GET', `/usuarios/usuarios/${IDS.carla}/jornadas`)).json()).toEqual([]);
  });

  it("a user's jornada over their approved month: 409; after it, or before it ends nothing of it: allowed; once reopened: allowed", async () => {
    const p = await personaNueva(e);
    await p.jornada('2026-01-01', OCHO_HORAS);
    await paso(p.auth, p.id, '2026-02', 'enviar');
    await paso('ana', p.id, '2026-02', 'aprobar', { version: 1 });
    const cuerpo = { horasPorDia: [6, 6, 6, 6, 6, 0, 0] };
    const febrero = MENSAJES_CIERRE.objetivoAprobadoDeUsuario('02/2026');
    refusal(await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2026-02-15`, cuerpo), 409, febrero);
    refusal(await e.pedir('admin', 'DELETE', `/usuarios/usuarios/${p.id}/jornadas/2026-01-01`), 409, febrero);
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2026-03-01`, cuerpo)).statusCode).toBe(200);
    // From December until the January jornada: February keeps its target.
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2025-12-01`, cuerpo)).statusCode).toBe(200);
    // Another user's approved month does not hold this one's jornada.
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-01-05`, { horasPorDia: OCHO_HORAS })).statusCode).toBe(200);
    await paso('admin', p.id, '2026-02', 'reabrir', { motivo: 'Cambio de jornada.' });
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.id}/jornadas/2026-02-15`, cuerpo)).statusCode).toBe(200);
  });
});

describe('every write path against a locked month', () => {
  it.each([
    ['enviado', false], ['enviado', true], ['aprobado', false], ['aprobado', true],
  ] as const)('%s, hours switch on: %s: create, update in place, move in, move out, delete all answer 409 and change nothing', async (estado, switchOn) => {
    const p = await personaNueva(e);
    const enFebrero = await idDe(await crear(p, '2026-02-10'));
    const enMarzo = await idDe(await crear(p, '2026-03-10'));
    await paso(p.auth, p.id, '2026-02', 'enviar');
    if (estado === 'aprobado') await paso('ana', p.id, '2026-02', 'aprobar', { version: 1 });
    await habilitar(switchOn);
    try {
      const antes = await entradas(p);
      const mensaje = estado === 'enviado' ? MENSAJES_CIERRE.mesEnviado('02/2026') : MENSAJES_CIERRE.mesAprobado('02/2026');
      const caminos: [string, () => ReturnType<typeof crear>][] = [
        ['create', () => crear(p, '2026-02-11')],
        ['update in place', () => actualizar(p, enFebrero, '2026-02-10', 3)],
        ['move in', () => actualizar(p, enMarzo, '2026-02-12')],
        ['move out', () => actualizar(p, enFebrero, '2026-03-12')],
        ['delete', () => eliminar(p, enFebrero)],
      ];
      for (const [camino, intento] of caminos) refusal(await intento(), 409, mensaje, camino);
      expect(await entradas(p)).toEqual(antes);
      expect((await actualizar(p, enMarzo, '2026-03-11', 3)).statusCode).toBe(200);
    } finally {
      await habilitar(false);
    }
  });

  it('the lock comes before the editing window: a locked day outside it answers 409 with its reason', async () => {
    const p = await personaNueva(e);
    await paso(p.auth, p.id, '2025-12', 'enviar');
    refusal(await crear(p, '2025-12-10'), 409, MENSAJES_CIERRE.mesEnviado('12/2025'));
    await paso('admin', p.id, '2025-12', 'aprobar', { version: 1 });
    refusal(await crear(p, '2025-12-10'), 409, MENSAJES_CIERRE.mesAprobado('12/2025'));
    refusal(await crear(p, '2025-11-10'), 403, MENSAJES_HORAS.fueraDeVentana);
  });

  it('a week straddling two months: its open days take hours, its locked days do not', async () => {
    const p = await personaNueva(e);
    await paso(p.auth, p.id, '2026-02', 'enviar');
    const semanas = [
      ['2026-01-26', '2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01'],
      ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01'],
    ];
    for (const fecha of semanas.flat()) {
      const res = await crear(p, fecha);
      if (fecha.startsWith('2026-02')) refusal(res, 409, MENSAJES_CIERRE.mesEnviado('02/2026'), fecha);
      else expect(res.statusCode, fecha).toBe(201);
    }
    const semana = await e.pedir(p.auth, 'GET', `/horas/horasusuario/${p.id}?fechaDesde=2026-02-23&fechaHasta=2026-03-01`);
    expect(semana.json().horasUsuario.map((h: { fechaCarga: string }) => h.fechaCarga)).toEqual(['01/03/2026']);
  });
});

describe('a month sent back or reopened takes its owner\'s writes outside the window until it is submitted again', () => {
  it('rechazado: the owner creates, updates and deletes; others cannot; submitted again it locks; withdrawn, the window applies', async () => {
    const p = await personaNueva(e);
    await paso(p.auth, p.id, '2025-12', 'enviar');
    await paso('ana', p.id, '2025-12', 'rechazar', { comentario: 'Faltan horas del 10.' });
    const id = await idDe(await crear(p, '2025-12-10'));
    expect((await actualizar(p, id, '2025-12-11', 4)).statusCode).toBe(200);
    expect((await eliminar(p, await idDe(await crear(p, '2025-12-12')))).statusCode).toBe(204);
    // Moving it out to an open month outside the window: the window applies there.
    refusal(await actualizar(p, id, '2025-11-11'), 403, MENSAJES_HORAS.fueraDeVentana);
    refusal(await e.pedir('luis', 'POST', '/horas/cargarhoras', { ...hora('2025-12-15'), usuarioId: p.id }), 403, MENSAJES_HORAS.otroUsuario);
    refusal(await e.pedir('luis', 'PUT', `/horas/actualizarhoras/${id}`, hora('2025-12-11')), 404, `Registro de horas con ID ${id} no encontrado`);
    refusal(await e.pedir('luis', 'DELETE', `/horas/eliminarhoras/${id}`), 404, `Registro de horas con ID ${id} no encontrado`);
    refusal(await e.pedir('luis', 'POST', '/horas/cargarhoras', hora('2025-12-15')), 403, MENSAJES_HORAS.fueraDeVentana);
    await paso(p.auth, p.id, '2025-12', 'enviar');
    refusal(await crear(p, '2025-12-15'), 409, MENSAJES_CIERRE.mesEnviado('12/2025'));
    await paso(p.auth, p.id, '2025-12', 'retirar');
    refusal(await crear(p, '2025-12-15'), 403, MENSAJES_HORAS.fueraDeVentana);
    expect((await e.pedir(p.auth, 'GET', `/horas/horasusuario/${p.id}`)).json().horasUsuario)
      .toEqual([expect.objectContaining({ id, fechaCarga: '11/12/2025', horas: 4 })]);
  });

  it('reopened by an administrator: the owner writes outside the window until submitting again', async () => {
    const p = await personaNueva(e);
    await paso(p.auth, p.id, '2025-11', 'enviar');
    await paso('admin', p.id, '2025-11', 'aprobar', { version: 1 });
    await paso('admin', p.id, '2025-11', 'reabrir', { motivo: 'Falta un cliente.' });
    const id = await idDe(await crear(p, '2025-11-10'));
    expect((await actualizar(p, id, '2025-11-10', 5)).statusCode).toBe(200);
    await paso(p.auth, p.id, '2025-11', 'enviar');
    refusal(await eliminar(p, id), 409, MENSAJES_CIERRE.mesEnviado('11/2025'));
    await paso(p.auth, p.id, '2025-11', 'retirar');
    refusal(await eliminar(p, id), 403, MENSAJES_HORAS.fueraDeVentana);
  });
});
