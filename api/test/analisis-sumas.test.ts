import { DIMENSIONES_ANALISIS, PERIODOS_ANALISIS, type DimensionAnalisis, type PeriodoAnalisis } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analisis, filasCrudas, todosLosRegistros, type Fila } from './analisis-ayuda';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
let filas: Fila[];

beforeAll(async () => {
  e = await crearEntorno();
  // Odd cents beside the demo's whole hours, on days around the turn of the year and weekends: copies of
  // every seventh entry three days earlier, at 0.33, 0.07 or 1.01 hours.
  await e.database.db.execute(sql`INSERT INTO horas (usuario_id, cliente_id, servicio_id, tarea_id, fecha, horas, descripcion, senorityhora)
    SELECT usuario_id, cliente_id, servicio_id, tarea_id, fecha - 3, (ARRAY[0.33, 0.07, 1.01])[id % 3 + 1], 'Céntimos', senorityhora FROM horas WHERE id % 7 = 0`);
  filas = await filasCrudas(e);
});
afterAll(async () => { await e?.cerrar(); });

const lunes = (fecha: string) => {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
/** A day's period label, computed here on its own. */
const ETIQUETA: Record<PeriodoAnalisis, (fecha: string) => string> = {
  dia: (f) => f,
  semana: lunes,
  mes: (f) => f.slice(0, 7),
  trimestre: (f) => `${f.slice(0, 4)}-T${Math.ceil(Number(f.slice(5, 7)) / 3)}`,
  año: (f) => f.slice(0, 4),
};
const CAMPO: Record<DimensionAnalisis, keyof Fila> = { usuario: 'usuario', cliente: 'cliente', servicio: 'servicio', tarea: 'tarea', area: 'area', perfil: 'perfil' };

const sumar = (lista: Fila[]) => lista.reduce((s, f) => s + f.centesimos, 0);
const enHoras = (centesimos: number) => centesimos / 100;
function agrupar(lista: Fila[], dimension: DimensionAnalisis): Map<unknown, Fila[]> {
  const mapa = new Map<unknown, Fila[]>();
  for (const f of lista) mapa.set(f[CAMPO[dimension]], [...(mapa.get(f[CAMPO[dimension]]) ?? []), f]);
  return mapa;
}
const sumaDeHoras = (horas: number[]) => enHoras(horas.reduce((s, h) => s + Math.round(h * 100), 0));

/** A filter: a few of the values present (ids, 'ninguno', perfiles). */
const valores = (campo: keyof Fila) => [...new Set(filas.map((f) => f[campo] ?? 'ninguno'))];
const lista = (campo: keyof Fila) => fc.option(fc.subarray(valores(campo), { minLength: 1 }).map((v) => v.join(',')), { nil: undefined });

/** Whole calendar months of the entries' span: 1 to 3 from November 2025 to March 2026. */
const mesesEnteros = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 3 }))
  .map(([primero, n]) => [new Date(Date.UTC(2025, 10 + primero, 1)), new Date(Date.UTC(2025, 10 + primero + n, 0))].map((d) => d.toISOString().slice(0, 10)));

