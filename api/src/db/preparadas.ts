import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';

/** What a prepared statement takes: ids and ISO calendar days only. */
export type ValorPreparado = number | string;

const DIA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** A value written into PGlite's EXECUTE: checked, so nothing but an integer or a day gets through. */
function literal(valor: ValorPreparado): string {
  if (typeof valor === 'number' && Number.isSafeInteger(valor)) return String(valor);
  if (typeof valor === 'string' && DIA_ISO.test(valor)) return `'${valor}'`;
  throw new TypeError(`Valor no admitido en una consulta preparada: ${String(valor)}`);
}

const preparadasPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
const turnos = new WeakMap<PGlite, Promise<unknown>>();

/**
 * PGlite runs each query synchronously on the event loop and chains its queued queries through
 * microtasks, so under a backlog no answer is written and no request read until the whole queue
 * is done: concurrent month reports starve every other answer. Our reads take
 * turns, each after a macrotask, so finished answers go out between queries.
 */
function enTurno<T>(client: PGlite, trabajo: () => Promise<T>): Promise<T> {
  const resultado = (turnos.get(client) ?? Promise.resolve())
    .then(() => new Promise((listo) => { setImmediate(listo); }))
    .then(trabajo);
  turnos.set(client, resultado.catch(() => undefined));
  return resultado;
}

async function enPglite<Fila>(client: PGlite, nombre: string, texto: string, valores: ValorPreparado[]): Promise<Fila[]> {
  const hechas = preparadasPglite.get(client) ?? new Map<string, Promise<unknown>>();
  preparadasPglite.set(client, hechas);
  const preparada = hechas.get(nombre) ?? client.exec(`PREPARE ${nombre} AS ${texto}`);
  hechas.set(nombre, preparada);
  await preparada;
  const argumentos = valores.length ? `(${valores.map(literal).join(', ')})` : '';
  // exec: the simple protocol, one call into the WASM backend instead of parse/bind/execute.
  const [resultado] = await enTurno(client, () => client.exec(`EXECUTE ${nombre}${argumentos}`));
  return resultado.rows as Fila[];
}

/** `texto` with its $1..$n as bound parameters of a drizzle query. */
function conParametros(texto: string, valores: ValorPreparado[]): SQL {
  const partes = texto.split(/\$(\d+)/);
  return sql.join(partes.map((parte, i) => (i % 2 === 0 ? sql.raw(parte) : sql`${valores[Number(parte) - 1]}`)));
}

/**
 * Runs a read as a server-side prepared statement, planned once per connection: on PostgreSQL a
 * named statement of node-postgres; on PGlite, whose query() parses and plans every call (a good
 * share of a week listing's time), PREPARE once and EXECUTE with literal values.
 * `texto` uses $1..$n. Inside a transaction (whose connection is not the database's own client) it
 * runs as an ordinary parameterised statement on the transaction.
 */
export async function ejecutarPreparada<Fila>(db: Db, nombre: string, texto: string, valores: ValorPreparado[]): Promise<Fila[]> {
  if (db instanceof PgTransaction) return (await db.execute(conParametros(texto, valores))).rows as Fila[];
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('execProtocol' in client) return enPglite<Fila>(client, nombre, texto, valores);
  return client.query({ name: nombre, text: texto, values: valores }).then((r) => r.rows as Fila[]);
}

/**
 * Runs a heavy read planned anew on every call, for the values it is given (a custom plan): a
 * prepared statement soon switches to a generic plan, which guesses a range's rows instead of
 * counting them (a year of hours of 500 people taken for 900 rows: a merge join that compared 29
 * million pairs, 16 s). Planning takes about a millisecond; such a read takes hundreds.
 */
export async function ejecutarConPlanPropio<Fila>(db: Db, texto: string, valores: ValorPreparado[]): Promise<Fila[]> {
  return ((await db.execute(conParametros(texto, valores))) as unknown as { rows: Fila[] }).rows;
}
