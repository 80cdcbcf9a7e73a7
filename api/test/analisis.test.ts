import { MENSAJES_ANALISIS, type Hora } from '@horas/shared/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analisis, consulta, filasCrudas, todosLosRegistros } from './analisis-ayuda';
import { crearEntorno, IDS, type Entorno } from './helper';
import { personaNueva, type Persona } from './personas';

let e: Entorno;
/** Someone of Consultoría only (outside Ana's areas) and someone of Desarrollo (hers), each with a default task's hours. */
let fuera: Persona;
let dentro: Persona;
let areas: Record<string, number>;
const RANGO = { fechaDesde: '2025-12-01', fechaHasta: '2026-03-18' };

beforeAll(async () => {
  e = await crearEntorno();
  areas = Object.fromEntries((await e.pedir('admin', 'GET', '/horas/areas')).json<{ id: number; nombre: string }[]>().map((a) => [a.nombre, a.id]));
  fuera = await personaNueva(e, { nombre: 'Zoe', apellidos: 'Fuera', areaIds: [areas['Consultoría']] });
  dentro = await personaNueva(e, { nombre: 'Dana', apellidos: 'Dentro', areaIds: [areas.Desarrollo] });
  await fuera.cargar(3.25, '2026-03-02');
  await dentro.cargar(1.5, '2026-03-03');
});
afterAll(async () => { await e?.cerrar(); });

const pedir = (quien: Parameters<Entorno['pedir']>[0], ruta: string, q: Record<string, string | number | undefined>) => e.pedir(quien, 'GET', `${ruta}?${consulta(q)}`);

