import { fraseDeHistorial, MENSAJES_AUSENCIA, MENSAJES_CIERRE, type RegistroHistorial } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';

/**
 * Absences, rules 2, 6 and 9 of issue 42: who sees whose absences (and their type, health data),
 * who approves, rejects and cancels what, and the history's records and sentences. In the demo Ana
 * leads Desarrollo (area 1), Luis's and Carla's area; the administrator is in Consultoría only.
 * Today is Wednesday 18 March 2026.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = Parameters<Entorno['pedir']>[0];
const TIPOS = { vacaciones: 0, enfermedad: 0, licencia: 0 };
const solicitar = async (quien: Quien, cuerpo: object) => {
  const res = await e.pedir(quien, 'POST', '/ausencias', cuerpo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; estado: string };
};
const paso = (quien: Quien, id: number, accion: string, cuerpo?: object) => e.pedir(quien, 'POST', `/ausencias/${id}/${accion}`, cuerpo);
const mensaje = (res: { json: () => unknown }) => (res.json() as { mensaje: string }).mensaje;

/** Someone new in Desarrollo (Ana approves them), 8 h Monday to Friday from 1 March. */
async function enDesarrollo(nombre: string): Promise<Persona> {
  const p = await personaNueva(e, { nombre, apellidos: 'Ruiz', areaIds: [1] });
  await p.jornada('2026-03-01', OCHO_HORAS);
  return p;
}

beforeAll(async () => {
  const tipos = (await e.pedir('luis', 'GET', '/ausencias/tipos')).json() as { id: number; nombre: string }[];
  const id = (nombre: string) => tipos.find((t) => t.nombre === nombre)!.id;
  Object.assign(TIPOS, { vacaciones: id('Vacaciones'), enfermedad: id('Enfermedad'), licencia: id('Licencia') });
});

