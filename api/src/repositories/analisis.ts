import type { DimensionAnalisis, PeriodoAnalisis } from '@horas/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diasDelMes, inicioDeMes, sumarDias } from '../lib/fechas';
import { ENTRADA, UNIONES_DE_ENTRADA } from './horas-json';

/** A list filter: ids, and for optional references `'ninguno'` (entries without one). */
type Ids = (number | 'ninguno')[];

/** Which entries 'Análisis' reads: a range and lists (any of each); `usuarioIds` also carries who the caller may see. */
export interface FiltroAnalisis {
  desde: string;
  hasta: string;
  usuarioIds?: number[];
  clienteIds?: Ids;
  servicioIds?: Ids;
  tareaIds?: number[];
  /** The area of the entry's service. */
  areaIds?: Ids;
  perfiles?: string[];
}

/** A cell: hours (in cents, exact) and entries of one group, subgroup and period. */
export interface CeldaAnalisis {
  g: number | string | null;
  sg: number | string | null;
  /** The period's first day 'YYYY-MM-DD' (null without a period). */
  p: string | null;
  /** Whether the cell is of the range before `desde` (comparar). */
  anterior: boolean;
  centesimos: number;
  registros: number;
}

/** Each dimension's column over `horas h` left-joined to its service `s`. */
const COLUMNA: Record<DimensionAnalisis, SQL> = {
  usuario: sql`h.usuario_id`,
  cliente: sql`h.cliente_id`,
  servicio: sql`h.servicio_id`,
  tarea: sql`h.tarea_id`,
  area: sql`s.area_id`,
  perfil: sql`h.senorityhora`,
};

/** PostgreSQL's date_trunc unit of each period (its weeks start on Monday). */
const UNIDAD: Record<PeriodoAnalisis, string> = { dia: 'day', semana: 'week', mes: 'month', trimestre: 'quarter', año: 'year' };

/** The dimensions whose ids name records, with each one's table. */
export type Referencia = Exclude<DimensionAnalisis, 'perfil'>;
const TABLA: Record<Referencia, string> = { usuario: 'usuarios', cliente: 'clientes', servicio: 'servicios', tarea: 'tareas', area: 'areas' };

/** One parameter for a list of ids: an int[] literal (the ids are validated integers). */
const enteros = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `columna` in the list; `'ninguno'` also takes the entries without one. */
function enLista(columna: SQL, valores: Ids): SQL {
  const ids = valores.filter((v): v is number => v !== 'ninguno');
  const partes = [ids.length ? sql`${columna} = ANY(${enteros(ids)})` : sql`false`];
  if (valores.includes('ninguno')) partes.push(sql`${columna} IS NULL`);
  return sql`(${sql.join(partes, sql` OR `)})`;
}

/** The filter's lists as conditions on `h` (`horas` or `horas_por_mes`: the same columns) and its service `s`. */
function filtros(f: FiltroAnalisis): SQL[] {
  const partes: SQL[] = [];
  if (f.usuarioIds) partes.push(enLista(COLUMNA.usuario, f.usuarioIds));
  if (f.clienteIds) partes.push(enLista(COLUMNA.cliente, f.clienteIds));
  if (f.servicioIds) partes.push(enLista(COLUMNA.servicio, f.servicioIds));
  if (f.tareaIds) partes.push(enLista(COLUMNA.tarea, f.tareaIds));
  if (f.areaIds) partes.push(enLista(COLUMNA.area, f.areaIds));
  if (f.perfiles) partes.push(sql`h.senorityhora IN (${sql.join(f.perfiles.map((p) => sql`${p}`), sql`, `)})`);
  return partes;
}

const entre = (columna: SQL, desde: string, hasta: string) => sql`${columna} BETWEEN ${desde}::date AND ${hasta}::date`;
const todas = (partes: SQL[]) => sql.join(partes, sql` AND `);

/** The whole months inside `desde`..`hasta`, as their first days, or undefined if none. */
function mesesEnteros(desde: string, hasta: string): { primero: string; ultimo: string } | undefined {
  const primero = desde.endsWith('-01') ? desde : inicioDeMes(desde, -1);
  const ultimo = diasDelMes(hasta.slice(0, 7)).hasta === hasta ? inicioDeMes(hasta) : inicioDeMes(hasta, 1);
  return primero <= ultimo ? { primero, ultimo } : undefined;
}

/** Where a page of entries starts: after this day and id, newest first. */
export interface PosicionRegistro {
  fecha: string;
  id: number;
}

