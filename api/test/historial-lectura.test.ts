import {
  celdasHistorial, conFechasDeHoras, LIBRO_HISTORIAL, MENSAJES_HISTORIAL, type Hora, type PaginaHistorial, type RegistroHistorial,
} from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { hoyEn } from '../src/lib/fechas';
import { sembrarHistorialAntiguo } from '../src/seed/historial-antiguo';
import { pagina, todas } from './historial-ayuda';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
/** Luis's entries: kept (edited), deleted, and one of the seed (no history); Ana's: kept and deleted. */
const h = { luis: 0, luisBorrada: 0, luisSembrada: 0, ana: 0, anaBorrada: 0 };

const entrada = (horasTrabajadas: number, fechaCarga = '12/03/2026') => ({ tareaId: 21, horasTrabajadas, descripcion: 'Reunión de equipo', fechaCarga });
async function crear(quien: 'ana' | 'luis', horas = 1): Promise<number> {
  const res = await e.pedir(quien, 'POST', '/horas/cargarhoras', entrada(horas));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Hora>().id;
}

beforeAll(async () => {
  e = await crearEntorno();
  h.luis = await crear('luis');
  expect((await e.pedir('luis', 'PUT', `/horas/actualizarhoras/${h.luis}`, entrada(2.5))).statusCode).toBe(200);
  h.luisBorrada = await crear('luis');
  expect((await e.pedir('luis', 'DELETE', `/horas/eliminarhoras/${h.luisBorrada}`)).statusCode).toBe(204);
  h.ana = await crear('ana');
  h.anaBorrada = await crear('ana');
  expect((await e.pedir('ana', 'DELETE', `/horas/eliminarhoras/${h.anaBorrada}`)).statusCode).toBe(204);
  h.luisSembrada = (await e.pedir('luis', 'GET', `/horas/horasusuario/${IDS.luis}`)).json<{ horasUsuario: Hora[] }>().horasUsuario[0].id;
  // Records about Luis that are not about his hours: a sign-in, a jornada, his account.
  expect((await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'luis.perez@horas.local', contrasena: 'Luis#2026' } })).statusCode).toBe(200);
  expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}/jornadas/2026-04-01`, { horasPorDia: [6, 6, 6, 6, 6, 0, 0] })).statusCode).toBe(200);
  // Renamed after his edits: those still read with the name he had then.
  const cuenta = { nombre: 'Luis', apellidos: 'Pérez Gómez', perfil: 'Junior', areaIds: [1, 4], activo: true };
  expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}`, cuenta)).statusCode).toBe(200);
});
afterAll(async () => { await e?.cerrar(); });