describe("GET /reportes/analisis: groups, 'Sin …', periods", () => {
  it("names entries without a client, service or service's area 'Sin cliente', 'Sin servicio', 'Sin área' with id null; perfiles by their text", async () => {
    const sin = { cliente: 'Sin cliente', servicio: 'Sin servicio', area: 'Sin área' } as const;
    for (const [grupo, nombre] of Object.entries(sin)) {
      const r = await analisis(e, 'admin', { ...RANGO, grupo });
      expect(r.grupos).toContainEqual(expect.objectContaining({ id: null, nombre }));
      const solo = await analisis(e, 'admin', { ...RANGO, grupo, [`${grupo}Id`]: 'ninguno' });
      expect(solo.grupos.map((g) => [g.id, g.nombre])).toEqual([[null, nombre]]);
    }
    const perfiles = await analisis(e, 'admin', { ...RANGO, grupo: 'perfil' });
    expect(perfiles.grupos.map((g) => g.id).sort()).toEqual(['Administrador del sistema', 'Junior', 'Semi Senior', 'Senior']);
    expect(perfiles.grupos.every((g) => g.nombre === g.id)).toBe(true);
    const personas = await analisis(e, 'admin', { ...RANGO, grupo: 'usuario', usuarioId: IDS.ana });
    expect(personas.grupos.map((g) => g.nombre)).toEqual(['Ana García']);
  });

  it('labels every period of the range in order, empty ones too, weeks by their Monday across the turn of the year', async () => {
    const q = { fechaDesde: '2025-12-24', fechaHasta: '2026-01-06', grupo: 'usuario', usuarioId: fuera.id };
    const periodos = async (periodo: string) => (await analisis(e, 'admin', { ...q, periodo })).periodos;
    expect(await periodos('semana')).toEqual(['2025-12-22', '2025-12-29', '2026-01-05']);
    expect(await periodos('mes')).toEqual(['2025-12', '2026-01']);
    expect(await periodos('trimestre')).toEqual(['2025-T4', '2026-T1']);
    expect(await periodos('año')).toEqual(['2025', '2026']);
    expect((await periodos('dia'))).toHaveLength(14);
    expect((await analisis(e, 'admin', q)).periodos).toEqual([]);
    const semana = await analisis(e, 'admin', { fechaDesde: '2025-12-31', fechaHasta: '2026-01-02', grupo: 'usuario', periodo: 'semana', usuarioId: IDS.ana });
    expect(semana.periodos).toEqual(['2025-12-29']);
    expect(semana.grupos[0].serie).toEqual([semana.grupos[0].horas]);
  });

  it("compares with the range of the same length just before, listing a group that had hours only then", async () => {
    const r = await analisis(e, 'admin', { fechaDesde: '2026-03-09', fechaHasta: '2026-03-15', grupo: 'usuario', comparar: 'anterior', usuarioId: `${fuera.id},${dentro.id}` });
    // Their hours were on 2 and 3 March: the week before.
    expect(r.total).toEqual({ horas: 0, registros: 0, horasAnterior: 4.75 });
    expect(r.grupos.map((g) => [g.nombre, g.horas, g.horasAnterior, g.porcentaje])).toEqual([['Dana Dentro', 0, 1.5, 0], ['Zoe Fuera', 0, 3.25, 0]]);
    expect(r.anterior).toEqual({ fechaDesde: '2026-03-02', fechaHasta: '2026-03-08' });
  });

  it('compares whole calendar months with as many whole months before them, any other range with as many days', async () => {
    const anterior = async (fechaDesde: string, fechaHasta: string) =>
      (await analisis(e, 'admin', { fechaDesde, fechaHasta, grupo: 'cliente', comparar: 'anterior' })).anterior;
    expect(await anterior('2026-03-01', '2026-03-31')).toEqual({ fechaDesde: '2026-02-01', fechaHasta: '2026-02-28' });
    expect(await anterior('2025-10-01', '2025-10-31')).toEqual({ fechaDesde: '2025-09-01', fechaHasta: '2025-09-30' });
    expect(await anterior('2026-01-01', '2026-03-31')).toEqual({ fechaDesde: '2025-10-01', fechaHasta: '2025-12-31' });
    expect(await anterior('2026-01-01', '2026-12-31')).toEqual({ fechaDesde: '2025-01-01', fechaHasta: '2025-12-31' });
    expect(await anterior('2026-03-01', '2026-03-18')).toEqual({ fechaDesde: '2026-02-11', fechaHasta: '2026-02-28' });
    expect((await analisis(e, 'admin', { fechaDesde: '2026-03-01', fechaHasta: '2026-03-31', grupo: 'cliente' })).anterior).toBeUndefined();
    // Its hours are those of February: the month's, not the 31 days before 1 March.
    const marzo = await analisis(e, 'admin', { fechaDesde: '2026-03-01', fechaHasta: '2026-03-31', grupo: 'cliente', comparar: 'anterior' });
    const febrero = await analisis(e, 'admin', { fechaDesde: '2026-02-01', fechaHasta: '2026-02-28', grupo: 'cliente' });
    expect(marzo.total.horasAnterior).toBe(febrero.total.horas);
  });

  it("gives each person's target over the range through today by /horas/saldo's rule, for a range of any length", async () => {
    // Today is 2026-03-18: a range past it counts its days through today only.
    for (const [fechaDesde, fechaHasta] of [['2026-03-01', '2026-03-18'], ['2025-01-01', '2026-03-31']]) {
      const r = await analisis(e, 'admin', { fechaDesde, fechaHasta, grupo: 'usuario' });
      expect(r.grupos.length).toBeGreaterThan(5);
      expect(r.objetivoHasta).toBe('2026-03-18');
      for (const g of r.grupos) {
        const tramos = fechaHasta === '2026-03-31' ? [['2025-01-01', '2025-12-31'], ['2026-01-01', '2026-03-18']] : [[fechaDesde, fechaHasta]];
        let objetivo = 0;
        for (const [desde, hasta] of tramos) {
          const saldo = await pedir('admin', '/horas/saldo', { usuarioId: g.id as number, fechaDesde: desde, fechaHasta: hasta });
          objetivo += Math.round(saldo.json<{ objetivo: number }>().objetivo * 100);
        }
        expect(g.objetivo, g.nombre).toBe(objetivo / 100);
      }
    }
    const luis = await analisis(e, 'luis', { fechaDesde: '2026-03-02', fechaHasta: '2026-03-08', grupo: 'usuario' });
    expect(luis.grupos.map((g) => [g.id, g.objetivo])).toEqual([[IDS.luis, 20]]);
    expect((await analisis(e, 'admin', { ...RANGO, grupo: 'cliente' })).grupos.every((g) => g.objetivo === undefined)).toBe(true);
    const futuro = await analisis(e, 'admin', { fechaDesde: '2026-04-01', fechaHasta: '2026-04-30', grupo: 'usuario', comparar: 'anterior' });
    expect(futuro.objetivoHasta).toBe('2026-03-31');
    expect(futuro.grupos.every((g) => g.objetivo === 0)).toBe(true);
  });

  it("counts the whole range's target in /horas/saldo: only 'Análisis' stops at today", async () => {
    const ana = async (ruta: string, q: Record<string, string | number>) => (await pedir('admin', ruta, q)).json<{ objetivo: number }>();
    const saldo = await ana('/horas/saldo', { usuarioId: IDS.ana, fechaDesde: '2026-03-01', fechaHasta: '2026-03-31' });
    const hastaHoy = await ana('/horas/saldo', { usuarioId: IDS.ana, fechaDesde: '2026-03-01', fechaHasta: '2026-03-18' });
    expect(saldo.objetivo).toBeGreaterThan(hastaHoy.objetivo);
    const r = await analisis(e, 'admin', { fechaDesde: '2026-03-01', fechaHasta: '2026-03-31', grupo: 'usuario', usuarioId: IDS.ana });
    expect(r.grupos[0].objetivo).toBe(hastaHoy.objetivo);
  });
});

