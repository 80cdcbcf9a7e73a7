import type { Db } from '../db/client';
import { ejecutarPreparada } from '../db/preparadas';

/** One combination and its latest entry, flat as the statement answers it. */
export interface FilaReciente {
  clienteId: number | null;
  cliente: string | null;
  servicioId: number | null;
  servicio: string | null;
  tareaId: number;
  tarea: string;
  descripcion: string;
  /** dd/MM/yyyy, as the listings' `fechaCarga`. */
  ultimaFecha: string;
}

/**
 * $1 the user, $2 and $3 the days counted, $4 1 for an administrator (every active client is theirs),
 * $5 how many. DISTINCT ON keeps each combination's latest entry (NULLs count as equal, so a default
 * task is one combination); the conditions are the hour form's lists: the client active and, for
 * staff, sharing an active area with them (`clientes.ts`, comparteAreaActiva); the service active,
 * of an active area and still assigned to the client; the task active and still of that service.
 */
const TEXTO = `SELECT "clienteId", cliente, "servicioId", servicio, "tareaId", tarea, descripcion, to_char(fecha, 'DD/MM/YYYY') AS "ultimaFecha"
FROM (
  SELECT DISTINCT ON (h.cliente_id, h.servicio_id, h.tarea_id)
    h.cliente_id AS "clienteId", c.nombre AS cliente, h.servicio_id AS "servicioId", s.nombre AS servicio,
    h.tarea_id AS "tareaId", t.nombre AS tarea, h.descripcion, h.fecha, h.id
  FROM horas h
  JOIN tareas t ON t.id = h.tarea_id
  LEFT JOIN clientes c ON c.id = h.cliente_id
  LEFT JOIN servicios s ON s.id = h.servicio_id
  WHERE h.usuario_id = $1 AND h.fecha BETWEEN $2::date AND $3::date
    AND t.activo AND t.servicio_id IS NOT DISTINCT FROM h.servicio_id
    AND (h.cliente_id IS NULL OR (c.estado AND ($4 = 1 OR EXISTS (
      SELECT 1 FROM cliente_areas ca
      JOIN usuario_areas ua ON ua.area_id = ca.area_id AND ua.usuario_id = $1
      JOIN areas a ON a.id = ca.area_id AND a.activo
      WHERE ca.cliente_id = h.cliente_id))))
    AND (h.servicio_id IS NULL OR (s.activo
      AND EXISTS (SELECT 1 FROM areas a WHERE a.id = s.area_id AND a.activo)
      AND EXISTS (SELECT 1 FROM cliente_servicios cs WHERE cs.cliente_id = h.cliente_id AND cs.servicio_id = h.servicio_id)))
  ORDER BY h.cliente_id, h.servicio_id, h.tarea_id, h.fecha DESC, h.id DESC
) r
ORDER BY fecha DESC, id DESC
LIMIT $5`;

/** The combinations a person logged hours on lately, for the hour form's 'Recientes'. */
export function recientesRepository(db: Db) {
  return {
    /** The user's latest `maximo` combinations with entries from `desde` to `hasta`, still usable, newest first. */
    deUsuario: (usuarioId: number, dias: { desde: string; hasta: string }, admin: boolean, maximo: number): Promise<FilaReciente[]> =>
      ejecutarPreparada<FilaReciente>(db, 'horas_recientes', TEXTO, [usuarioId, dias.desde, dias.hasta, admin ? 1 : 0, maximo]),
  };
}
export type RecientesRepository = ReturnType<typeof recientesRepository>;
