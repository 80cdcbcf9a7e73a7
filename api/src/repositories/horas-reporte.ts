import type { DatosFilaReporte } from '@horas/shared/contracts';
import type { Db } from '../db/client';
import { ejecutarPreparada } from '../db/preparadas';
import { aFechaCarga } from '../lib/fechas';
import { CONDICIONES, clavesDelFiltro, type FiltroHoras } from './horas-json';

/**
 * The rows of horas.xlsx, read in keyset-ordered batches (by day, then id, as the JSON listings):
 * each batch is its own short query, on PostgreSQL and PGlite alike, so no connection or
 * transaction stays open between batches, other requests take their turn in between, and a
 * reader that stops asking stops the reading. A batch carries the entries' own columns only; the
 * names they point to (users and their areas, clients, services, tasks) are read once per file,
 * so the memory they take grows with the catalogue, never with the rows.
 */
export const FILAS_POR_LOTE = 1000;

const lote = (where: string, n: number) => `SELECT json_agg(json_build_array(h.id, h.fecha, h.usuario_id, h.cliente_id, h.servicio_id,
  h.tarea_id, h.horas::float8, h.descripcion, h.senorityhora) ORDER BY h.fecha, h.id)::text AS json
FROM (SELECT * FROM horas h WHERE ${where}(h.fecha, h.id) > ($${n}::date, $${n + 1}::int) ORDER BY h.fecha, h.id LIMIT ${FILAS_POR_LOTE}) h`;

// Users' areas by name, as the listings give them.
const NOMBRES = `SELECT json_build_array(
  (SELECT coalesce(json_agg(json_build_array(u.id, u.nombre, u.apellidos, coalesce(au.areas, '[]'::json))), '[]'::json)
    FROM usuarios u LEFT JOIN (SELECT ua.usuario_id, json_agg(a.nombre ORDER BY a.nombre) AS areas
      FROM usuario_areas ua JOIN areas a ON a.id = ua.area_id GROUP BY ua.usuario_id) au ON au.usuario_id = u.id),
  (SELECT coalesce(json_agg(json_build_array(id, nombre)), '[]'::json) FROM clientes),
  (SELECT coalesce(json_agg(json_build_array(id, nombre)), '[]'::json) FROM servicios),
  (SELECT coalesce(json_agg(json_build_array(id, nombre)), '[]'::json) FROM tareas))::text AS json`;

type FilaLote = [id: number, fecha: string, usuarioId: number, clienteId: number | null, servicioId: number | null,
  tareaId: number, horas: number, descripcion: string, senorityhora: string];
type Usuario = [id: number, nombre: string, apellidos: string, areas: string[]];
type Nombres = [usuarios: Usuario[], clientes: [number, string][], servicios: [number, string][], tareas: [number, string][]];

function consulta(filtro: FiltroHoras) {
  const claves = clavesDelFiltro(filtro);
  return { claves, condiciones: claves.map((k, i) => `${CONDICIONES[k](i + 1)} AND `).join(''), valores: claves.map((k) => filtro[k]!) };
}

/** Turns a batch's rows into the layout's data, with the names read once. */
async function traductor(db: Db) {
  const [{ json }] = await ejecutarPreparada<{ json: string }>(db, 'reporte_nombres', NOMBRES, []);
  const [usuarios, clientes, servicios, tareas] = JSON.parse(json) as Nombres;
  const porId = new Map(usuarios.map((u) => [u[0], u]));
  const [cliente, servicio, tarea] = [clientes, servicios, tareas].map((lista) => new Map(lista));
  const dias = new Map<string, string>();
  const fechaCarga = (fecha: string) => dias.get(fecha) ?? dias.set(fecha, aFechaCarga(fecha)).get(fecha)!;
  return ([, fecha, usuarioId, clienteId, servicioId, tareaId, horas, descripcion, senorityhora]: FilaLote): DatosFilaReporte => {
    const [, nombre, apellidos, areas] = porId.get(usuarioId)!;
    return {
      fechaCarga: fechaCarga(fecha), nombre, apellidos, areas, horas, descripcion, senorityhora,
      cliente: clienteId === null ? null : cliente.get(clienteId) ?? null,
      servicio: servicioId === null ? null : servicio.get(servicioId) ?? null,
      tarea: tarea.get(tareaId) ?? null,
    };
  };
}

export function horasReporteRepository(db: Db) {
  return {
    /** How many entries the filter matches: the file's row count, known before its first byte. */
    async contar(filtro: FiltroHoras): Promise<number> {
      const { claves, condiciones, valores } = consulta(filtro);
      const where = condiciones ? `WHERE ${condiciones.slice(0, -' AND '.length)}` : '';
      const [{ total }] = await ejecutarPreparada<{ total: number }>(db, `reporte_total_${claves.join('_') || 'todas'}`,
        `SELECT count(*)::int AS total FROM horas h ${where}`, valores);
      return total;
    },

    /**
     * The entries in batches; stops before the next batch once `signal` aborts. The next batch is
     * asked for as soon as this one's last key is known, so the database reads it while this one
     * is written (one batch ahead at most).
     */
    async *lotes(filtro: FiltroHoras & { desde: string }, signal: AbortSignal): AsyncGenerator<DatosFilaReporte[]> {
      const { claves, condiciones, valores } = consulta(filtro);
      const nombre = `reporte_lote_${claves.join('_')}`;
      const sql = lote(condiciones, valores.length + 1);
      const leer = (desde: [string, number]) => {
        const filas = ejecutarPreparada<{ json: string | null }>(db, nombre, sql, [...valores, ...desde])
          .then(([{ json }]) => (json ? (JSON.parse(json) as FilaLote[]) : []));
        filas.catch(() => undefined); // a batch read ahead and never awaited must not fail the process
        return filas;
      };
      const traducir = await traductor(db);
      // Ids start at 1, so (first day, 0) is before every entry of the range.
      let siguiente = leer([filtro.desde, 0]);
      while (!signal.aborted) {
        const filas = await siguiente;
        const ultima = filas.at(-1);
        if (!ultima) return;
        const hayMas = filas.length === FILAS_POR_LOTE;
        if (hayMas) siguiente = leer([ultima[1], ultima[0]]);
        yield filas.map(traducir);
        if (!hayMas) return;
      }
    },
  };
}
export type HorasReporteRepository = ReturnType<typeof horasReporteRepository>;
