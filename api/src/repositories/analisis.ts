import type { DimensionAnalisis, PeriodoAnalisis } from '@horas/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
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

/** The filter as conditions on `horas h` and its service `s`, from `desde` (the comparison's start, if earlier). */
function condiciones(f: FiltroAnalisis, desde = f.desde): SQL {
  const partes = [sql`h.fecha BETWEEN ${desde}::date AND ${f.hasta}::date`];
  if (f.usuarioIds) partes.push(enLista(COLUMNA.usuario, f.usuarioIds));
  if (f.clienteIds) partes.push(enLista(COLUMNA.cliente, f.clienteIds));
  if (f.servicioIds) partes.push(enLista(COLUMNA.servicio, f.servicioIds));
  if (f.tareaIds) partes.push(enLista(COLUMNA.tarea, f.tareaIds));
  if (f.areaIds) partes.push(enLista(COLUMNA.area, f.areaIds));
  if (f.perfiles) partes.push(sql`h.senorityhora IN (${sql.join(f.perfiles.map((p) => sql`${p}`), sql`, `)})`);
  return sql.join(partes, sql` AND `);
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
     * The hours and entries per group, subgroup and period, summed in numeric by the database and
     * answered in cents (exact: entries have two decimals). With `anteriorDesde`, the cells of
     * `anteriorDesde`..`desde - 1` too, marked `anterior`.
     */
    celdas: (f: FiltroAnalisis, grupo: DimensionAnalisis, subgrupo?: DimensionAnalisis, periodo?: PeriodoAnalisis, anteriorDesde?: string) => {
      const p = periodo ? sql`date_trunc(${sql.raw(`'${UNIDAD[periodo]}'`)}, h.fecha::timestamp)` : sql`NULL::timestamp`;
      return filas<CeldaAnalisis>(sql`SELECT g, sg, to_char(p, 'YYYY-MM-DD') AS p, anterior, centesimos, registros FROM (
  SELECT ${COLUMNA[grupo]} AS g, ${subgrupo ? COLUMNA[subgrupo] : sql`NULL`} AS sg, ${p} AS p, h.fecha < ${f.desde}::date AS anterior,
    (sum(h.horas) * 100)::float8 AS centesimos, count(*)::int AS registros
  FROM horas h LEFT JOIN servicios s ON s.id = h.servicio_id
  WHERE ${condiciones(f, anteriorDesde)}
  GROUP BY 1, 2, 3, 4) x`);
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
  WHERE ${condiciones(f)}${desde} ORDER BY h.fecha DESC, h.id DESC LIMIT ${limite}) h
${sql.raw(UNIONES_DE_ENTRADA)}`);
      return fila.json;
    },
  };
}
export type AnalisisRepository = ReturnType<typeof analisisRepository>;
