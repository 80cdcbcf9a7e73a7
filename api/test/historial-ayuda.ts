import type { PaginaHistorial, RegistroHistorial } from '@horas/shared/contracts';
import { expect } from 'vitest';
import type { Entorno } from './helper';

type Quien = Parameters<Entorno['pedir']>[0];

/** One page of GET /historial (query as an object), answered 200. */
export async function pagina(e: Entorno, quien: Quien, query: Record<string, string | number> = {}): Promise<PaginaHistorial> {
  const res = await e.app.inject({
    url: '/historial', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: typeof quien === 'string' ? e.auth(quien) : quien,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaginaHistorial>();
}

/** Every record a query answers, following `siguiente` to the last page. */
export async function todas(e: Entorno, quien: Quien, query: Record<string, string | number> = {}): Promise<RegistroHistorial[]> {
  const registros: RegistroHistorial[] = [];
  let cursor: string | null | undefined;
  do {
    const p = await pagina(e, quien, { ...query, limite: 200, ...(cursor ? { cursor } : {}) });
    registros.push(...p.items);
    cursor = p.siguiente;
  } while (cursor);
  return registros;
}

/** The records written while `accion` ran (read by the administrator), oldest first, and what `accion` returned. */
export async function registrosDe<T>(e: Entorno, accion: () => Promise<T>): Promise<{ registros: RegistroHistorial[]; resultado: T }> {
  const antes = new Set((await todas(e, 'admin')).map((r) => r.id));
  const resultado = await accion();
  const registros = (await todas(e, 'admin')).filter((r) => !antes.has(r.id)).reverse();
  return { registros, resultado };
}