describe('rule 2: who may see', () => {
  let deLuis: number;
  beforeAll(async () => {
    deLuis = (await solicitar('luis', { tipoId: TIPOS.enfermedad, desde: '2026-04-06', hasta: '2026-04-07' })).id;
    await solicitar('admin', { tipoId: TIPOS.licencia, desde: '2026-04-06', hasta: '2026-04-06' });
  });
  // Before the demo's own absences of April (from the 13th).
  const rango = 'desde=2026-04-01&hasta=2026-04-10';

  it('a person sees their own, an approver those of the people they approve, an administrator everyone', async () => {
    const de = async (quien: Quien, extra = '') => (await e.pedir(quien, 'GET', `/ausencias?${rango}${extra}`)).json().ausencias.map((a: { usuario: { id: number } }) => a.usuario.id);
    expect(await de('luis')).toEqual([IDS.luis]);
    expect(await de('carla')).toEqual([]);
    expect(await de('ana')).toEqual([IDS.luis]);
    expect((await de('admin')).sort()).toEqual([IDS.admin, IDS.luis]);
    expect(await de('admin', '&areaId=3')).toEqual([IDS.admin]);
    expect(await de('admin', '&estado=pendiente')).toEqual([IDS.admin]);
    expect(await de('ana', `&usuarioId=${IDS.luis}`)).toEqual([IDS.luis]);
  });

  it("others' usuarioId: 403; an administrator naming an unknown user: 404; the balance alike", async () => {
    for (const url of [`/ausencias?${rango}&usuarioId=${IDS.luis}`, `/ausencias/saldo?usuarioId=${IDS.luis}&año=2026`]) {
      const res = await e.pedir('carla', 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(mensaje(res)).toBe('No tiene permisos para ver las ausencias de ese usuario.');
    }
    // A responsable never approves themselves, but sees their own.
    expect((await e.pedir('luis', 'GET', `/ausencias/saldo?usuarioId=${IDS.ana}&año=2026`)).statusCode).toBe(403);
    expect((await e.pedir('ana', 'GET', `/ausencias/saldo?usuarioId=${IDS.ana}&año=2026`)).statusCode).toBe(200);
    expect((await e.pedir('ana', 'GET', `/ausencias/saldo?usuarioId=${IDS.luis}&año=2026`)).statusCode).toBe(200);
    expect((await e.pedir('admin', 'GET', `/ausencias?${rango}&usuarioId=999999`)).statusCode).toBe(404);
    expect((await e.pedir('carla', 'GET', `/ausencias?${rango}&usuarioId=999999`)).statusCode).toBe(403);
  });

  it('the team calendar: dates of everyone who shares an area, the type only to the owner, their approvers and administrators', async () => {
    const calendario = async (quien: Quien, extra = '') => {
      const res = await e.pedir(quien, 'GET', `/ausencias/calendario?${rango}${extra}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().personas as { usuario: { id: number }; areas: { id: number }[]; ausencias: { id: number; tipo: unknown }[] }[];
    };
    const deCarla = await calendario('carla');
    expect(deCarla.map((p) => p.usuario.id)).toEqual(expect.arrayContaining([IDS.ana, IDS.luis, IDS.carla]));
    expect(deCarla.map((p) => p.usuario.id)).not.toContain(IDS.admin);
    const luisVisto = (personas: typeof deCarla) => personas.find((p) => p.usuario.id === IDS.luis)!;
    expect(luisVisto(deCarla).ausencias).toEqual([{ id: deLuis, desde: '2026-04-06', hasta: '2026-04-07', medioDia: false, estado: 'aprobada', tipo: null }]);
    for (const quien of ['luis', 'ana', 'admin'] as const) {
      expect(luisVisto(await calendario(quien)).ausencias[0].tipo, quien).toEqual({ id: TIPOS.enfermedad, nombre: 'Enfermedad' });
    }
    expect((await calendario('admin', '&areaId=3')).map((p) => p.usuario.id)).toEqual([IDS.admin]);
    const largo = await e.pedir('carla', 'GET', '/ausencias/calendario?desde=2026-04-01&hasta=2026-07-03');
    expect(largo.statusCode).toBe(400);
    expect(mensaje(largo)).toBe('El rango de fechas no puede superar 93 días.');
  });
});

describe('rule 6: deciding', () => {
  it('an approver approves or rejects (motivo required) a pending absence only; anyone else 403; unknown 404', async () => {
    const p = await enDesarrollo('Marta');
    const una = await solicitar(p.auth, { tipoId: TIPOS.licencia, desde: '2026-04-13', hasta: '2026-04-14' });
    const otra = await solicitar(p.auth, { tipoId: TIPOS.licencia, desde: '2026-04-20', hasta: '2026-04-20' });
    for (const quien of ['luis', p.auth] as const) {
      const res = await paso(quien, una.id, 'aprobar');
      expect(res.statusCode).toBe(403);
      expect(mensaje(res)).toBe(MENSAJES_AUSENCIA.noAprobador);
    }
    expect((await paso('ana', 999999, 'aprobar')).statusCode).toBe(404);
    const aprobada = await paso('ana', una.id, 'aprobar');
    expect(aprobada.statusCode, aprobada.body).toBe(200);
    expect(aprobada.json()).toMatchObject({ estado: 'aprobada', decididaPor: { id: IDS.ana, nombre: 'Ana', apellidos: 'García' }, decididaEn: '2026-03-18T15:00:00.000Z' });
    const otraVez = await paso('admin', una.id, 'rechazar', { motivo: 'No' });
    expect(otraVez.statusCode).toBe(409);
    expect(mensaje(otraVez)).toBe('La ausencia ya está aprobada.');
    expect(mensaje(await paso('ana', otra.id, 'rechazar', { motivo: ' ' }))).toBe(MENSAJES_AUSENCIA.motivoObligatorio);
    const rechazada = await paso('ana', otra.id, 'rechazar', { motivo: 'Cierre trimestral' });
    expect(rechazada.json()).toMatchObject({ estado: 'rechazada', motivo: 'Cierre trimestral' });
    expect(mensaje(await paso('ana', otra.id, 'aprobar'))).toBe('La ausencia ya está rechazada.');
  });

  it('an approval checks the balance again; a rejected absence stops counting at once', async () => {
    const p = await enDesarrollo('Nora');
    const vacaciones = await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-05-04', hasta: '2026-05-08' });
    await e.pedir('admin', 'PUT', `/ausencias/asignaciones/${p.id}/2026`, { dias: 4 });
    const res = await paso('ana', vacaciones.id, 'aprobar');
    expect(res.statusCode).toBe(409);
    expect(mensaje(res)).toBe('Le quedan 4 días de vacaciones disponibles en 2026.');
    await paso('ana', vacaciones.id, 'rechazar', { motivo: 'Sin saldo' });
    expect((await e.pedir(p.auth, 'GET', `/ausencias/saldo?usuarioId=${p.id}&año=2026`)).json()).toMatchObject({ pendientes: 0, disponibles: 4 });
  });

  it('cancelling: the owner while pending or before it starts, an administrator any time outside closed months, nobody else', async () => {
    const p = await enDesarrollo('Olga');
    const pendiente = await solicitar(p.auth, { tipoId: TIPOS.licencia, desde: '2026-04-27', hasta: '2026-04-27' });
    expect((await paso('ana', pendiente.id, 'cancelar')).statusCode).toBe(403);
    expect((await paso(p.auth, pendiente.id, 'cancelar')).json()).toMatchObject({ estado: 'cancelada' });
    expect(mensaje(await paso(p.auth, pendiente.id, 'cancelar'))).toBe('La ausencia ya está cancelada.');
    const futura = await solicitar(p.auth, { tipoId: TIPOS.enfermedad, desde: '2026-04-28', hasta: '2026-04-28' });
    expect((await paso(p.auth, futura.id, 'cancelar')).statusCode).toBe(200);
    const empezada = await solicitar(p.auth, { tipoId: TIPOS.enfermedad, desde: '2026-03-17', hasta: '2026-03-19' });
    const propia = await paso(p.auth, empezada.id, 'cancelar');
    expect(propia.statusCode).toBe(403);
    expect(mensaje(propia)).toBe(MENSAJES_AUSENCIA.yaComenzo);
    expect((await paso('admin', empezada.id, 'cancelar')).statusCode).toBe(200);
    // March submitted: its targets are locked, so an approved absence of it stays.
    const enMarzo = await solicitar(p.auth, { tipoId: TIPOS.enfermedad, desde: '2026-03-16', hasta: '2026-03-16' });
    expect((await e.pedir(p.auth, 'POST', `/horas/cierres/${p.id}/2026-03/enviar`)).statusCode).toBe(200);
    const cerrado = await paso('admin', enMarzo.id, 'cancelar');
    expect(cerrado.statusCode).toBe(409);
    expect(mensaje(cerrado)).toBe(MENSAJES_CIERRE.mesEnviado('03/2026'));
  });
});

describe('rule 9: history', () => {
  it('each step is recorded as `ausencia` with its sentence; types and allowances as `configuracion`', async () => {
    const p = await personaNueva(e, { nombre: 'Pía', apellidos: 'Soto', areaIds: [1] });
    await p.jornada('2026-03-01', OCHO_HORAS);
    const una = await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-06-01', hasta: '2026-06-05' });
    await paso('ana', una.id, 'rechazar', { motivo: 'Entrega' });
    const dos = await solicitar(p.auth, { tipoId: TIPOS.vacaciones, desde: '2026-06-08', hasta: '2026-06-08', medioDia: true });
    await paso('ana', dos.id, 'aprobar');
    await paso(p.auth, dos.id, 'cancelar');
    await solicitar('admin', { tipoId: TIPOS.licencia, desde: '2026-06-10', hasta: '2026-06-10', usuarioId: p.id });
    await e.pedir('admin', 'PUT', `/ausencias/asignaciones/${p.id}/2026`, { dias: 20 });
    const tipo = (await e.pedir('admin', 'POST', '/ausencias/tipos', { nombre: 'Donación de sangre', requiereAprobacion: false, descuentaSaldo: false, permiteMedioDia: false })).json();
    await e.pedir('admin', 'PUT', `/ausencias/tipos/${tipo.id}`, { activo: false });

    const leer = async (url: string) => ((await e.pedir('admin', 'GET', url)).json().items as RegistroHistorial[]).map(fraseDeHistorial).reverse();
    expect(await leer(`/historial?entidad=ausencia&usuarioId=${p.id}`)).toEqual([
      'Pía Soto solicitó la ausencia «Vacaciones» del 01/06/2026 al 05/06/2026',
      'Ana García rechazó la ausencia de Pía Soto «Vacaciones» del 01/06/2026 al 05/06/2026: «Entrega»',
      'Pía Soto solicitó la ausencia «Vacaciones» del 08/06/2026 (medio día)',
      'Ana García aprobó la ausencia de Pía Soto «Vacaciones» del 08/06/2026 (medio día)',
      'Pía Soto canceló la ausencia «Vacaciones» del 08/06/2026 (medio día)',
      'Admin Sistema registró la ausencia de Pía Soto «Licencia» del 10/06/2026',
    ]);
    expect((await leer('/historial?entidad=configuracion')).slice(-3)).toEqual([
      'Admin Sistema asignó 20 días de vacaciones de 2026 a Pía Soto (antes 14)',
      'Admin Sistema creó el tipo de ausencia «Donación de sangre»: Requiere aprobación No; Descuenta del saldo de vacaciones No; Permite medio día No',
      'Admin Sistema desactivó el tipo de ausencia «Donación de sangre»',
    ]);
    // The history's visibility rules: staff read only their own hours' records.
    expect((await e.pedir(p.auth, 'GET', `/historial?entidad=ausencia&usuarioId=${p.id}`)).statusCode).toBe(403);
  });
});
