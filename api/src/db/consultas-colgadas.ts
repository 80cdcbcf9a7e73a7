import pg from 'pg';

/** A query that has heard nothing from the server for this long makes the watch ask whether the server still answers. */
const SILENCIO_MS = 1500;
/** How long the server has to open a new connection and answer `select 1`. */
const PLAZO_SONDA_MS = 1500;
const REVISION_MS = 500;

/** What the watch reads of a pool client: node-postgres keeps the query in flight in `_activeQuery`. */
type Cliente = pg.PoolClient & { _activeQuery?: unknown; connection: { stream: NodeJS.ReadableStream & { destroy: () => void } } };

/** Whether the server opens a new connection and answers in time (a hung or unreachable one does neither). */
async function responde(opciones: pg.PoolConfig): Promise<boolean> {
  const sonda = new pg.Client({ ...opciones, connectionTimeoutMillis: PLAZO_SONDA_MS, query_timeout: PLAZO_SONDA_MS });
  sonda.on('error', () => undefined);
  try {
    await sonda.connect();
    await sonda.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    void sonda.end().catch(() => undefined);
  }
}

/**
 * A server that stops answering without closing its connections (stopped, its disk hung, a network
 * that drops every packet) would hold each query in flight for minutes. A fixed query time-out would
 * also cut the legitimately long ones (an instance waiting for another's migrations), so: when a
 * query has heard nothing for SILENCIO_MS, a new connection asks the server for `select 1`; if it
 * gets no answer in PLAZO_SONDA_MS, every connection of the pool is closed (those that fell silent
 * during the probe too; an idle one would only hang the next request) and their queries fail as a
 * connection error (503). A slow query on a server that answers is left alone. Returns the stop.
 */
export function vigilarConsultasColgadas(pool: pg.Pool): () => void {
  const clientes = new Map<Cliente, { consulta: unknown; desde: number }>();
  const ultimoDato = new WeakMap<Cliente, number>();
  pool.on('connect', (cliente) => {
    const propio = cliente as Cliente;
    clientes.set(propio, { consulta: null, desde: 0 });
    propio.connection.stream.on('data', () => ultimoDato.set(propio, Date.now()));
  });
  pool.on('remove', (cliente) => clientes.delete(cliente as Cliente));

  let sondeando = false;
  const revisar = () => {
    const ahora = Date.now();
    const silenciosos = [...clientes].filter(([cliente, visto]) => {
      const consulta = cliente._activeQuery ?? null;
      if (consulta !== visto.consulta) clientes.set(cliente, { consulta, desde: ahora });
      return consulta !== null && consulta === visto.consulta && ahora - Math.max(visto.desde, ultimoDato.get(cliente) ?? 0) >= SILENCIO_MS;
    });
    if (silenciosos.length === 0 || sondeando) return;
    sondeando = true;
    void responde(pool.options).then((vivo) => {
      if (!vivo) for (const cliente of clientes.keys()) cliente.connection.stream.destroy();
    }).finally(() => { sondeando = false; });
  };
  const reloj = setInterval(revisar, REVISION_MS);
  reloj.unref();
  return () => clearInterval(reloj);
}
