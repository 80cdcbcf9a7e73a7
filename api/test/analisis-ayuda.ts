import type { Analisis, PaginaRegistrosAnalisis } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Entorno } from './helper';

/** An entry as stored, with its service's area and its hours in cents: what the tests add up on their own. */
export interface Fila {
  id: number;
  usuario: number;
  cliente: number | null;
  servicio: number | null;
  tarea: number;
  area: number | null;
  perfil: string;
  fecha: string;
  centesimos: number;
}

export async function filasCrudas(e: Entorno): Promise<Fila[]> {
  const r = await e.database.db.execute(sql`SELECT h.id, h.usuario_id AS usuario, h.cliente_id AS cliente, h.servicio_id AS servicio,
    h.tarea_id AS tarea, s.area_id AS area, h.senorityhora AS perfil, to_char(h.fecha, 'YYYY-MM-DD') AS fecha, (h.horas * 100)::int AS centesimos
    FROM horas h LEFT JOIN servicios s ON s.id = h.servicio_id`);
  return (r as unknown as { rows: Fila[] }).rows;
}

type Quien = Parameters<Entorno['pedir']>[0];
export const consulta = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** GET /reportes/analisis, expecting a 200. */
export async function analisis(e: Entorno, quien: Quien, q: Record<string, string | number | undefined>): Promise<Analisis> {
  const res = await e.pedir(quien, 'GET', `/reportes/analisis?${consulta(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Analisis>();
}

/** Every page of /reportes/analisis/registros, following `siguiente`. */
export async function todosLosRegistros(e: Entorno, quien: Quien, q: Record<string, string | number | undefined>) {
  const items: PaginaRegistrosAnalisis['items'] = [];
  let cursor: string | undefined;
  let paginas = 0;
  do {
    const res = await e.pedir(quien, 'GET', `/reportes/analisis/registros?${consulta({ ...q, cursor })}`);
    expect(res.statusCode, res.body).toBe(200);
    const pagina = res.json<PaginaRegistrosAnalisis>();
    items.push(...pagina.items);
    cursor = pagina.siguiente ?? undefined;
    paginas++;
  } while (cursor);
  return { items, paginas };
}