/** Where 'Anterior' starts: as many whole months before whole months, else as many days before. */
function anteriorDesde(desde: string, hasta: string): string {
  const [a, m] = desde.split('-').map(Number);
  const manana = new Date(Date.parse(hasta) + 86_400_000);
  if (desde.endsWith('-01') && manana.getUTCDate() === 1) {
    const meses = (manana.getUTCFullYear() - a) * 12 + manana.getUTCMonth() + 1 - m;
    return new Date(Date.UTC(a, m - 1 - meses, 1)).toISOString().slice(0, 10);
  }
  const n = (Date.parse(hasta) - Date.parse(desde)) / 86_400_000 + 1;
  return new Date(Date.parse(desde) - n * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /reportes/analisis: sums against the entries added up on their own', () => {
  it('for any dimensions, period and filters: each group, subgroup, period and the total to the cent; groups add up to the total, subgroups to their group', async () => {
    const dia = fc.integer({ min: 0, max: 140 }).map((n) => new Date(Date.UTC(2025, 10, 10 + n)).toISOString().slice(0, 10));
    const pedido = fc.record({
      fechas: fc.oneof(fc.tuple(dia, dia).map(([a, b]) => (a <= b ? [a, b] : [b, a])), mesesEnteros),
      grupo: fc.constantFrom(...DIMENSIONES_ANALISIS),
      subgrupo: fc.option(fc.constantFrom(...DIMENSIONES_ANALISIS), { nil: undefined }),
      periodo: fc.option(fc.constantFrom(...PERIODOS_ANALISIS), { nil: undefined }),
      comparar: fc.boolean(),
      usuarioId: lista('usuario'), clienteId: lista('cliente'), servicioId: lista('servicio'), tareaId: lista('tarea'), areaId: lista('area'), perfil: lista('perfil'),
    });
    await fc.assert(fc.asyncProperty(pedido, async ({ fechas: [fechaDesde, fechaHasta], grupo, comparar, ...p }) => {
      const subgrupo = p.subgrupo === grupo ? undefined : p.subgrupo;
      const r = await analisis(e, 'admin', {
        fechaDesde, fechaHasta, grupo, subgrupo, periodo: p.periodo, comparar: comparar ? 'anterior' : undefined,
        usuarioId: p.usuarioId, clienteId: p.clienteId, servicioId: p.servicioId, tareaId: p.tareaId, areaId: p.areaId, perfil: p.perfil,
      });
      const pasa = (f: Fila) => ([['usuarioId', 'usuario'], ['clienteId', 'cliente'], ['servicioId', 'servicio'], ['tareaId', 'tarea'], ['areaId', 'area'], ['perfil', 'perfil']] as const)
        .every(([filtro, campo]) => p[filtro] === undefined || p[filtro].split(',').includes(String(f[campo] ?? 'ninguno')));
      const elegidas = filas.filter((f) => pasa(f) && f.fecha >= fechaDesde && f.fecha <= fechaHasta);
      const antesDesde = anteriorDesde(fechaDesde, fechaHasta);
      const anteriores = filas.filter((f) => pasa(f) && f.fecha >= antesDesde && f.fecha < fechaDesde);

      expect(r.total).toEqual({ horas: enHoras(sumar(elegidas)), registros: elegidas.length, ...(comparar && { horasAnterior: enHoras(sumar(anteriores)) }) });
      expect(sumaDeHoras(r.grupos.map((g) => g.horas))).toBe(r.total.horas);
      const esperados = agrupar(elegidas, grupo);
      const previos = agrupar(anteriores, grupo);
      expect(new Set(r.grupos.map((g) => g.id))).toEqual(new Set([...esperados.keys(), ...(comparar ? previos.keys() : [])]));
      if (p.periodo) {
        const etiqueta = ETIQUETA[p.periodo];
        expect(r.periodos).toEqual([...r.periodos].sort());
        expect(r.periodos[0]).toBe(etiqueta(fechaDesde));
        expect(r.periodos.at(-1)).toBe(etiqueta(fechaHasta));
        expect(new Set(r.periodos).size).toBe(r.periodos.length);
      } else expect(r.periodos).toEqual([]);
      for (const g of r.grupos) {
        const suyas = esperados.get(g.id) ?? [];
        expect(g).toMatchObject({ horas: enHoras(sumar(suyas)), registros: suyas.length });
        if (comparar) expect(g.horasAnterior).toBe(enHoras(sumar(previos.get(g.id) ?? [])));
        if (p.periodo) {
          const etiqueta = ETIQUETA[p.periodo];
          expect(g.serie).toEqual(r.periodos.map((per) => enHoras(sumar(suyas.filter((f) => etiqueta(f.fecha) === per)))));
        } else expect(g.serie).toBeUndefined();
        if (!subgrupo) { expect(g.subgrupos).toBeUndefined(); continue; }
        expect(sumaDeHoras(g.subgrupos!.map((s) => s.horas))).toBe(g.horas);
        const porSub = agrupar(suyas, subgrupo);
        for (const s of g.subgrupos!) expect(s).toMatchObject({ horas: enHoras(sumar(porSub.get(s.id) ?? [])), registros: (porSub.get(s.id) ?? []).length });
      }
    }), { numRuns: 60 });
  });

  it('orders groups by hours descending, then name; shares of the total with one decimal', async () => {
    const r = await analisis(e, 'admin', { fechaDesde: '2025-12-01', fechaHasta: '2026-03-18', grupo: 'cliente', subgrupo: 'usuario' });
    const porNombre = new Intl.Collator('es', { sensitivity: 'base' });
    for (const nivel of [r.grupos, ...r.grupos.map((g) => g.subgrupos!)]) {
      expect([...nivel].sort((a, b) => b.horas - a.horas || porNombre.compare(a.nombre, b.nombre))).toEqual(nivel);
    }
    for (const g of r.grupos) {
      expect(g.porcentaje).toBe(Math.round((g.horas / r.total.horas) * 1000) / 10);
      for (const s of g.subgrupos!) expect(s.porcentaje).toBe(Math.round((s.horas / g.horas) * 1000) / 10);
    }
    expect(r.grupos.flatMap((g) => g.subgrupos!.map((s) => s.nombre))).toContain('Ana García');
  });
});

