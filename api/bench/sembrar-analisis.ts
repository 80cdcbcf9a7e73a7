/**
 * The data of the front bench's 'analisis-pantalla' part (bench/analisis-pantalla.ts): the demo and
 * 500 users with 12 months of entries up to today (8 a weekday: ≈1M rows, api/bench/analisis.ts's
 * data set), in a new PostgreSQL database on the server of `--pg=<url>` (kept: the API serves it
 * next) or, without it, in a DATA_DIR (its PGlite folder, as the API opens it). In its own process.
 * Prints `{ databaseUrl?, usuarios, horas, segundos }`. `--borrar=<url>` drops that database instead.
 * Usage: tsx bench/sembrar-analisis.ts <DATA_DIR> [--pg=<url>] [--por-dia=8] | --borrar=<url>
 */
import crypto from 'node:crypto';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { hoyEn } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { baseTemporal, ejecutarEn } from '../test/pg-temporal';
import { sembrarVolumen } from './datos';

const opcion = (nombre: string) => process.argv.find((a) => a.startsWith(`--${nombre}=`))?.slice(nombre.length + 3);
const USUARIOS = 500;
const POR_DIA = Number(opcion('por-dia') ?? 8);

async function sembrar() {
  const pg = opcion('pg');
  const t0 = performance.now();
  const config = { ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), databaseUrl: undefined, dataDir: process.argv[2] };
  const temporal = pg ? await baseTemporal(pg, 'horas_bench_pantalla', { max: 5 }) : undefined;
  const database = temporal ?? await openDatabase(config);
  try {
    await migrate(database);
    const hoy = hoyEn('UTC', new Date());
    await sembrarDemo(database.db, hoy);
    const volumen = await sembrarVolumen(database.db, hoy, { usuarios: USUARIOS, meses: 12, porDia: POR_DIA });
    const databaseUrl = pg && temporal ? Object.assign(new URL(pg), { pathname: `/${temporal.nombre}` }).toString() : undefined;
    process.stdout.write(`${JSON.stringify({ databaseUrl, ...volumen, segundos: Math.round((performance.now() - t0) / 1000) })}\n`);
  } finally {
    // PostgreSQL: only the pool closes, the database stays for the API.
    await (temporal ? temporal.soloCerrar() : database.close());
  }
}

async function borrar(url: string) {
  const servidor = new URL(url);
  const nombre = servidor.pathname.slice(1);
  if (!/^horas_bench_pantalla_[0-9a-f]+$/.test(nombre)) throw new Error(`no es una base de este bench: ${nombre}`);
  servidor.pathname = '/postgres';
  await ejecutarEn(servidor.toString(), `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
}

const aBorrar = opcion('borrar');
await (aBorrar ? borrar(aBorrar) : sembrar());
