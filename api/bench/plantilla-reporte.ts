/**
 * The report bench's data set on PostgreSQL: the demo data plus 1,300 users with a year of entries
 * up to today (≈ 1M rows, set-based generate_series), built once into its own database and reused
 * by later runs while its inputs (migrations, seed, this data's code, the day) stay the same;
 * older copies are dropped. The bench only reads it.
 * Usage: tsx bench/plantilla-reporte.ts <postgres-url> — prints { url, nombre, hoy, usuarios, horas }.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { hoyEn } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { ejecutarEn } from '../test/pg-temporal';
import { sembrarVolumen, type Volumen } from './datos';

export const VOLUMEN_REPORTE: Volumen = { usuarios: 1300, años: 1 };
const PREFIJO = 'horas_bench_reporte_';
const LISTA = 'completa';

function huella(hoy: string): string {
  const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const hash = crypto.createHash('sha256').update(hoy).update(JSON.stringify(VOLUMEN_REPORTE));
  for (const dir of ['drizzle', 'src/seed', 'bench/datos.ts']) {
    const ruta = path.join(raiz, dir);
    const archivos = fs.statSync(ruta).isFile() ? [ruta] : fs.readdirSync(ruta, { recursive: true }).map((n) => path.join(ruta, String(n))).sort();
    for (const a of archivos) if (fs.statSync(a).isFile()) hash.update(a).update(fs.readFileSync(a));
  }
  return hash.digest('hex').slice(0, 12);
}

async function consultar<T>(url: string, texto: string): Promise<T[]> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try { return (await cliente.query(texto)).rows as T[]; } finally { await cliente.end(); }
}

const url = process.argv[2];
const hoy = hoyEn('UTC', new Date());
const nombre = `${PREFIJO}${huella(hoy)}`;
const destino = new URL(url);
destino.pathname = `/${nombre}`;

const existentes = await consultar<{ datname: string; lista: string | null }>(url,
  `SELECT datname, shobj_description(oid, 'pg_database') AS lista FROM pg_database WHERE datname LIKE '${PREFIJO}%'`);
for (const { datname, lista } of existentes) {
  if (datname !== nombre || lista !== LISTA) await ejecutarEn(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
if (!existentes.some((d) => d.datname === nombre && d.lista === LISTA)) {
  const t0 = performance.now();
  await ejecutarEn(url, `CREATE DATABASE ${nombre}`);
  const database = openPostgres(destino.toString(), 2);
  try {
    await migrate(database);
    await sembrarDemo(database.db, hoy);
    await sembrarVolumen(database.db, hoy, VOLUMEN_REPORTE);
  } finally {
    await database.close();
  }
  await ejecutarEn(url, `COMMENT ON DATABASE ${nombre} IS '${LISTA}'`);
  process.stderr.write(`datos del bench de reportes creados en ${Math.round((performance.now() - t0) / 1000)} s\n`);
}
const [{ usuarios, horas }] = await consultar<{ usuarios: number; horas: number }>(destino.toString(),
  'SELECT (SELECT count(*) FROM usuarios)::int AS usuarios, (SELECT count(*) FROM horas)::int AS horas');
process.stdout.write(`${JSON.stringify({ url: destino.toString(), nombre, hoy, usuarios, horas })}\n`);
