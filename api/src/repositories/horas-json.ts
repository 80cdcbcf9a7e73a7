/**
 * Hour listings answered as JSON text built by the database, in the contract's shape (`Hora` of
 * @horas/shared/contracts), so the API sends it as is: no rows to parse, map and serialize in
 * Node (a one-month all-users report holds every entry of the month). Records (`select x from (...) x`)
 * give compact JSON in the listed key order; json_build_object would add a space around every colon.
 */

/** Filters a listing can combine; each becomes one condition with its own parameter. */
export interface FiltroHoras {
  id?: number;
  usuarioId?: number;
  clienteId?: number;
  /** Entries of the users who belong to this area. */
  areaId?: number;
  desde?: string;
  hasta?: string;
}

/** Each filter as a condition on `horas h`, given its parameter's number; shared with the report file's batches. */
export const CONDICIONES: Record<keyof FiltroHoras, (n: number) => string> = {
  id: (n) => `h.id = $${n}`,
  usuarioId: (n) => `h.usuario_id = $${n}`,
  clienteId: (n) => `h.cliente_id = $${n}`,
  areaId: (n) => `h.usuario_id IN (SELECT usuario_id FROM usuario_areas WHERE area_id = $${n})`,
  desde: (n) => `h.fecha >= $${n}::date`,
  hasta: (n) => `h.fecha <= $${n}::date`,
};

/** An entry in the listing's shape, over `horas h` joined as UNIONES_DE_ENTRADA says. */
export const ENTRADA = `(SELECT x FROM (SELECT
  h.id, h.cliente_id AS "clienteId", h.servicio_id AS "servicioId", h.tarea_id AS "tareaId",
  h.horas::float8 AS horas, h.descripcion, h.usuario_id AS "usuarioId",
  to_char(h.fecha, 'DD/MM/YYYY') AS "fechaCarga", h.senorityhora,
  CASE WHEN c.id IS NULL THEN NULL ELSE (SELECT y FROM (SELECT c.id, c.nombre) y) END AS cliente,
  (SELECT y FROM (SELECT u.id, u.nombre, u.apellidos, coalesce(au.areas, '[]'::json) AS areas) y) AS usuario,
  CASE WHEN s.id IS NULL THEN NULL ELSE (SELECT y FROM (SELECT s.nombre) y) END AS servicio,
  (SELECT y FROM (SELECT t.nombre) y) AS tarea
) x)`;

// Each user's areas once per user, not once per entry; PostgreSQL pushes a user filter into it.
const AREAS_POR_USUARIO = `(SELECT ua.usuario_id, json_agg((SELECT y FROM (SELECT a.id, a.nombre) y) ORDER BY a.nombre) AS areas
  FROM usuario_areas ua JOIN areas a ON a.id = ua.area_id GROUP BY ua.usuario_id)`;

/** What ENTRADA reads beside `horas h`. */
export const UNIONES_DE_ENTRADA = `  JOIN usuarios u ON u.id = h.usuario_id
  JOIN tareas t ON t.id = h.tarea_id
  LEFT JOIN clientes c ON c.id = h.cliente_id
  LEFT JOIN servicios s ON s.id = h.servicio_id
  LEFT JOIN ${AREAS_POR_USUARIO} au ON au.usuario_id = h.usuario_id`;

/** The filters present, in a fixed order (so each combination names one prepared statement). */
export const clavesDelFiltro = (filtro: FiltroHoras) => (Object.keys(CONDICIONES) as (keyof FiltroHoras)[]).filter((k) => filtro[k] !== undefined);

const consultas = new Map<string, { nombre: string; texto: string }>();

/**
 * The statement for the filters present (named after them, so each shape is prepared once) and
 * its values. Answers one row: `json` (the entries, by day then id), `total` (hours) and `dias`.
 */
export function consultaHorasJson(filtro: FiltroHoras): { nombre: string; texto: string; valores: (number | string)[] } {
  const claves = clavesDelFiltro(filtro);
  const nombre = `horas_json_${claves.join('_') || 'todas'}`;
  let consulta = consultas.get(nombre);
  if (!consulta) {
    const where = claves.length ? `WHERE ${claves.map((k, i) => CONDICIONES[k](i + 1)).join(' AND ')}` : '';
    consulta = {
      nombre,
      texto: `SELECT coalesce(json_agg(${ENTRADA} ORDER BY h.fecha, h.id), '[]'::json)::text AS json,
  coalesce(sum(h.horas), 0)::float8 AS total, count(DISTINCT h.fecha)::int AS dias
FROM horas h
${UNIONES_DE_ENTRADA}
${where}`,
    };
    consultas.set(nombre, consulta);
  }
  return { ...consulta, valores: claves.map((k) => filtro[k]!) };
}
