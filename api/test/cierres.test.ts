import { MENSAJE_AÑOS, MENSAJES_CIERRE } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';

/**
 * Month closings: every transition and every refusal (400, 404, 403, 409 in that order), who may
 * do what (administrators, responsables, staff), the listings and one month's review. In the demo
 * (today 2026-03-18) Ana leads Desarrollo (Luis and Carla's area); Carla's January is approved and
 * her February submitted.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = Parameters<Entorno['pedir']>[0];
const paso = (quien: Quien, usuarioId: number, mes: string, accion: string, cuerpo: object = {}) =>
  e.pedir(quien, 'POST', `/horas/cierres/${usuarioId}/${mes}/${accion}`, cuerpo);
const leer = (quien: Quien, url: string) => e.pedir(quien, 'GET', url);

const ACTORES = {
  admin: { id: IDS.admin, nombre: 'Admin', apellidos: 'Sistema' },
  ana: { id: IDS.ana, nombre: 'Ana', apellidos: 'García' },
  carla: { id: IDS.carla, nombre: 'Carla', apellidos: 'Méndez' },
};
const AHORA = '2026-03-18T15:00:00.000Z';

/** Someone new in Desarrollo (Ana approves them), 8 h Monday to Friday from 1 February. */
async function enDesarrollo(nombre = 'Sofía'): Promise<Persona> {
  const p = await personaNueva(e, { nombre, apellidos: 'Ortiz', areaIds: [1] });
  await p.jornada('2026-02-01', OCHO_HORAS);
  return p;
}

describe('the demo closings', () => {
  it("Carla's January: approved by the administrator after she submitted it, with the figures it had", async () => {
    const res = await leer('carla', '/horas/cierres/me?mes=2026-01');
    expect(res.statusCode).toBe(200);
    const saldo = (await leer('carla', `/horas/saldo?usuarioId=${IDS.carla}&fechaDesde=2026-01-01&fechaHasta=2026-01-31`)).json();
    expect(res.json()).toEqual({
      usuarioId: IDS.carla, mes: '2026-01', estado: 'aprobado',
      cargadas: saldo.cargadas, objetivo: saldo.objetivo, diferencia: saldo.diferencia, diasSinHoras: saldo.diasSinHoras,
      version: 2, comentario: null,
      historial: [
        { estado: 'enviado', actor: ACTORES.carla, en: '2026-02-01T12:00:00.000Z', comentario: null },
        { estado: 'aprobado', actor: ACTORES.admin, en: '2026-02-02T12:00:00.000Z', comentario: null },
      ],
    });
    expect(saldo.objetivo).toBeGreaterThan(0);
    expect(saldo.cargadas).toBeGreaterThan(0);
  });

  it("Carla's February is submitted; the other demo users' months are open, at version 0", async () => {
    expect((await leer('carla', '/horas/cierres/me?mes=2026-02')).json()).toMatchObject({ estado: 'enviado', version: 1 });
    for (const quien of ['admin', 'ana', 'luis'] as const) {
      for (const mes of ['2026-01', '2026-02', '2026-03']) {
        expect((await leer(quien, `/horas/cierres/me?mes=${mes}`)).json()).toMatchObject({ estado: 'abierto', version: 0, comentario: null, historial: [] });
      }
    }
  });
});

