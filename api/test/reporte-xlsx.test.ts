import type { Hora } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { leerLibro } from '@horas/shared/testing/libro';
import { crearEntorno, IDS, type Entorno } from './helper';

/** A default task of the demo seed ('Reunión interna'): no client, no service. */
const TAREA_POR_DEFECTO = 21;

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
  // Texts a spreadsheet would run as formulas, markup, an `_x0041_` look-alike and a control
  // character, on a day inside the editing window.
  for (const descripcion of ['=HYPERLINK("http://x","y")', '+1+1', '-2', '@SUM(1)', '<b>negrita</b> & "citas"', 'texto _x0041_ literal', 'campana y\ttab', 'dos\nlíneas\r\nfin']) {
    const res = await e.app.inject({
      method: 'POST', url: '/horas/cargarhoras', headers: e.auth('luis'),
      payload: { clienteId: null, servicioId: null, tareaId: TAREA_POR_DEFECTO, horasTrabajadas: 0.25, descripcion, fechaCarga: '07/03/2026' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The API refuses control characters now; a description stored before that still has them.
  await e.database.db.execute(sql`update horas set descripcion = ${'campana\u0007 y\ttab'} where descripcion = ${'campana y\ttab'}`);
});
afterAll(async () => { await e?.cerrar(); });

const RANGO = { fechaDesde: '2026-02-01', fechaHasta: '2026-03-18' };
const COLUMNAS = ['Fecha de Carga', 'Cliente', 'Usuario', 'Horas', 'Descripción', 'Seniority Hora', 'Servicio', 'Tarea', 'Área'];
type Quien = 'admin' | 'ana' | 'luis';

const archivo = (query: Record<string, string | number>, quien: Quien = 'admin') =>
  e.app.inject({ url: '/horas/reporte.xlsx', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: e.auth(quien) });

const json = async (ruta: string, quien: Quien = 'admin') => {
  const res = await e.app.inject({ url: ruta, query: RANGO, headers: e.auth(quien) });
  expect(res.statusCode).toBe(200);
  return res.json<Hora[]>();
};

/** The layout of spec §3, spelled out here: 'N/A' when missing, formula-looking text behind a quote. */
const texto = (t: string) => (/^[=+\-@\t\r]/.test(t) ? `'${t}` : t);
const oNa = (t: string | null | undefined) => (t?.trim() ? texto(t) : 'N/A');
const filaEsperada = (h: Hora, area?: string) => [
  h.fechaCarga, oNa(h.cliente?.nombre), texto(`${h.usuario.nombre} ${h.usuario.apellidos}`.trim()), h.horas, texto(h.descripcion),
  oNa(h.senorityhora), oNa(h.servicio?.nombre), oNa(h.tarea.nombre), oNa(area ?? h.usuario.areas.map((a) => a.nombre).join(', ')),
];

function hojas(cuerpo: Buffer) {
  const libro = XLSX.read(cuerpo);
  return { nombres: libro.SheetNames, filas: XLSX.utils.sheet_to_json<unknown[]>(libro.Sheets[libro.SheetNames[0]], { header: 1 }) };
}

describe('GET /horas/reporte.xlsx: the JSON report as horas.xlsx', () => {
  it.each([
    ['usuario', { tipo: 'usuario', id: IDS.luis }, `/horas/horasusuario/${IDS.luis}/rango`, undefined],
    ['todos', { tipo: 'todos' }, '/horas/horastodosusuarios/rango', undefined],
    ['cliente', { tipo: 'cliente', id: 1 }, '/horas/horascliente/1/rango', undefined],
    ['area', { tipo: 'area', id: 2 }, '/horas/horasarea/2/rango', 'Diseño'],
  ] as const)('%s: sheet Horas, the nine columns and one row per entry of the JSON call', async (_, pedido, ruta, area) => {
    const esperadas = (await json(ruta)).map((h) => filaEsperada(h, area));
    expect(esperadas.length).toBeGreaterThan(0);
    const res = await archivo({ ...pedido, ...RANGO });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="horas.xlsx"');
    expect(res.headers['x-total-count']).toBe(String(esperadas.length));
    const { nombres, filas } = hojas(res.rawPayload);
    expect(nombres).toEqual(['Horas']);
    expect(filas[0]).toEqual(COLUMNAS);
    expect(filas.slice(1)).toEqual(esperadas);
  });

  it('keeps hostile texts as they were typed, formulas as text behind a quote, default tasks as N/A', async () => {
    const dia = { fechaDesde: '2026-03-07', fechaHasta: '2026-03-07' };
    const res = await archivo({ tipo: 'usuario', id: IDS.luis, ...dia }, 'luis');
    const { filas } = hojas(res.rawPayload);
    expect(filas.slice(1).map((f) => f[4])).toEqual([
      `'=HYPERLINK("http://x","y")`, "'+1+1", "'-2", "'@SUM(1)", '<b>negrita</b> & "citas"', 'texto _x0041_ literal', 'campana\u0007 y\ttab', 'dos\nlíneas\r\nfin',
    ]);
    expect(filas[1]).toEqual(['07/03/2026', 'N/A', 'Luis Pérez', 0.25, `'=HYPERLINK("http://x","y")`, 'Junior', 'N/A', expect.any(String), 'Desarrollo, Soporte']);
    const libro = XLSX.read(res.rawPayload, { cellFormula: true });
    const celdas = Object.entries(libro.Sheets.Horas).filter(([k]) => !k.startsWith('!')).map(([, c]) => c as XLSX.CellObject);
    expect(celdas.filter((c) => c.f !== undefined)).toEqual([]);
  });

  it('freezes the header row; each column as wide as its longest value, the header included, capped', async () => {
    const dia = { fechaDesde: '2026-03-07', fechaHasta: '2026-03-07' };
    const res = await archivo({ tipo: 'usuario', id: IDS.luis, ...dia }, 'luis');
    const { filas } = hojas(res.rawPayload);
    const { anchos, encabezadoFijo } = leerLibro(res.rawPayload);
    expect(encabezadoFijo).toBe(true);
    const largo = (valor: unknown) => Math.max(...String(valor).split('\n').map((linea) => linea.length));
    expect(anchos).toEqual(COLUMNAS.map((_, i) => Math.min(60, Math.max(...filas.map((fila) => largo(fila[i]))) + 2)));
    expect(anchos.slice(0, 4)).toEqual(['Fecha de Carga'.length + 2, 'Cliente'.length + 2, 'Luis Pérez'.length + 2, 'Horas'.length + 2]);
  });

  it('answers 204 with X-Total-Count 0 and no body on a range without entries', async () => {
    const res = await archivo({ tipo: 'cliente', id: 1, fechaDesde: '2020-01-01', fechaHasta: '2020-01-31' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.body).toBe('');
  });
});

describe('GET /horas/reporte.xlsx: who may ask, and wrong requests', () => {
  const PROHIBIDO = { mensaje: 'No tiene permisos para ver las horas de otros usuarios.' };

  it('staff get their own file', async () => {
    const res = await archivo({ tipo: 'usuario', id: IDS.ana, ...RANGO }, 'ana');
    expect(res.statusCode).toBe(200);
    expect(new Set(hojas(res.rawPayload).filas.slice(1).map((f) => f[2]))).toEqual(new Set(['Ana García']));
  });

  it.each([
    ['another user', { tipo: 'usuario', id: IDS.luis }],
    ['the admin', { tipo: 'usuario', id: IDS.admin }],
    ['all users', { tipo: 'todos' }],
    ['a client', { tipo: 'cliente', id: 1 }],
    ['an area', { tipo: 'area', id: 1 }],
    ['an unknown user', { tipo: 'usuario', id: 999 }],
  ])('staff asking for %s get 403 and the JSON calls mensaje', async (_, pedido) => {
    const res = await archivo({ ...pedido, ...RANGO }, 'ana');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PROHIBIDO);
  });

  it.each([
    [{ tipo: 'usuario', id: 999 }, `/horas/horasusuario/999/rango`, 'Usuario con ID 999 no encontrado'],
    [{ tipo: 'cliente', id: 999 }, `/horas/horascliente/999/rango`, 'Cliente con ID 999 no encontrado'],
    [{ tipo: 'area', id: 999 }, `/horas/horasarea/999/rango`, 'Área con ID 999 no encontrada'],
  ])('404 %j, as the JSON call', async (pedido, ruta, mensaje) => {
    const res = await archivo({ ...pedido, ...RANGO });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje });
    const comoJson = await e.app.inject({ url: ruta, query: RANGO, headers: e.auth('admin') });
    expect([comoJson.statusCode, comoJson.json()]).toEqual([404, { mensaje }]);
  });

  it.each([
    [{ tipo: 'usuario', ...RANGO }, 'Debe indicar el id del usuario.'],
    [{ tipo: 'cliente', ...RANGO }, 'Debe indicar el id del cliente.'],
    [{ tipo: 'area', ...RANGO }, 'Debe indicar el id del área.'],
    [{ tipo: 'todos', id: 1, ...RANGO }, 'El reporte de todos los usuarios no lleva id.'],
    [{ tipo: 'proyecto', id: 1, ...RANGO }, "El tipo de reporte debe ser 'usuario', 'todos', 'cliente' o 'area'."],
    [{ tipo: 'todos', fechaDesde: '2026-03-01', fechaHasta: '2026-02-01' }, 'La fecha de inicio no puede ser posterior a la fecha de fin.'],
    [{ tipo: 'todos', fechaDesde: '2026-02-30', fechaHasta: '2026-03-01' }, 'Fecha inválida: 2026-02-30'],
  ])('400 %j', async (query, mensaje) => {
    const res = await archivo(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('401 without a token', async () => {
    const res = await e.app.inject({ url: '/horas/reporte.xlsx', query: { tipo: 'todos', ...RANGO } });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toEqual(expect.any(String));
  });
});

describe('a report covers at most 366 days, both ends included, file and JSON alike', () => {
  it.each([
    ['2025-03-18', 200],
    ['2025-03-17', 400],
  ])('from %s to 2026-03-18 -> %i', async (fechaDesde, estado) => {
    const rango = { fechaDesde, fechaHasta: '2026-03-18' };
    const res = await archivo({ tipo: 'usuario', id: IDS.luis, ...rango });
    const comoJson = await e.app.inject({ url: `/horas/horasusuario/${IDS.luis}/rango`, query: rango, headers: e.auth('admin') });
    expect([res.statusCode, comoJson.statusCode]).toEqual([estado, estado]);
    if (estado === 400) expect(res.json()).toEqual({ mensaje: 'El rango de fechas no puede superar 366 días.' });
  });
});
