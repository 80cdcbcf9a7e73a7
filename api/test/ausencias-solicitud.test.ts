import { MENSAJES_AUSENCIA, MENSAJES_CIERRE, MENSAJES_HORAS } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';
import { personaNueva } from './personas';

/**
 * Absences, rules 1, 3, 4 and 5 of issue 42: the four types every database starts with, who may
 * request what and the 400s, the editing window and closed months, overlap and the yearly balance.
 * Today is Wednesday 18 March 2026; Luis works 4 h Monday to Friday, Carla's February is submitted
 * and her January approved.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = Parameters<Entorno['pedir']>[0];
const TIPOS = { vacaciones: 0, enfermedad: 0, licencia: 0, tramite: 0 };
const solicitar = (quien: Quien, cuerpo: object) => e.pedir(quien, 'POST', '/ausencias', cuerpo);
const mensaje = (res: { json: () => unknown }) => (res.json() as { mensaje: string }).mensaje;

beforeAll(async () => {
  const tipos = (await e.pedir('luis', 'GET', '/ausencias/tipos')).json() as { id: number; nombre: string }[];
  const id = (nombre: string) => tipos.find((t) => t.nombre === nombre)!.id;
  Object.assign(TIPOS, { vacaciones: id('Vacaciones'), enfermedad: id('Enfermedad'), licencia: id('Licencia'), tramite: id('Trámite personal') });
});

describe('rule 1: types', () => {
  it('every database starts with the four types, by name, with their rules', async () => {
    const res = await e.pedir('luis', 'GET', '/ausencias/tipos');
    expect(res.statusCode).toBe(200);
    expect(res.json().map(({ id: _id, ...t }: { id: number }) => t)).toEqual([
      { nombre: 'Enfermedad', requiereAprobacion: false, descuentaSaldo: false, permiteMedioDia: false, activo: true },
      { nombre: 'Licencia', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false, activo: true },
      { nombre: 'Trámite personal', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: true, activo: true },
      { nombre: 'Vacaciones', requiereAprobacion: true, descuentaSaldo: true, permiteMedioDia: true, activo: true },
    ]);
  });

  it('an administrator creates and changes types; a name in canonical form is taken once; staff may not', async () => {
    const nuevo = { nombre: '  Estudio   ', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false };
    const creado = await e.pedir('admin', 'POST', '/ausencias/tipos', nuevo);
    expect(creado.statusCode, creado.body).toBe(201);
    expect(creado.json()).toMatchObject({ nombre: 'Estudio', activo: true });
    const repetido = await e.pedir('admin', 'POST', '/ausencias/tipos', { ...nuevo, nombre: 'VACACIONES' });
    expect(repetido.statusCode).toBe(409);
    expect(mensaje(repetido)).toBe('Ya existe un tipo de ausencia con ese nombre.');
    const renombre = await e.pedir('admin', 'PUT', `/ausencias/tipos/${creado.json().id}`, { nombre: 'trámite  PERSONAL' });
    expect(renombre.statusCode).toBe(409);
    expect((await e.pedir('luis', 'POST', '/ausencias/tipos', { ...nuevo, nombre: 'Otro' })).statusCode).toBe(403);
    expect((await e.pedir('admin', 'PUT', '/ausencias/tipos/999999', { activo: false })).statusCode).toBe(404);
    // Spanish order, whatever the database's collation says of an accented capital.
    await e.pedir('admin', 'POST', '/ausencias/tipos', { ...nuevo, nombre: 'Área protegida' });
    const nombres = (await e.pedir('admin', 'GET', '/ausencias/tipos')).json().map((t: { nombre: string }) => t.nombre);
    expect(nombres.slice(0, 3)).toEqual(['Área protegida', 'Enfermedad', 'Estudio']);
    // A PUT without fields changes nothing (it answered 500 before: an UPDATE with nothing to set).
    expect((await e.pedir('admin', 'PUT', `/ausencias/tipos/${creado.json().id}`, {})).json()).toEqual(creado.json());
    expect((await e.pedir('admin', 'POST', '/ausencias/tipos', { ...nuevo, nombre: '\u200b' })).statusCode).toBe(400);
  });

  it('an inactive type cannot be requested (400) and is listed to administrators only; absences of it keep it', async () => {
    const tipo = (await e.pedir('admin', 'POST', '/ausencias/tipos', { nombre: 'Mudanza', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false })).json();
    const p = await personaNueva(e);
    const antes = await solicitar(p.auth, { tipoId: tipo.id, desde: '2026-04-13', hasta: '2026-04-13' });
    expect(antes.statusCode, antes.body).toBe(201);
    const baja = await e.pedir('admin', 'PUT', `/ausencias/tipos/${tipo.id}`, { activo: false });
    expect(baja.json()).toMatchObject({ nombre: 'Mudanza', activo: false });
    const res = await solicitar(p.auth, { tipoId: tipo.id, desde: '2026-04-20', hasta: '2026-04-20' });
    expect(res.statusCode).toBe(400);
    expect(mensaje(res)).toBe(MENSAJES_AUSENCIA.tipoInactivo('Mudanza'));
    expect((await e.pedir(p.auth, 'GET', '/ausencias/tipos')).json().map((t: { nombre: string }) => t.nombre)).not.toContain('Mudanza');
    expect((await e.pedir('admin', 'GET', '/ausencias/tipos')).json().map((t: { nombre: string }) => t.nombre)).toContain('Mudanza');
    const mias = (await e.pedir(p.auth, 'GET', `/ausencias?desde=2026-04-01&hasta=2026-04-30`)).json().ausencias;
    expect(mias).toMatchObject([{ id: antes.json().id, tipo: { id: tipo.id, nombre: 'Mudanza' }, estado: 'pendiente' }]);
  });
});

describe('rule 3: requesting', () => {
  it('a type that needs approval is pending; one that does not is approved at once, with nobody as decider', async () => {
    const p = await personaNueva(e, { nombre: 'Inés', apellidos: 'Lago' });
    const vacaciones = await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-04-06', hasta: '2026-04-12', comentario: ' Viaje ' });
    expect(vacaciones.statusCode, vacaciones.body).toBe(201);
    expect(vacaciones.json()).toEqual({
      id: expect.any(Number), usuario: { id: p.id, nombre: 'Inés', apellidos: 'Lago' }, tipo: { id: TIPOS.vacaciones, nombre: 'Vacaciones' },
      desde: '2026-04-06', hasta: '2026-04-12', medioDia: false, dias: 5, estado: 'pendiente', comentario: 'Viaje', motivo: null,
      decididaPor: null, decididaEn: null, creadaEn: '2026-03-18T15:00:00.000Z',
    });
    const enfermedad = await solicitar(p.auth, { tipoId: TIPOS.enfermedad, desde: '2026-03-19', hasta: '2026-03-19' });
    expect(enfermedad.json()).toMatchObject({ estado: 'aprobada', decididaPor: null, dias: 1 });
    const medio = await solicitar(p.auth, { tipoId: TIPOS.tramite, desde: '2026-03-20', hasta: '2026-03-20', medioDia: true });
    expect(medio.json()).toMatchObject({ estado: 'pendiente', medioDia: true, dias: 0.5 });
  });

  it("only an administrator records someone else's absence, approved at once with them as decider", async () => {
    const otro = await solicitar('luis', { tipoId: TIPOS.licencia, desde: '2026-04-01', hasta: '2026-04-01', usuarioId: IDS.carla });
    expect(otro.statusCode).toBe(403);
    expect(mensaje(otro)).toBe(MENSAJES_AUSENCIA.paraOtro);
    const res = await solicitar('admin', { tipoId: TIPOS.licencia, desde: '2026-04-01', hasta: '2026-04-01', usuarioId: IDS.carla });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      usuario: { id: IDS.carla }, estado: 'aprobada', decididaPor: { id: IDS.admin, nombre: 'Admin', apellidos: 'Sistema' }, decididaEn: '2026-03-18T15:00:00.000Z',
    });
    expect((await solicitar('admin', { tipoId: TIPOS.licencia, desde: '2026-04-01', hasta: '2026-04-01', usuarioId: 999999 })).statusCode).toBe(404);
  });

  it('400 with a Spanish message for each invalid request', async () => {
    const casos: [object, string][] = [
      [{ tipoId: TIPOS.licencia, desde: '2026-02-30', hasta: '2026-03-02' }, 'Fecha inválida: 2026-02-30'],
      [{ tipoId: TIPOS.licencia, desde: '2026-04-10', hasta: '2026-04-09' }, 'La fecha de inicio no puede ser posterior a la fecha de fin.'],
      [{ tipoId: TIPOS.licencia, desde: '2026-04-01', hasta: '2027-04-02' }, 'El rango de fechas no puede superar 366 días.'],
      [{ tipoId: TIPOS.vacaciones, desde: '2026-04-01', hasta: '2026-04-02', medioDia: true }, 'Medio día solo para una ausencia de un día.'],
      [{ tipoId: TIPOS.enfermedad, desde: '2026-04-01', hasta: '2026-04-01', medioDia: true }, MENSAJES_AUSENCIA.medioDiaNoPermitido('Enfermedad')],
      [{ tipoId: 999999, desde: '2026-04-01', hasta: '2026-04-01' }, MENSAJES_AUSENCIA.tipoDesconocido],
      [{ tipoId: TIPOS.licencia, desde: '2026-04-04', hasta: '2026-04-05' }, 'Las fechas elegidas no incluyen días laborables.'],
      [{ tipoId: TIPOS.licencia, desde: '2026-12-25', hasta: '2026-12-25' }, 'Las fechas elegidas no incluyen días laborables.'],
      [{ tipoId: TIPOS.licencia, desde: '2027-03-15', hasta: '2027-03-22' }, MENSAJES_AUSENCIA.muyAdelante],
    ];
    for (const [cuerpo, esperado] of casos) {
      const res = await solicitar('luis', cuerpo);
      expect(res.statusCode, JSON.stringify(cuerpo)).toBe(400);
      expect(mensaje(res), JSON.stringify(cuerpo)).toBe(esperado);
    }
    expect((await solicitar('luis', { desde: '2026-04-01', hasta: '2026-04-01' })).statusCode).toBe(400);
  });

  it('past days only inside the editing window unless hours are enabled; future days whatever the switch says', async () => {
    // Ana's account dates from 1 December 2025: those days have a target.
    const viejo = await solicitar('ana', { tipoId: TIPOS.enfermedad, desde: '2025-12-29', hasta: '2026-01-02' });
    expect(viejo.statusCode).toBe(403);
    expect(mensaje(viejo)).toBe(MENSAJES_HORAS.fueraDeVentana);
    expect((await solicitar('ana', { tipoId: TIPOS.enfermedad, desde: '2026-01-05', hasta: '2026-01-05' })).statusCode).toBe(201);
    expect((await solicitar('ana', { tipoId: TIPOS.licencia, desde: '2027-03-01', hasta: '2027-03-01' })).statusCode).toBe(201);
    expect((await e.pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: true })).statusCode).toBe(200);
    try {
      expect((await solicitar('ana', { tipoId: TIPOS.enfermedad, desde: '2025-12-29', hasta: '2025-12-30' })).statusCode).toBe(201);
    } finally {
      await e.pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: false });
    }
  });

  it("a day of a month enviado or aprobado: 409 with the closing's own message", async () => {
    const enviado = await solicitar('carla', { tipoId: TIPOS.enfermedad, desde: '2026-02-27', hasta: '2026-03-02' });
    expect(enviado.statusCode).toBe(409);
    expect(mensaje(enviado)).toBe(MENSAJES_CIERRE.mesEnviado('02/2026'));
    const aprobado = await solicitar('admin', { tipoId: TIPOS.licencia, desde: '2026-01-12', hasta: '2026-01-12', usuarioId: IDS.carla });
    expect(aprobado.statusCode).toBe(409);
    expect(mensaje(aprobado)).toBe(MENSAJES_CIERRE.mesAprobado('01/2026'));
  });
});

describe('rule 4: no overlap', () => {
  it('an absence touching a pending or approved one of the same person: 409; a rejected or cancelled one no longer counts', async () => {
    const p = await personaNueva(e);
    const primera = (await solicitar(p.auth, { tipoId: TIPOS.licencia, desde: '2026-05-04', hasta: '2026-05-08' })).json();
    const res = await solicitar(p.auth, { tipoId: TIPOS.enfermedad, desde: '2026-05-08', hasta: '2026-05-11' });
    expect(res.statusCode).toBe(409);
    expect(mensaje(res)).toBe('Ya tiene una ausencia en esas fechas.');
    expect((await solicitar('admin', { tipoId: TIPOS.licencia, desde: '2026-05-06', hasta: '2026-05-06', usuarioId: p.id })).statusCode).toBe(409);
    expect((await e.pedir(p.auth, 'POST', `/ausencias/${primera.id}/cancelar`)).statusCode).toBe(200);
    expect((await solicitar(p.auth, { tipoId: TIPOS.enfermedad, desde: '2026-05-08', hasta: '2026-05-11' })).statusCode).toBe(201);
  });
});

describe('rule 5: balance', () => {
  it('usados and pendientes of balance types; a request past disponibles: 409; each year counts its own days', async () => {
    const p = await personaNueva(e);
    const saldo = async (año: number) => (await e.pedir(p.auth, 'GET', `/ausencias/saldo?usuarioId=${p.id}&año=${año}`)).json();
    expect(await saldo(2026)).toEqual({ usuarioId: p.id, año: 2026, asignados: 14, usados: 0, pendientes: 0, disponibles: 14 });
    const asignada = await e.pedir('admin', 'PUT', `/ausencias/asignaciones/${p.id}/2026`, { dias: 3.5 });
    expect(asignada.json()).toEqual({ usuarioId: p.id, año: 2026, asignados: 3.5, usados: 0, pendientes: 0, disponibles: 3.5 });
    const demasiado = await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-06-01', hasta: '2026-06-05' });
    expect(demasiado.statusCode).toBe(409);
    expect(mensaje(demasiado)).toBe('Le quedan 3.5 días de vacaciones disponibles en 2026.');
    const pendiente = (await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-06-01', hasta: '2026-06-02' })).json();
    expect((await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-06-03', hasta: '2026-06-03', medioDia: true })).statusCode).toBe(201);
    expect(await saldo(2026)).toMatchObject({ usados: 0, pendientes: 2.5, disponibles: 1 });
    expect((await e.pedir('ana', 'POST', `/ausencias/${pendiente.id}/aprobar`)).statusCode).toBe(200);
    expect(await saldo(2026)).toMatchObject({ usados: 2, pendientes: 0.5, disponibles: 1 });
    // Other types do not touch it.
    expect((await solicitar(p.auth, { tipoId: TIPOS.licencia, desde: '2026-06-08', hasta: '2026-06-12' })).statusCode).toBe(201);
    expect(await saldo(2026)).toMatchObject({ disponibles: 1 });
    // 28-31 December 2026 and 4 January 2027 (1 January a holiday): 4 days in 2026, 1 in 2027.
    expect(mensaje(await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-12-28', hasta: '2027-01-04' }))).toBe('Le quedan 1 días de vacaciones disponibles en 2026.');
    await e.pedir('admin', 'PUT', `/ausencias/asignaciones/${p.id}/2026`, { dias: 10 });
    expect((await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-12-28', hasta: '2027-01-04' })).json()).toMatchObject({ dias: 5 });
    expect(await saldo(2026)).toMatchObject({ asignados: 10, usados: 2, pendientes: 4.5, disponibles: 3.5 });
    expect(await saldo(2027)).toMatchObject({ asignados: 14, usados: 0, pendientes: 1, disponibles: 13 });
  });

  it('the company default applies to anyone without their own allowance; 0–365 in halves', async () => {
    expect((await e.pedir('luis', 'GET', '/ausencias/configuracion')).json()).toEqual({ diasVacacionesPorAño: 14 });
    expect((await e.pedir('luis', 'PUT', '/ausencias/configuracion', { diasVacacionesPorAño: 20 })).statusCode).toBe(403);
    for (const dias of [-1, 365.5, 2.25]) expect((await e.pedir('admin', 'PUT', '/ausencias/configuracion', { diasVacacionesPorAño: dias })).statusCode).toBe(400);
    expect((await e.pedir('admin', 'PUT', '/ausencias/configuracion', { diasVacacionesPorAño: 20 })).json()).toEqual({ diasVacacionesPorAño: 20 });
    const p = await personaNueva(e);
    expect((await e.pedir(p.auth, 'GET', `/ausencias/saldo?usuarioId=${p.id}&año=2026`)).json()).toMatchObject({ asignados: 20 });
    await e.pedir('admin', 'PUT', '/ausencias/configuracion', { diasVacacionesPorAño: 14 });
  });
});