const consulta = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe('GET /historial: who reads what', () => {
  it('an administrator reads everything, newest first, with each filter', async () => {
    const todo = await todas(e, 'admin');
    expect(todo.map((r) => r.entidad)).toEqual(expect.arrayContaining(['hora', 'sesion', 'jornada', 'usuario']));
    expect([...todo].sort((a, b) => (a.en < b.en ? 1 : a.en > b.en ? -1 : Number(BigInt(b.id) - BigInt(a.id))))).toEqual(todo);
    const deLuis = await todas(e, 'admin', { usuarioId: IDS.luis });
    expect(new Set(deLuis.map((r) => r.entidad))).toEqual(new Set(['hora', 'sesion', 'jornada', 'usuario']));
    expect((await todas(e, 'admin', { entidad: 'hora', entidadId: h.luisBorrada })).map((r) => r.accion)).toEqual(['eliminar', 'crear']);
    expect((await todas(e, 'admin', { actorId: IDS.ana })).every((r) => r.actor?.id === IDS.ana)).toBe(true);
    expect((await todas(e, 'admin', { entidad: 'sesion' })).map((r) => r.accion)).toEqual(['iniciar-sesion']);
    const dia = hoyEn(e.config.appTz, new Date(todo[0].en));
    expect(await todas(e, 'admin', { fechaDesde: dia, fechaHasta: dia })).toHaveLength(todo.filter((r) => hoyEn(e.config.appTz, new Date(r.en)) === dia).length);
    expect(await todas(e, 'admin', { fechaHasta: '2000-01-01' })).toEqual([]);
  });

  const propias = () => [String(h.luis), String(h.luisBorrada)];
  // Every filter staff could send, alone and combined: only the two forms the issue names (and
  // narrower versions of them) answer, and only with records of Luis's own hours.
  it.each<[string, 200 | 403, () => Record<string, string | number>]>([
    ['no filter at all', 403, () => ({})],
    ['usuarioId = himself', 200, () => ({ usuarioId: IDS.luis })],
    ['usuarioId = someone else', 403, () => ({ usuarioId: IDS.ana })],
    ['entidad=hora alone', 403, () => ({ entidad: 'hora' })],
    ['entidad=hora and usuarioId = himself', 200, () => ({ entidad: 'hora', usuarioId: IDS.luis })],
    ['entidad=usuario and usuarioId = himself', 403, () => ({ entidad: 'usuario', usuarioId: IDS.luis })],
    ['entidad=sesion and usuarioId = himself', 403, () => ({ entidad: 'sesion', usuarioId: IDS.luis })],
    ['entidad=jornada and usuarioId = himself', 403, () => ({ entidad: 'jornada', usuarioId: IDS.luis })],
    ['an entry of his', 200, () => ({ entidad: 'hora', entidadId: h.luis })],
    ['an entry of his, deleted', 200, () => ({ entidad: 'hora', entidadId: h.luisBorrada })],
    ['an entry of his from before the history', 200, () => ({ entidad: 'hora', entidadId: h.luisSembrada })],
    ['an entry of his without entidad', 200, () => ({ entidadId: h.luis })],
    ['an entry of his and usuarioId = himself', 200, () => ({ entidad: 'hora', entidadId: h.luis, usuarioId: IDS.luis })],
    ["someone else's entry", 403, () => ({ entidad: 'hora', entidadId: h.ana })],
    ["someone else's deleted entry", 403, () => ({ entidad: 'hora', entidadId: h.anaBorrada })],
    ["someone else's entry without entidad", 403, () => ({ entidadId: h.ana })],
    ["someone else's entry and usuarioId = himself", 403, () => ({ entidad: 'hora', entidadId: h.ana, usuarioId: IDS.luis })],
    ["his entry and usuarioId = someone else", 403, () => ({ entidad: 'hora', entidadId: h.luis, usuarioId: IDS.ana })],
    ['an entry that never existed', 403, () => ({ entidad: 'hora', entidadId: 99999 })],
    ['an entry id that is not a number', 403, () => ({ entidad: 'hora', entidadId: 'abc' })],
    ['his own account', 403, () => ({ entidad: 'usuario', entidadId: IDS.luis })],
    ['his jornada', 403, () => ({ entidad: 'jornada', entidadId: `${IDS.luis}/2026-04-01` })],
    ['actorId = himself alone', 403, () => ({ actorId: IDS.luis })],
    ['actorId = himself and usuarioId = himself', 200, () => ({ actorId: IDS.luis, usuarioId: IDS.luis })],
    ['actorId = someone else and usuarioId = himself', 200, () => ({ actorId: IDS.ana, usuarioId: IDS.luis })],
    ['dates alone', 403, () => ({ fechaDesde: '2026-01-01', fechaHasta: '2030-12-31' })],
    ['dates and usuarioId = himself', 200, () => ({ fechaDesde: '2026-01-01', fechaHasta: '2030-12-31', usuarioId: IDS.luis })],
    ['a limit alone', 403, () => ({ limite: 10 })],
  ])('staff: %s → %d', async (_, estado, query) => {
    const res = await e.pedir('luis', 'GET', `/historial?${consulta(query())}`);
    expect(res.statusCode, res.body).toBe(estado);
    if (estado === 403) {
      expect(res.json()).toEqual({ mensaje: MENSAJES_HISTORIAL.soloSusHoras });
      return;
    }
    for (const r of res.json<PaginaHistorial>().items) {
      expect(r.entidad).toBe('hora');
      expect(propias()).toContain(r.entidadId);
    }
  });

  it("staff read all of their hours' records, and nothing else about them", async () => {
    const registros = await todas(e, 'luis', { usuarioId: IDS.luis });
    expect(registros.map((r) => [r.entidadId, r.accion])).toEqual([
      [String(h.luisBorrada), 'eliminar'], [String(h.luisBorrada), 'crear'], [String(h.luis), 'modificar'], [String(h.luis), 'crear'],
    ]);
    expect(registros[2]).toMatchObject({ actor: { id: IDS.luis, nombre: 'Luis', apellidos: 'Pérez' }, origen: '127.0.0.1', cambios: { horas: [1, 2.5] } });
    expect(await todas(e, 'luis', { entidad: 'hora', entidadId: h.luisSembrada })).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['a cursor that is not base64url', 'cursor=no%20vale', MENSAJES_HISTORIAL.cursor],
    ['a cursor of something else', `cursor=${Buffer.from('{"en":1}').toString('base64url')}`, MENSAJES_HISTORIAL.cursor],
    ['a cursor with an id out of range', `cursor=${Buffer.from('1.99999999999999999999').toString('base64url')}`, MENSAJES_HISTORIAL.cursor],
    ['a cursor spelled another way', `cursor=${Buffer.from('1.5').toString('base64url')}=`, MENSAJES_HISTORIAL.cursor],
    ['limite 0', 'limite=0', MENSAJES_HISTORIAL.limite],
    ['limite 201', 'limite=201', MENSAJES_HISTORIAL.limite],
    ['limite in words', 'limite=diez', MENSAJES_HISTORIAL.limite],
    ['an impossible day', 'fechaDesde=2026-02-31', 'Fecha inválida: 2026-02-31'],
    ['a range backwards', 'fechaDesde=2026-03-02&fechaHasta=2026-03-01', 'La fecha de inicio no puede ser posterior a la fecha de fin.'],
    ['an unknown filter', 'clienteId=1', 'Campo no permitido: clienteId'],
  ])('400: %s', async (_, query, mensaje) => {
    for (const quien of ['admin', 'luis'] as const) {
      const res = await e.pedir(quien, 'GET', `/historial?usuarioId=${IDS.luis}&${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensaje });
    }
  });

  it('400 for an entity that does not exist, 401 without a session', async () => {
    const res = await e.pedir('admin', 'GET', '/historial?entidad=factura');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ mensaje: string }>().mensaje).toMatch(/^La entidad debe ser una de: hora, usuario/);
    expect((await e.app.inject({ url: '/historial' })).statusCode).toBe(401);
  });
});

describe('GET /historial: any query string', () => {
  it('answers 200, 400 or 403 with a message, never an error of the server', async () => {
    const texto = fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), fc.integer().map(String), fc.constant(''));
    const campo = fc.constantFrom('entidad', 'entidadId', 'actorId', 'usuarioId', 'fechaDesde', 'fechaHasta', 'limite', 'cursor');
    await fc.assert(fc.asyncProperty(fc.dictionary(campo, texto), fc.constantFrom('admin', 'luis'), async (query, quien) => {
      const res = await e.app.inject({ url: '/historial', query, headers: e.auth(quien) });
      expect([200, 400, 403]).toContain(res.statusCode);
      if (res.statusCode !== 200) expect(res.json()).toEqual({ mensaje: expect.any(String) });
    }), { numRuns: 150 });
  });
});

describe('GET /historial: keyset pages', () => {
  it('limite sizes the page (50 by default), siguiente is null on the last one', async () => {
    const total = (await todas(e, 'admin')).length;
    const porDefecto = await pagina(e, 'admin');
    expect(porDefecto.items).toHaveLength(Math.min(50, total));
    const ultima = await pagina(e, 'admin', { limite: total });
    expect(ultima.siguiente).toBeNull();
    expect((await pagina(e, 'admin', { limite: total - 1 })).siguiente).toEqual(expect.any(String));
  });

  it('records of one instant are each listed once, in id order', async () => {
    // One statement: one transaction, one `en` for all seven.
    await e.database.db.execute(sql`INSERT INTO historial (entidad, entidad_id, accion, cambios)
      SELECT 'area', 'empate-' || n, 'crear', '{}'::json FROM generate_series(1, 7) AS n`);
    const leidos: RegistroHistorial[] = [];
    let cursor: string | null = null;
    do {
      const p: PaginaHistorial = await pagina(e, 'admin', { entidad: 'area', limite: 3, ...(cursor ? { cursor } : {}) });
      leidos.push(...p.items);
      cursor = p.siguiente;
    } while (cursor);
    const empatados = leidos.filter((r) => r.entidadId?.startsWith('empate-'));
    expect(new Set(empatados.map((r) => r.en)).size).toBe(1);
    expect(empatados.map((r) => r.entidadId)).toEqual(['empate-7', 'empate-6', 'empate-5', 'empate-4', 'empate-3', 'empate-2', 'empate-1']);
    expect(leidos).toEqual(await todas(e, 'admin', { entidad: 'area' }));
  });

  it.each([
    ['staff, their hours', 'ana', { usuarioId: IDS.ana }],
    ['an administrator, everything', 'admin', {}],
  ] as const)('every record exactly once while new ones arrive between pages (%s)', async (_, quien, filtro) => {
    for (let i = 0; i < 5; i++) await crear('ana', 0.25);
    const antes = await todas(e, quien, filtro);
    const leidos: RegistroHistorial[] = [];
    let cursor: string | null = null;
    do {
      const p: PaginaHistorial = await pagina(e, quien, { ...filtro, limite: 6, ...(cursor ? { cursor } : {}) });
      leidos.push(...p.items);
      cursor = p.siguiente;
      // A new entry, an edit and a deletion between pages: newer records, which no later page holds.
      const nueva = await crear('ana', 0.25);
      expect((await e.pedir('ana', 'PUT', `/horas/actualizarhoras/${nueva}`, entrada(0.5))).statusCode).toBe(200);
      expect((await e.pedir('ana', 'DELETE', `/horas/eliminarhoras/${nueva}`)).statusCode).toBe(204);
    } while (cursor);
    expect(leidos.map((r) => r.id)).toEqual(antes.map((r) => r.id));
    expect(new Set(leidos.map((r) => r.id)).size).toBe(leidos.length);
  });
});

describe('GET /historial.xlsx', () => {
  const libro = (cuerpo: Buffer) => {
    const l = XLSX.read(cuerpo);
    return { hojas: l.SheetNames, filas: XLSX.utils.sheet_to_json<string[]>(l.Sheets[l.SheetNames[0]], { header: 1, raw: false }) };
  };

  it("the administrator's file: sheet 'Historial', its five columns, one row per record of the filters, newest first", async () => {
    const registros = await todas(e, 'admin', { usuarioId: IDS.luis });
    const res = await e.pedir('admin', 'GET', `/historial.xlsx?usuarioId=${IDS.luis}&limite=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="historial.xlsx"');
    expect(res.headers['x-total-count']).toBe(String(registros.length));
    const { hojas, filas } = libro(res.rawPayload);
    expect(hojas).toEqual(['Historial']);
    expect(filas[0]).toEqual(['Fecha y hora', 'Usuario', 'Acción', 'Entidad', 'Detalle']);
    expect(filas[0]).toEqual([...LIBRO_HISTORIAL.columnas]);
    // An empty cell (a reset has no detail) reads back as nothing.
    const cinco = (fila: string[]) => Array.from({ length: 5 }, (_, i) => fila[i] ?? '');
    // The detail is the sentence the screens show for the same records, the day of an entry whose
    // change did not say it included (found in SQL here, in the records held there).
    expect(filas.slice(1).map(cinco)).toEqual(conFechasDeHoras(registros).map((r) => celdasHistorial(r, e.config.appTz)));
    const edicion = filas.find((f) => f[2] === 'Modificación' && f[3] === `Horas n.º ${h.luis}`);
    expect(edicion?.[1]).toBe('Luis Pérez');
    expect(edicion?.[4]).toBe('Luis Pérez modificó horas del 12/03/2026: Horas 1.00 → 2.50');
    expect(edicion?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(filas.find((f) => f[3] === `Usuario n.º ${IDS.luis}`)?.slice(1)).toEqual([
      'Admin Sistema', 'Modificación', `Usuario n.º ${IDS.luis}`, 'Admin Sistema modificó al usuario Pérez Gómez: Apellidos «Pérez» → «Pérez Gómez»',
    ]);
    expect(filas.find((f) => f[2] === 'Inicio de sesión')?.slice(1, 5)).toEqual(['Luis Pérez', 'Inicio de sesión', 'Sesión', 'Luis Pérez inició sesión']);
  });

  it("an entry's day comes from its later record when the retention purged the earlier ones", async () => {
    // What a purge leaves of an entry: its edit and its deletion, not its creation.
    await sembrarHistorialAntiguo(e.database.db, sql`INSERT INTO historial (en, entidad, entidad_id, accion, cambios, actor_id, actor_nombre, actor_apellidos) VALUES
      (now() - interval '2 minutes', 'hora', '987654', 'modificar', '{"horas":[1,2]}', ${IDS.ana}, 'Ana', 'García'),
      (now() - interval '1 minute', 'hora', '987654', 'eliminar', '{"fecha":["05/03/2026",null],"horas":[2,null]}', ${IDS.ana}, 'Ana', 'García')`);
    const { filas } = libro((await e.pedir('admin', 'GET', '/historial.xlsx?entidad=hora&entidadId=987654')).rawPayload);
    expect(filas.slice(1).map((f) => f[4])).toEqual([
      'Ana García eliminó horas del 05/03/2026: Horas 2.00',
      'Ana García modificó horas del 05/03/2026: Horas 1.00 → 2.00',
    ]);
  });

  it('204 when nothing matches; staff cannot download it, not even their own hours (403)', async () => {
    const vacio = await e.pedir('admin', 'GET', '/historial.xlsx?entidad=cierre');
    expect(vacio.statusCode).toBe(204);
    expect(vacio.headers['x-total-count']).toBe('0');
    const staff = await e.pedir('luis', 'GET', `/historial.xlsx?usuarioId=${IDS.luis}`);
    expect(staff.statusCode).toBe(403);
    expect((await e.pedir('luis', 'GET', '/historial.xlsx')).statusCode).toBe(403);
  });
});