describe('GET /reportes/analisis: who sees what', () => {
  const visibles = async (quien: 'admin' | 'ana' | 'luis', q: Record<string, string | number | undefined> = {}) =>
    new Set((await analisis(e, quien, { ...RANGO, grupo: 'usuario', ...q })).grupos.map((g) => g.id));

  it("an administrator sees everyone; Ana the people of Desarrollo and herself; Luis himself", async () => {
    expect(await visibles('admin')).toEqual(new Set([IDS.admin, IDS.ana, IDS.luis, IDS.carla, fuera.id, dentro.id]));
    expect(await visibles('ana')).toEqual(new Set([IDS.ana, IDS.luis, IDS.carla, dentro.id]));
    expect(await visibles('luis')).toEqual(new Set([IDS.luis]));
  });

  it('a responsable never sees a person outside their areas, whatever the filters', async () => {
    const propias = new Set([IDS.ana, IDS.luis, IDS.carla, dentro.id]);
    const filas = await filasCrudas(e);
    const de = (campo: 'cliente' | 'servicio' | 'area' | 'tarea') => fc.option(fc.subarray([...new Set(filas.map((f) => f[campo] ?? 'ninguno'))], { minLength: 1 }).map((v) => v.join(',')), { nil: undefined });
    await fc.assert(fc.asyncProperty(
      fc.record({ clienteId: de('cliente'), servicioId: de('servicio'), areaId: de('area'), tareaId: de('tarea'), grupo: fc.constantFrom('usuario', 'cliente', 'area') }),
      async ({ grupo, ...filtros }) => {
        const r = await analisis(e, 'ana', { ...RANGO, grupo, subgrupo: grupo === 'usuario' ? undefined : 'usuario', ...filtros });
        const ids = grupo === 'usuario' ? r.grupos.map((g) => g.id) : r.grupos.flatMap((g) => g.subgrupos!.map((s) => s.id));
        expect(ids.filter((id) => !propias.has(id as number))).toEqual([]);
        const registros = await todosLosRegistros(e, 'ana', { ...RANGO, limite: 200, ...filtros });
        expect(registros.items.filter((h) => !propias.has(h.usuarioId!))).toEqual([]);
        expect(registros.items).toHaveLength(r.total.registros);
      },
    ), { numRuns: 15 });
  });

  it('naming someone the caller may not see answers 403; an unknown person 404 to an administrator, 403 to anyone else', async () => {
    const casos: [Parameters<Entorno['pedir']>[0], string, number, string][] = [
      ['ana', `${IDS.ana},${fuera.id}`, 403, MENSAJES_ANALISIS.usuarioNoVisible],
      ['luis', String(IDS.ana), 403, MENSAJES_ANALISIS.usuarioNoVisible],
      ['luis', '999999', 403, MENSAJES_ANALISIS.usuarioNoVisible],
      ['ana', '999999', 403, MENSAJES_ANALISIS.usuarioNoVisible],
      ['admin', `${IDS.ana},999999`, 404, 'Usuario con ID 999999 no encontrado'],
    ];
    for (const ruta of ['/reportes/analisis', '/reportes/analisis/registros']) {
      for (const [quien, usuarioId, status, mensaje] of casos) {
        const res = await pedir(quien, ruta, { ...RANGO, grupo: 'usuario', usuarioId });
        expect([res.statusCode, res.json()], `${String(quien)} ${usuarioId}`).toEqual([status, { mensaje }]);
      }
    }
    expect([...await visibles('ana', { usuarioId: `${IDS.luis},${dentro.id}` })]).toEqual(expect.arrayContaining([IDS.luis, dentro.id]));
  });
});

