import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { FILAS_POR_LOTE } from '../src/repositories/horas-reporte';
import { crearEntorno, IDS, type Entorno } from './helper';

/**
 * A client that goes away in the middle of horas.xlsx: the server stops reading batches and no
 * query is left running. Enough entries (hard to compress) that the file cannot fit in the
 * sockets' buffers, so the server is still writing when the client leaves.
 */
const ENTRADAS = 120_000;
const RANGO = { fechaDesde: '2025-06-01', fechaHasta: '2026-03-18' };

let e: Entorno;
let url: string;
beforeAll(async () => {
  e = await crearEntorno();
  await e.database.db.execute(sql`
    INSERT INTO horas (usuario_id, cliente_id, servicio_id, tarea_id, fecha, horas, descripcion, senorityhora)
    SELECT ${IDS.luis}, NULL, NULL, 21, DATE '2025-06-01' + (g % 280), 0.5, md5(g::text) || md5((g + 1)::text) || md5((g + 2)::text) || md5((g + 3)::text), 'Junior'
    FROM generate_series(1, ${ENTRADAS}) g`);
  await e.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(e.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { await e?.cerrar(); });

/** The batch queries the API sends to the database (PGlite's exec or the pool's query): how many, and how many have not answered yet. */
function contarLotes() {
  const cliente = (e.database.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  const espia = vi.spyOn(cliente, 'execProtocol' in cliente ? 'exec' : 'query');
  const deLote = () => espia.mock.calls.flatMap(([consulta], i) => (JSON.stringify(consulta).includes('reporte_lote') ? [espia.mock.settledResults[i]] : []));
  return { enviados: () => deLote().length, enCurso: () => deLote().filter((r) => r?.type === 'incomplete').length };
}

const esperar = (ms: number) => new Promise((listo) => setTimeout(listo, ms));

/**
 * Waits until the count stops moving: the server is held by the unread socket. A pause of the
 * server on a loaded machine may pass for this; then it has read even less, which the test allows.
 */
async function hastaQueSeDetenga(contar: () => number) {
  for (let anterior = -1; anterior !== contar();) {
    anterior = contar();
    await esperar(400);
  }
}

/**
 * Once the server has seen the response close and no batch is in flight (after the continuations of
 * the last one ran: a macrotask later), nothing can ask for another: the stream is destroyed, and
 * the reading checks its signal before each batch it awaits. A condition, not a pause.
 */
async function hastaQueTermine(cerrada: () => boolean, enCurso: () => number) {
  await vi.waitFor(async () => {
    expect(cerrada() && enCurso() === 0).toBe(true);
    await new Promise((listo) => { setImmediate(listo); });
    expect(enCurso()).toBe(0);
  }, { timeout: 60_000, interval: 20 });
}

async function consultasActivas(): Promise<number> {
  const r = await e.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}

it('a client that disconnects mid-file stops the reading: no further batch, no running query', async () => {
  const lotes = contarLotes();
  let cerrada = false;
  e.app.server.once('request', (_req: http.IncomingMessage, res: http.ServerResponse) => { res.once('close', () => { cerrada = true; }); });
  const query = new URLSearchParams({ tipo: 'usuario', id: String(IDS.luis), ...RANGO });
  const respuesta = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${url}/horas/reporte.xlsx?${query}`, { headers: e.auth('admin') }, resolve).on('error', reject);
  });
  expect(respuesta.statusCode).toBe(200);
  expect(respuesta.headers['x-total-count']).toBe(String(await contarEntradas()));
  respuesta.pause();
  await hastaQueSeDetenga(lotes.enviados);
  const todos = Math.ceil(Number(respuesta.headers['x-total-count']) / FILAS_POR_LOTE);
  const retenidos = lotes.enviados();
  expect(retenidos).toBeGreaterThan(0);
  expect(retenidos).toBeLessThan(todos);

  respuesta.destroy();
  await hastaQueTermine(() => cerrada, lotes.enCurso);
  // At most the batch read ahead when the client left (had the server not been held yet).
  expect(lotes.enviados()).toBeLessThanOrEqual(retenidos + 1);
  if (e.database.kind === 'pg') expect(await consultasActivas()).toBe(0);

  // And the server goes on answering.
  const semana = await fetch(`${url}/horas/horasusuario/${IDS.luis}?fechaDesde=2026-03-16&fechaHasta=2026-03-22`, { headers: e.auth('luis') });
  expect(semana.status).toBe(200);
});

async function contarEntradas(): Promise<number> {
  const r = await e.database.db.execute(sql`SELECT count(*)::int AS n FROM horas
    WHERE usuario_id = ${IDS.luis} AND fecha BETWEEN ${RANGO.fechaDesde} AND ${RANGO.fechaHasta}`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}