/** The aggregates and entries of 'Análisis' (GET /reportes/analisis and its /registros). */
export function analisisRepository(db: Db) {
  const filas = async <F>(consulta: SQL) => ((await db.execute(consulta)) as unknown as { rows: F[] }).rows;

  return {
    /**
     * First in a report's transaction: one snapshot for every query of the answer; no JIT (its
     * compile time outweighs these queries' run); room to group in memory rather than on disk.
     */
    async prepararLectura(): Promise<void> {
      await db.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      await db.execute(sql`SET LOCAL jit = off`);
      await db.execute(sql`SET LOCAL work_mem = '32MB'`);
    },

    /**
     * The hours and entries per group, subgroup and period, in whole cents (exact: entries have two
     * decimals; integers add faster than numeric). With `anteriorDesde`, the cells of
     * `anteriorDesde`..`desde - 1` too, marked `anterior`. Without a period or by month, quarter or
     * year, each range's whole months are read from `horas_por_mes` and only the days around them
     * from `horas`.
     */
    celdas: (f: FiltroAnalisis, grupo: DimensionAnalisis, subgrupo?: DimensionAnalisis, periodo?: PeriodoAnalisis, anteriorDesde?: string) => {
      const claves = (fecha: SQL) => sql`${COLUMNA[grupo]} AS g, ${subgrupo ? COLUMNA[subgrupo] : sql`NULL`} AS sg,
    ${periodo ? sql`date_trunc(${sql.raw(`'${UNIDAD[periodo]}'`)}, ${fecha}::timestamp)` : sql`NULL::timestamp`} AS p,
    ${anteriorDesde ? sql`${fecha} < ${f.desde}::date` : sql`false`} AS anterior`;
      // The previous range's flag is a key only when comparing (grouping by a constant still costs).
      const agrupar = anteriorDesde ? sql`GROUP BY 1, 2, 3, 4` : sql`GROUP BY 1, 2, 3`;
      const tramos = [{ desde: f.desde, hasta: f.hasta }, ...(anteriorDesde ? [{ desde: anteriorDesde, hasta: sumarDias(f.desde, -1) }] : [])];
      const meses = periodo === 'dia' || periodo === 'semana' ? [] : tramos.map((t) => mesesEnteros(t.desde, t.hasta)).filter((m) => m !== undefined);
      const sueltas = sql`SELECT ${claves(sql`h.fecha`)}, sum((h.horas * 100)::int) AS c, count(*) AS r
    FROM horas h LEFT JOIN servicios s ON s.id = h.servicio_id
    WHERE ${todas([entre(sql`h.fecha`, anteriorDesde ?? f.desde, f.hasta), ...meses.map((m) => sql`NOT ${entre(sql`h.fecha`, m.primero, diasDelMes(m.ultimo.slice(0, 7)).hasta)}`), ...filtros(f)])}
    ${agrupar}`;
      const mensuales = sql`SELECT ${claves(sql`h.mes`)}, sum(h.centesimos)::int8 AS c, sum(h.registros)::int8 AS r
    FROM horas_por_mes h LEFT JOIN servicios s ON s.id = h.servicio_id
    WHERE ${todas([sql`h.registros > 0`, sql`(${sql.join(meses.map((m) => entre(sql`h.mes`, m.primero, m.ultimo)), sql` OR `)})`, ...filtros(f)])}
    ${agrupar}`;
      return filas<CeldaAnalisis>(sql`SELECT g, sg, to_char(p, 'YYYY-MM-DD') AS p, anterior, sum(c)::float8 AS centesimos, sum(r)::int AS registros
  FROM (${sueltas}${meses.length ? sql` UNION ALL ${mensuales}` : sql``}) x GROUP BY 1, 2, 3, 4`);
    },

    /** The names of records of one dimension, by id (people as nombre and apellidos). */
    nombres: (dimension: Referencia, ids: number[]) =>
      filas<{ id: number; nombre: string; apellidos?: string }>(sql`SELECT id, nombre${dimension === 'usuario' ? sql`, apellidos` : sql``}
  FROM ${sql.raw(TABLA[dimension])} WHERE id = ANY(${enteros(ids)})`),

    /** Of the ids named, those no record has, with their dimension (in the order of `ids`' keys). */
    async desconocidos(ids: Partial<Record<Referencia, number[]>>): Promise<{ dimension: Referencia; id: number }[]> {
      const partes = (Object.entries(ids) as [Referencia, number[]][]).filter(([, lista]) => lista.length)
        .map(([dimension, lista], orden) => sql`SELECT ${orden}::int AS orden, ${dimension}::text AS dimension, x AS id FROM unnest(${enteros(lista)}) x
  WHERE NOT EXISTS (SELECT 1 FROM ${sql.raw(TABLA[dimension])} r WHERE r.id = x)`);
      if (!partes.length) return [];
      return filas<{ dimension: Referencia; id: number }>(sql`${sql.join(partes, sql` UNION ALL `)} ORDER BY orden, id`);
    },

    /** Up to `limite` entries in the listing's shape, newest day first (then highest id), after `despuesDe`. */
    async registros(f: FiltroAnalisis, limite: number, despuesDe?: PosicionRegistro): Promise<string> {
      const desde = despuesDe ? sql` AND (h.fecha, h.id) < (${despuesDe.fecha}::date, ${despuesDe.id}::int)` : sql``;
      const [fila] = await filas<{ json: string }>(sql`SELECT coalesce(json_agg(${sql.raw(ENTRADA)} ORDER BY h.fecha DESC, h.id DESC), '[]'::json)::text AS json
FROM (SELECT h.* FROM horas h LEFT JOIN servicios s ON s.id = h.servicio_id
  WHERE ${todas([entre(sql`h.fecha`, f.desde, f.hasta), ...filtros(f)])}${desde} ORDER BY h.fecha DESC, h.id DESC LIMIT ${limite}) h
${sql.raw(UNIONES_DE_ENTRADA)}`);
      return fila.json;
    },
  };
}
export type AnalisisRepository = ReturnType<typeof analisisRepository>;