describe("GET /reportes/analisis: whole months read from their monthly sums", () => {
  it('follows every write: an entry moved to another month and client, one deleted, one added', async () => {
    const q = { fechaDesde: '2026-01-01', fechaHasta: '2026-03-31', grupo: 'usuario', subgrupo: 'cliente', periodo: 'mes' };
    const antes = await analisis(e, 'ana', q);
    const [movida, borrada] = (await todosLosRegistros(e, 'ana', { fechaDesde: '2026-02-01', fechaHasta: '2026-02-28', usuarioId: IDS.ana, limite: 2 })).items;
    const editar = await e.pedir('ana', 'PUT', `/horas/actualizarhoras/${movida.id}`, {
      tareaId: 21, horasTrabajadas: 0.37, descripcion: 'Movida', fechaCarga: '16/03/2026',
    });
    expect(editar.statusCode, editar.body).toBe(200);
    expect((await e.pedir('ana', 'DELETE', `/horas/eliminarhoras/${borrada.id}`)).statusCode).toBe(204);
    const nueva = await e.pedir('ana', 'POST', '/horas/cargarhoras', { tareaId: 21, horasTrabajadas: 1.11, descripcion: 'Nueva', fechaCarga: '17/01/2026' });
    expect(nueva.statusCode, nueva.body).toBe(201);
    filas = await filasCrudas(e);
    const despues = await analisis(e, 'ana', q);
    const deAna = despues.grupos.find((g) => g.id === IDS.ana)!;
    const suyas = filas.filter((f) => f.usuario === IDS.ana && f.fecha >= q.fechaDesde && f.fecha <= q.fechaHasta);
    expect(deAna).toMatchObject({ horas: enHoras(sumar(suyas)), registros: suyas.length });
    expect(deAna.serie).toEqual(['2026-01', '2026-02', '2026-03'].map((mes) => enHoras(sumar(suyas.filter((f) => f.fecha.startsWith(mes))))));
    const sinCliente = deAna.subgrupos!.find((s) => s.id === null)!;
    expect(sinCliente.horas).toBe(enHoras(sumar(suyas.filter((f) => f.cliente === null))));
    expect(deAna.horas).toBe(enHoras(Math.round(antes.grupos.find((g) => g.id === IDS.ana)!.horas * 100) - movida.horas * 100 - borrada.horas * 100 + 37 + 111));
  });
});
