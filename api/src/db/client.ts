import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { vigilarConsultasColgadas } from './consultas-colgadas';
import { sinColaEnCaida } from './sin-cola-en-caida';
import { NodeFSDuradero, PARAMETROS_DURADEROS } from './pglite-duradero';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface BaseAbierta {
  db: Db;
  close: () => Promise<void>;
}
export type BasePostgres = BaseAbierta & { kind: 'pg'; pool: pg.Pool };
export type Database = (BaseAbierta & { kind: 'pglite' }) | BasePostgres;

/**
 * PostgreSQL's default 128MB of shared buffers is touched at start inside PGlite's wasm memory,
 * which never shrinks, so all of it stays in the process's RSS. Pages beyond it come from the OS
 * page cache through the data dir. PGLITE_SHARED_BUFFERS overrides it.
 */
const BUFFERS_PGLITE = process.env.PGLITE_SHARED_BUFFERS ?? '32MB';

/** A data dir on disk syncs each commit to the disk (NodeFSDuradero) unless PGLITE_FSYNC=off. */
const almacen = (dataDir: string | undefined) =>
  dataDir && process.env.PGLITE_FSYNC !== 'off' ? { fs: new NodeFSDuradero(dataDir), startParams: PARAMETROS_DURADEROS } : { dataDir };

/** `dataDir` undefined: in memory; `plantilla`: start from a dumped data dir (tests). */
export async function openPglite(dataDir?: string, plantilla?: Blob): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({
    ...almacen(dataDir),
    postgresqlconf: `shared_buffers = ${BUFFERS_PGLITE}`,
    ...(plantilla ? { loadDataDir: plantilla } : {}),
  });
  const db: Db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', client, close: () => client.close() };
}

/**
 * How long a new connection may take to open before its request answers 503: a server that swallows
 * packets must not hold requests for minutes.
 */
const APERTURA_MS = 3000;
/** TCP keep-alive from this much idleness, so that a connection the network dropped is noticed and replaced. */
const KEEPALIVE_MS = 10_000;

/**
 * pg's Client with APERTURA_MS to open. Not the pool's `connectionTimeoutMillis`: that one also
 * bounds the wait for a free connection, which under a heavy but healthy load (the bench's fifty
 * concurrent reports) is legitimately longer.
 */
class ClienteConPlazo extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: APERTURA_MS });
  }
}

export function openPostgres(url: string, max = 10): BasePostgres {
  const pool = new pg.Pool({ connectionString: url, max, Client: ClienteConPlazo, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_MS });
  // An idle connection closed by the server (restart, pg_terminate_backend) is dropped by the pool and
  // replaced on the next query; without a listener its 'error' event would crash the process.
  pool.on('error', (error) => { console.error(`PostgreSQL cerró una conexión inactiva: ${error.message}`); });
  // A connection checked out for a transaction has no pool listener: when its socket dies, the query
  // in flight (or the next one) gets the error and the pool drops it on release; the 'error' event
  // it also emits must not crash the process.
  pool.on('connect', (cliente) => { cliente.on('error', () => undefined); });
  sinColaEnCaida(pool);
  // `date` stays a calendar day string; numeric stays exact (converted in repositories).
  const dejarDeVigilar = vigilarConsultasColgadas(pool);
  const db: Db = drizzlePg({ client: pool, schema });
  return { db, kind: 'pg', pool, close: () => { dejarDeVigilar(); return pool.end(); } };
}
