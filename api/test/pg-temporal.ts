import crypto from 'node:crypto';
import pg from 'pg';
import { openPostgres, type BasePostgres } from '../src/db/client';

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function ejecutarEn(url: string, sentencia: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try { await cliente.query(sentencia); } finally { await cliente.end(); }
}

/**
 * A new database on the server of `url` (optionally copied from a template), dropped on close.
 * Used by the tests (one per file) and the benchmark.
 */
export async function baseTemporal(url: string, prefijo: string, opciones: { plantilla?: string; max?: number } = {}): Promise<BasePostgres & { nombre: string; soloCerrar: () => Promise<void> }> {
  const nombre = `${prefijo}_${crypto.randomBytes(6).toString('hex')}`;
  await ejecutarEn(url, `CREATE DATABASE ${nombre}${opciones.plantilla ? ` TEMPLATE ${opciones.plantilla}` : ''}`);
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  const database = openPostgres(destino.toString(), opciones.max ?? 5);
  return {
    ...database,
    nombre,
    soloCerrar: () => database.close(),
    close: async () => {
      await database.close();
      await ejecutarEn(url, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    },
  };
}