describe('GET /reportes/analisis: refusals, in order 400 → 404 → 403', () => {
  /** The day `dias` days before 2026-03-18. */
  const antes = (dias: number) => new Date(Date.UTC(2026, 2, 18 - dias)).toISOString().slice(0, 10);
  const casos: [Record<string, string>, number, string][] = [
    [{ fechaHasta: '2026-03-01', grupo: 'cliente' }, 400, MENSAJES_ANALISIS.fechas],
    [{ fechaDesde: '01/03/2026', fechaHasta: '2026-03-01', grupo: 'cliente' }, 400, MENSAJES_ANALISIS.fechas],
    [{ fechaDesde: '2026-02-30', fechaHasta: '2026-03-01', grupo: 'cliente' }, 400, 'Fecha inválida: 2026-02-30'],
    [{ fechaDesde: '2026-03-02', fechaHasta: '2026-03-01', grupo: 'cliente' }, 400, MENSAJES_ANALISIS.orden],
    [{ fechaDesde: antes(3661), fechaHasta: '2026-03-18', grupo: 'cliente' }, 400, MENSAJES_ANALISIS.rango],
    [{ ...RANGO, grupo: 'cliente', subgrupo: 'cliente' }, 400, MENSAJES_ANALISIS.subgrupo],
    [{ ...RANGO, grupo: 'color' }, 400, MENSAJES_ANALISIS.grupo],
    [{ ...RANGO, grupo: 'cliente', periodo: 'hora' }, 400, MENSAJES_ANALISIS.periodo],
    [{ ...RANGO, grupo: 'cliente', comparar: 'siguiente' }, 400, MENSAJES_ANALISIS.comparar],
    [{ ...RANGO, grupo: 'cliente', clienteId: '1,x' }, 400, MENSAJES_ANALISIS.lista('clienteId', true)],
    [{ ...RANGO, grupo: 'cliente', usuarioId: 'ninguno' }, 400, MENSAJES_ANALISIS.lista('usuarioId', false)],
    [{ ...RANGO, grupo: 'cliente', clienteId: '999999', usuarioId: '1' }, 404, 'Cliente con ID 999999 no encontrado'],
    [{ ...RANGO, grupo: 'cliente', areaId: 'ninguno,999998' }, 404, 'Área con ID 999998 no encontrada'],
  ];
  it('answers each with its message, for staff too (catalogue ids are no secret)', async () => {
    for (const [q, status, mensaje] of casos) {
      const res = await pedir('luis', '/reportes/analisis', q);
      expect([res.statusCode, res.json()], JSON.stringify(q)).toEqual([status, { mensaje }]);
    }
    const diez = await pedir('luis', '/reportes/analisis', { fechaDesde: antes(3660), fechaHasta: '2026-03-18', grupo: 'cliente' });
    expect(diez.statusCode).toBe(200);
  });

  it('never answers 500 to any query', async () => {
    const texto = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('ninguno', '1,2', '2026-02-30', 'usuario', 'semana', 'anterior', '0', '2147483648'));
    const campo = fc.constantFrom('fechaDesde', 'fechaHasta', 'grupo', 'subgrupo', 'periodo', 'comparar', 'usuarioId', 'clienteId', 'areaId', 'perfil', 'limite', 'cursor');
    await fc.assert(fc.asyncProperty(fc.dictionary(campo, texto), fc.constantFrom('/reportes/analisis', '/reportes/analisis/registros'), async (q, ruta) => {
      const res = await pedir('ana', ruta, { ...RANGO, grupo: 'cliente', ...q });
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode !== 200) expect(typeof res.json<{ mensaje: string }>().mensaje).toBe('string');
    }), { numRuns: 80 });
  });
});