describe('GET /horas/cierres/me', () => {
  it("any user's own month: its hours, target and days without hours as the saldo of that month says", async () => {
    const res = await leer('luis', '/horas/cierres/me?mes=2026-03');
    expect(res.statusCode).toBe(200);
    const saldo = (await leer('luis', `/horas/saldo?usuarioId=${IDS.luis}&fechaDesde=2026-03-01&fechaHasta=2026-03-31`)).json();
    expect(res.json()).toEqual({
      usuarioId: IDS.luis, mes: '2026-03', estado: 'abierto', cargadas: saldo.cargadas, objetivo: saldo.objetivo,
      diferencia: saldo.diferencia, diasSinHoras: saldo.diasSinHoras, version: 0, comentario: null, historial: [],
    });
  });

  it.each([['2026-13', MENSAJES_CIERRE.mes], ['2026-3', MENSAJES_CIERRE.mes], ['26-03', MENSAJES_CIERRE.mes], ['2026-03-01', MENSAJES_CIERRE.mes],
    ['abc', MENSAJES_CIERRE.mes], ['0000-01', MENSAJE_AÑOS], ['1899-12', MENSAJE_AÑOS], ['9999-01', MENSAJE_AÑOS]])('400 for the month %s', async (mes, mensaje) => {
    const res = await leer('luis', `/horas/cierres/me?mes=${mes}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('400 without a month', async () => {
    const res = await leer('luis', '/horas/cierres/me');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: MENSAJES_CIERRE.mes });
  });
});

describe('the transitions', () => {
  it('every transition in turn, each one version more, recorded with who, when and its comment', async () => {
    const p = await enDesarrollo();
    await p.cargar(8, '2026-02-10');
    const yo = { id: p.id, nombre: 'Sofía', apellidos: 'Ortiz' };
    const pasos: [Quien, string, object, string, string | null, typeof yo][] = [
      [p.auth, 'enviar', {}, 'enviado', null, yo],
      [p.auth, 'retirar', {}, 'abierto', null, yo],
      [p.auth, 'enviar', {}, 'enviado', null, yo],
      ['ana', 'rechazar', { comentario: 'Falta el miércoles 11.' }, 'rechazado', 'Falta el miércoles 11.', ACTORES.ana],
      [p.auth, 'enviar', {}, 'enviado', null, yo],
      ['ana', 'aprobar', { version: 5 }, 'aprobado', null, ACTORES.ana],
      ['admin', 'reabrir', { motivo: 'Horas de un cliente equivocado.' }, 'abierto', 'Horas de un cliente equivocado.', ACTORES.admin],
      [p.auth, 'enviar', {}, 'enviado', null, yo],
      ['admin', 'aprobar', { version: 8 }, 'aprobado', null, ACTORES.admin],
    ];
    for (const [i, [quien, accion, cuerpo, estado, comentario, actor]] of pasos.entries()) {
      const res = await paso(quien, p.id, '2026-02', accion, cuerpo);
      expect(res.statusCode, `${accion}: ${res.body}`).toBe(200);
      const cierre = res.json();
      expect(cierre).toMatchObject({ usuarioId: p.id, mes: '2026-02', estado, version: i + 1, comentario });
      expect(cierre.historial).toHaveLength(i + 1);
      expect(cierre.historial.at(-1)).toEqual({ estado, actor, en: AHORA, comentario });
    }
    const final = (await leer(p.auth, '/horas/cierres/me?mes=2026-02')).json();
    expect(final.historial.map((t: { estado: string }) => t.estado))
      .toEqual(['enviado', 'abierto', 'enviado', 'rechazado', 'enviado', 'aprobado', 'abierto', 'enviado', 'aprobado']);
    // 20 weekdays of 8 h; 8 h logged; every other weekday before today is a day without hours.
    expect(final).toMatchObject({ cargadas: 8, objetivo: 160, diferencia: -152 });
    expect(final.diasSinHoras).toHaveLength(19);
    expect(final.diasSinHoras).not.toContain('2026-02-10');
  });

  it('the current month can be submitted, a later one cannot (400)', async () => {
    const p = await enDesarrollo();
    expect((await paso(p.auth, p.id, '2026-03', 'enviar')).statusCode).toBe(200);
    const res = await paso(p.auth, p.id, '2026-04', 'enviar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'No se puede enviar el mes 04/2026: todavía no comenzó.' });
  });

  it('an administrator may approve their own month; it is recorded', async () => {
    expect((await paso('admin', IDS.admin, '2025-12', 'enviar')).statusCode).toBe(200);
    const res = await paso('admin', IDS.admin, '2025-12', 'aprobar', { version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().historial.at(-1)).toEqual({ estado: 'aprobado', actor: ACTORES.admin, en: AHORA, comentario: null });
  });

  it('approving stores the figures as they were; a stale version answers 409 and changes nothing', async () => {
    const p = await enDesarrollo();
    await p.cargar(6, '2026-02-16', '2026-02-17');
    expect((await paso(p.auth, p.id, '2026-02', 'enviar')).json().version).toBe(1);
    expect((await paso(p.auth, p.id, '2026-02', 'retirar')).statusCode).toBe(200);
    await p.cargar(2, '2026-02-16');
    expect((await paso(p.auth, p.id, '2026-02', 'enviar')).json().version).toBe(3);
    const vieja = await paso('ana', p.id, '2026-02', 'aprobar', { version: 1 });
    expect(vieja.statusCode).toBe(409);
    expect(vieja.json()).toEqual({ mensaje: MENSAJES_CIERRE.versionVieja });
    expect((await leer(p.auth, '/horas/cierres/me?mes=2026-02')).json()).toMatchObject({ estado: 'enviado', version: 3 });
    const ok = await paso('ana', p.id, '2026-02', 'aprobar', { version: 3 });
    expect(ok.json()).toMatchObject({ estado: 'aprobado', version: 4, cargadas: 14, objetivo: 160, diferencia: -146 });
  });
});

describe('refusals, checked in order: input (400), the user (404), who asks (403), the state (409)', () => {
  const comentarioLargo = 'x'.repeat(501);
  const conControl = 'El comentario no puede contener caracteres de control.';
  it.each([
    ['a month that is not YYYY-MM', 'ana', IDS.carla, '2026-2', 'aprobar', { version: 1 }, MENSAJES_CIERRE.mes],
    ['a month 13', 'carla', IDS.carla, '2026-13', 'enviar', {}, MENSAJES_CIERRE.mes],
    ['rejecting without a comment', 'ana', IDS.carla, '2026-02', 'rechazar', {}, MENSAJES_CIERRE.comentarioObligatorio],
    ['rejecting with a blank comment', 'ana', IDS.carla, '2026-02', 'rechazar', { comentario: '   ' }, MENSAJES_CIERRE.comentarioObligatorio],
    ['a comment over 500 characters', 'ana', IDS.carla, '2026-02', 'rechazar', { comentario: comentarioLargo }, MENSAJES_CIERRE.comentarioLargo],
    ['reopening without a reason', 'admin', IDS.carla, '2026-01', 'reabrir', {}, MENSAJES_CIERRE.motivoObligatorio],
    ['a comment with a bell', 'ana', IDS.carla, '2026-02', 'rechazar', { comentario: 'Falta\u0007 el viernes' }, conControl],
    ['a comment with a lone surrogate', 'ana', IDS.carla, '2026-02', 'rechazar', { comentario: 'Falta \ud83d' }, conControl],
    ['a comment of zero-width spaces', 'ana', IDS.carla, '2026-02', 'rechazar', { comentario: '\u200b\u200b' }, MENSAJES_CIERRE.comentarioObligatorio],
    ['a reason with an escape', 'admin', IDS.carla, '2026-01', 'reabrir', { motivo: 'Error\u001b[2J' }, conControl],
    ['a reason with U+0085', 'admin', IDS.carla, '2026-01', 'reabrir', { motivo: 'Error\u0085' }, conControl],
    ['a reason of zero-width spaces', 'admin', IDS.carla, '2026-01', 'reabrir', { motivo: '\u200b' }, MENSAJES_CIERRE.motivoObligatorio],
    ['approving without a version', 'ana', IDS.carla, '2026-02', 'aprobar', {}, MENSAJES_CIERRE.version],
    ['a negative version', 'ana', IDS.carla, '2026-02', 'aprobar', { version: -1 }, MENSAJES_CIERRE.version],
    ['a fractional version', 'ana', IDS.carla, '2026-02', 'aprobar', { version: 1.5 }, MENSAJES_CIERRE.version],
    ['a later month, before the user is looked up', 'luis', 999_999, '2027-01', 'enviar', {}, 'No se puede enviar el mes 01/2027: todavía no comenzó.'],
    ['bad input for an unknown user', 'admin', 999_999, '2026-00', 'reabrir', { motivo: 'x' }, MENSAJES_CIERRE.mes],
    ['a field the call does not take', 'carla', IDS.carla, '2026-03', 'enviar', { version: 1 }, 'Campo no permitido: version'],
  ] as const)('400: %s', async (_caso, quien, usuarioId, mes, accion, cuerpo, mensaje) => {
    const res = await paso(quien, usuarioId, mes, accion, cuerpo);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it.each([
    ['enviar', 'luis', {}], ['retirar', 'luis', {}], ['aprobar', 'luis', { version: 0 }], ['rechazar', 'luis', { comentario: 'x' }],
    ['reabrir', 'luis', { motivo: 'x' }], ['aprobar', 'admin', { version: 0 }],
  ] as const)('404 for an unknown user, before who asks: %s by %s', async (accion, quien, cuerpo) => {
    const res = await paso(quien, 999_999, '2026-02', accion, cuerpo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'Usuario con ID 999999 no encontrado' });
  });

  const soloElPropio = 'Solo el propio usuario puede enviar su mes o retirar su envío.';
  const soloAprobadores = 'Solo un administrador o un responsable de área puede revisar los cierres de otros usuarios.';
  const noAprobador = 'Solo un administrador o un responsable de un área del usuario puede aprobar o rechazar su mes.';
  const propio = 'No puede aprobar ni rechazar su propio mes: lo hace un administrador o un responsable de otra de sus áreas.';
  it.each([
    ["an administrator submitting someone else's month", 'admin', IDS.luis, 'enviar', {}, soloElPropio],
    ["a responsable submitting one of their people's months", 'ana', IDS.luis, 'enviar', {}, soloElPropio],
    ["withdrawing someone else's submission (before its state: 409 otherwise)", 'admin', IDS.carla, 'retirar', {}, soloElPropio],
    ['staff approving', 'luis', IDS.carla, 'aprobar', { version: 1 }, soloAprobadores],
    ['staff rejecting', 'luis', IDS.carla, 'rechazar', { comentario: 'No.' }, soloAprobadores],
    ['staff approving their own month', 'carla', IDS.carla, 'aprobar', { version: 1 }, propio],
    ['a responsable approving their own month', 'ana', IDS.ana, 'aprobar', { version: 0 }, propio],
    ['a responsable rejecting their own month', 'ana', IDS.ana, 'rechazar', { comentario: 'x' }, propio],
    ['a responsable approving someone outside the areas they lead', 'ana', IDS.admin, 'aprobar', { version: 0 }, noAprobador],
    ['a responsable reopening', 'ana', IDS.carla, 'reabrir', { motivo: 'x' }, 'Solo un administrador puede reabrir un mes aprobado.'],
    ['staff reopening their own month', 'carla', IDS.carla, 'reabrir', { motivo: 'x' }, 'Solo un administrador puede reabrir un mes aprobado.'],
  ] as const)('403: %s', async (_caso, quien, usuarioId, accion, cuerpo, mensaje) => {
    const mes = accion === 'reabrir' ? '2026-01' : '2026-02';
    const res = await paso(quien, usuarioId, mes, accion, cuerpo);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ mensaje });
  });

  it.each([
    ['submitting a submitted month', 'carla', IDS.carla, '2026-02', 'enviar', {}, 'El mes 02/2026 ya está enviado para aprobación.'],
    ['submitting an approved month', 'carla', IDS.carla, '2026-01', 'enviar', {}, 'El mes 01/2026 ya está aprobado.'],
    ['withdrawing an open month', 'luis', IDS.luis, '2026-02', 'retirar', {}, 'Solo se puede retirar el envío de un mes enviado para aprobación: el mes 02/2026 está abierto.'],
    ['withdrawing an approved month', 'carla', IDS.carla, '2026-01', 'retirar', {}, 'Solo se puede retirar el envío de un mes enviado para aprobación: el mes 01/2026 está aprobado.'],
    ['approving an open month', 'ana', IDS.luis, '2026-02', 'aprobar', { version: 0 }, 'Solo se puede aprobar un mes enviado para aprobación: el mes 02/2026 está abierto.'],
    ['approving an approved month', 'ana', IDS.carla, '2026-01', 'aprobar', { version: 2 }, 'Solo se puede aprobar un mes enviado para aprobación: el mes 01/2026 está aprobado.'],
    ['a stale version, whatever the state', 'ana', IDS.carla, '2026-01', 'aprobar', { version: 1 }, MENSAJES_CIERRE.versionVieja],
    ['rejecting an open month', 'ana', IDS.luis, '2026-02', 'rechazar', { comentario: 'x' }, 'Solo se puede rechazar un mes enviado para aprobación: el mes 02/2026 está abierto.'],
    ['reopening a submitted month', 'admin', IDS.carla, '2026-02', 'reabrir', { motivo: 'x' }, 'Solo se puede reabrir un mes aprobado: el mes 02/2026 está enviado.'],
    ['reopening an open month', 'admin', IDS.luis, '2026-02', 'reabrir', { motivo: 'x' }, 'Solo se puede reabrir un mes aprobado: el mes 02/2026 está abierto.'],
  ] as const)('409: %s', async (_caso, quien, usuarioId, mes, accion, cuerpo, mensaje) => {
    const antes = (await leer('admin', `/horas/cierres/${usuarioId}/${mes}`)).json();
    const res = await paso(quien, usuarioId, mes, accion, cuerpo);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ mensaje });
    expect((await leer('admin', `/horas/cierres/${usuarioId}/${mes}`)).json()).toEqual(antes);
  });

  it('409 rejecting an approved month and submitting again a rejected one is allowed', async () => {
    const p = await enDesarrollo();
    await paso(p.auth, p.id, '2026-01', 'enviar');
    expect((await paso('ana', p.id, '2026-01', 'rechazar', { comentario: 'Revise enero.' })).json()).toMatchObject({ estado: 'rechazado', comentario: 'Revise enero.' });
    expect((await paso('ana', p.id, '2026-01', 'rechazar', { comentario: 'Otra vez.' })).statusCode).toBe(409);
    expect((await paso(p.auth, p.id, '2026-01', 'enviar')).json()).toMatchObject({ estado: 'enviado', version: 3, comentario: null });
  });
});

describe('GET /horas/cierres/{usuarioId}/{mes}: what an approver reviews', () => {
  it("the closing with the month's days (as /horas/saldo) and entries (as /horas/horasusuario)", async () => {
    const res = await leer('ana', `/horas/cierres/${IDS.carla}/2026-02`);
    expect(res.statusCode).toBe(200);
    const cierre = res.json();
    const saldo = (await leer('admin', `/horas/saldo?usuarioId=${IDS.carla}&fechaDesde=2026-02-01&fechaHasta=2026-02-28`)).json();
    const horas = (await leer('admin', `/horas/horasusuario/${IDS.carla}?fechaDesde=2026-02-01&fechaHasta=2026-02-28`)).json().horasUsuario;
    expect(cierre).toMatchObject({ usuarioId: IDS.carla, mes: '2026-02', estado: 'enviado', version: 1, cargadas: saldo.cargadas, objetivo: saldo.objetivo });
    expect(cierre.dias).toEqual(saldo.dias);
    expect(cierre.dias).toHaveLength(28);
    expect(cierre.horas).toEqual(horas);
    expect(cierre.horas.length).toBeGreaterThan(10);
    expect(cierre.horas.every((h: { fechaCarga: string }) => h.fechaCarga.endsWith('/02/2026'))).toBe(true);
    expect(cierre.historial).toEqual([{ estado: 'enviado', actor: ACTORES.carla, en: '2026-03-01T12:00:00.000Z', comentario: null }]);
  });

  it.each([
    ['the owner', 'carla', IDS.carla, 200],
    ['a responsable of one of their areas', 'ana', IDS.luis, 200],
    ['an administrator', 'admin', IDS.ana, 200],
    ['a responsable, their own month', 'ana', IDS.ana, 200],
    ['a responsable, someone outside their areas', 'ana', IDS.admin, 403],
    ['staff, someone else', 'luis', IDS.carla, 403],
  ] as const)('%s: %s', async (_caso, quien, usuarioId, estado) => {
    const res = await leer(quien, `/horas/cierres/${usuarioId}/2026-02`);
    expect(res.statusCode).toBe(estado);
    if (estado === 403) expect(res.json()).toEqual({ mensaje: 'No tiene permisos para ver el cierre de otro usuario.' });
  });

  it('400 for a bad month, then 404 for an unknown user (before who asks)', async () => {
    expect((await leer('luis', '/horas/cierres/999999/2026-1')).json()).toEqual({ mensaje: MENSAJES_CIERRE.mes });
    const res = await leer('luis', '/horas/cierres/999999/2026-01');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'Usuario con ID 999999 no encontrado' });
  });
});

describe('GET /horas/cierres', () => {
  const ids = (filas: { usuarioId: number }[]) => filas.map((f) => f.usuarioId);

  it('an administrator: every active user, with name, areas, state and figures, by surname', async () => {
    const res = await leer('admin', '/horas/cierres?mes=2026-01');
    expect(res.statusCode).toBe(200);
    const filas = res.json();
    expect(ids(filas)).toEqual(expect.arrayContaining([IDS.admin, IDS.ana, IDS.luis, IDS.carla]));
    const apellidos = filas.map((f: { apellidos: string }) => f.apellidos);
    expect(apellidos).toEqual([...apellidos].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    const carla = filas.find((f: { usuarioId: number }) => f.usuarioId === IDS.carla);
    const { historial: _h, ...suCierre } = (await leer('carla', '/horas/cierres/me?mes=2026-01')).json();
    expect(carla).toEqual({ ...suCierre, nombre: 'Carla', apellidos: 'Méndez', areas: [{ id: 1, nombre: 'Desarrollo' }] });
  });

  it('inactive users only with hours that month', async () => {
    const conHoras = await personaNueva(e, { nombre: 'Inactivo', apellidos: 'Con horas' });
    await conHoras.cargar(3, '2026-03-02');
    const sinHoras = await personaNueva(e, { activo: false });
    await e.pedir('admin', 'PUT', `/usuarios/usuarios/${conHoras.id}`, { nombre: 'Inactivo', apellidos: 'Con horas', perfil: 'Junior', areaIds: [1], activo: false });
    const marzo = ids((await leer('admin', '/horas/cierres?mes=2026-03')).json());
    expect(marzo).toContain(conHoras.id);
    expect(marzo).not.toContain(sinHoras.id);
    expect(ids((await leer('admin', '/horas/cierres?mes=2026-02')).json())).not.toContain(conHoras.id);
  });

  it('a responsable: the people of the areas they lead, not themselves', async () => {
    const res = await leer('ana', '/horas/cierres?mes=2026-02');
    expect(res.statusCode).toBe(200);
    const vistos = ids(res.json());
    expect(vistos).toEqual(expect.arrayContaining([IDS.luis, IDS.carla]));
    expect(vistos).not.toContain(IDS.ana);
    expect(vistos).not.toContain(IDS.admin);
  });

  it('filters by state and area', async () => {
    const enviados = (await leer('admin', '/horas/cierres?mes=2026-02&estado=enviado')).json();
    expect(enviados.map((f: { estado: string }) => f.estado)).toEqual(enviados.map(() => 'enviado'));
    expect(ids(enviados)).toContain(IDS.carla);
    const soporte = (await leer('admin', '/horas/cierres?mes=2026-02&areaId=4')).json();
    expect(ids(soporte)).toEqual([IDS.luis]);
    expect(ids((await leer('ana', '/horas/cierres?mes=2026-02&areaId=4')).json())).toEqual([IDS.luis]);
    expect((await leer('ana', '/horas/cierres?mes=2026-02&areaId=3')).json()).toEqual([]);
  });

  it('staff: 403; an unknown area: 404; a bad month or state: 400', async () => {
    const staff = await leer('luis', '/horas/cierres?mes=2026-02');
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ mensaje: 'Solo un administrador o un responsable de área puede revisar los cierres de otros usuarios.' });
    const area = await leer('admin', '/horas/cierres?mes=2026-02&areaId=999');
    expect(area.statusCode).toBe(404);
    expect(area.json()).toEqual({ mensaje: 'Área con ID 999 no encontrada' });
    expect((await leer('admin', '/horas/cierres?mes=2026/02')).json()).toEqual({ mensaje: MENSAJES_CIERRE.mes });
    const estado = await leer('admin', '/horas/cierres?mes=2026-02&estado=cerrado');
    expect(estado.statusCode).toBe(400);
    expect(estado.json()).toEqual({ mensaje: 'El estado debe ser abierto, enviado, aprobado o rechazado.' });
  });
});

describe('POST /horas/cierres/aprobar', () => {
  it('each person as if approved alone: approved, stale, wrong state, not an approver, their own, unknown', async () => {
    const [enviado, viejo, abierto] = [await enDesarrollo('Uno'), await enDesarrollo('Dos'), await enDesarrollo('Tres')];
    await enviado.cargar(8, '2026-02-02');
    for (const p of [enviado, viejo]) await paso(p.auth, p.id, '2026-02', 'enviar');
    const res = await e.pedir('ana', 'POST', '/horas/cierres/aprobar', {
      mes: '2026-02',
      usuarios: [
        { usuarioId: enviado.id, version: 1 }, { usuarioId: viejo.id, version: 0 }, { usuarioId: abierto.id, version: 0 },
        { usuarioId: IDS.admin, version: 0 }, { usuarioId: IDS.ana, version: 0 }, { usuarioId: 999_999, version: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { usuarioId: enviado.id, estado: 'aprobado' },
      { usuarioId: viejo.id, mensaje: MENSAJES_CIERRE.versionVieja },
      { usuarioId: abierto.id, mensaje: 'Solo se puede aprobar un mes enviado para aprobación: el mes 02/2026 está abierto.' },
      { usuarioId: IDS.admin, mensaje: 'Solo un administrador o un responsable de un área del usuario puede aprobar o rechazar su mes.' },
      { usuarioId: IDS.ana, mensaje: 'No puede aprobar ni rechazar su propio mes: lo hace un administrador o un responsable de otra de sus áreas.' },
      { usuarioId: 999_999, mensaje: 'Usuario con ID 999999 no encontrado' },
    ]);
    expect((await leer(enviado.auth, '/horas/cierres/me?mes=2026-02')).json())
      .toMatchObject({ estado: 'aprobado', version: 2, cargadas: 8, objetivo: 160, diferencia: -152, historial: [{ estado: 'enviado' }, { estado: 'aprobado', actor: ACTORES.ana }] });
    expect((await leer(viejo.auth, '/horas/cierres/me?mes=2026-02')).json()).toMatchObject({ estado: 'enviado', version: 1 });
  });

  it("the same person twice: the second finds the version moved on; staff: 403; a bad body: 400", async () => {
    const p = await enDesarrollo();
    await paso(p.auth, p.id, '2026-02', 'enviar');
    const dos = await e.pedir('admin', 'POST', '/horas/cierres/aprobar', { mes: '2026-02', usuarios: [{ usuarioId: p.id, version: 1 }, { usuarioId: p.id, version: 1 }] });
    expect(dos.json()).toEqual([{ usuarioId: p.id, estado: 'aprobado' }, { usuarioId: p.id, mensaje: MENSAJES_CIERRE.versionVieja }]);
    const staff = await e.pedir('luis', 'POST', '/horas/cierres/aprobar', { mes: '2026-02', usuarios: [{ usuarioId: IDS.carla, version: 1 }] });
    expect(staff.statusCode).toBe(403);
    for (const cuerpo of [{ mes: '2026-2', usuarios: [{ usuarioId: 1, version: 0 }] }, { mes: '2026-02', usuarios: [] }, { mes: '2026-02', usuarios: [{ usuarioId: 1 }] }]) {
      expect((await e.pedir('admin', 'POST', '/horas/cierres/aprobar', cuerpo)).statusCode).toBe(400);
    }
  });
});