describe('GET /reportes/analisis/registros: the entries behind a cell', () => {
  it("pages a cell's entries newest day first, each once, as many as the cell counts", async () => {
    const r = await analisis(e, 'admin', { ...RANGO, grupo: 'cliente', subgrupo: 'usuario', periodo: 'mes' });
    const grupo = r.grupos.find((g) => g.id !== null)!;
    const sub = grupo.subgrupos![0];
    const i = grupo.subgrupos![0].serie!.findIndex((h) => h > 0);
    const mes = r.periodos[i];
    const celda = { fechaDesde: `${mes}-01`, fechaHasta: new Date(Date.UTC(+mes.slice(0, 4), +mes.slice(5, 7), 0)).toISOString().slice(0, 10), clienteId: grupo.id as number, usuarioId: sub.id as number };
    const { items, paginas } = await todosLosRegistros(e, 'admin', { ...celda, limite: 3, grupo: 'cliente', periodo: 'mes' });
    const clave = (h: Hora) => `${h.fechaCarga.split('/').reverse().join('-')}.${String(h.id).padStart(10, '0')}`;
    expect(items.map(clave)).toEqual(items.map(clave).sort().reverse());
    expect(new Set(items.map((h) => h.id)).size).toBe(items.length);
    expect(items).toHaveLength((await analisis(e, 'admin', { ...celda, grupo: 'usuario' })).total.registros);
    expect(items.length).toBeGreaterThan(3);
    expect(paginas).toBe(Math.ceil(items.length / 3));
    expect(items.every((h) => h.cliente?.id === grupo.id && h.usuarioId === sub.id)).toBe(true);
    expect(items.reduce((s, h) => s + Math.round(h.horas * 100), 0) / 100).toBe(sub.serie![i]);
    // The listing's shape, as /horas/horasusuario answers it.
    const listado = (await pedir('admin', `/horas/horasusuario/${sub.id}/rango`, { fechaDesde: celda.fechaDesde, fechaHasta: celda.fechaHasta })).json<Hora[]>();
    expect(items).toEqual(expect.arrayContaining(listado.filter((h) => h.cliente?.id === grupo.id)));
  });

  it('refuses a limit outside 1–200 and a cursor it did not write', async () => {
    for (const limite of ['0', '201', 'x', '-1']) {
      expect((await pedir('luis', '/reportes/analisis/registros', { ...RANGO, limite })).json()).toEqual({ mensaje: MENSAJES_ANALISIS.limite });
    }
    const bueno = Buffer.from('2026-03-01.5').toString('base64url');
    for (const cursor of ['x!', Buffer.from('2026-02-30.5').toString('base64url'), Buffer.from('2026-03-01.05').toString('base64url'), `${bueno}=`]) {
      const res = await pedir('luis', '/reportes/analisis/registros', { ...RANGO, cursor });
      expect([res.statusCode, res.json()]).toEqual([400, { mensaje: MENSAJES_ANALISIS.cursor }]);
    }
    expect((await pedir('luis', '/reportes/analisis/registros', { ...RANGO, cursor: bueno })).statusCode).toBe(200);
  });
});
