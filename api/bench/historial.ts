/**
 * The history's costs (issue 29's targets), each measured in one run:
 * - the hours write with its record against the same write without it: POST /horas/cargarhoras
 *   (a default task, one client, the production app over loopback) alternating between two apps on
 *   one database, the second built with a bench-only variant of the repositories whose history
 *   `registrar` does nothing (no setting of the product turns recording off); the ratio of the
 *   medians (target ≤ 1.15), on PostgreSQL and on PGlite (a data dir on disk, fsync on);
 * - the stored size per hour-change record: 1M creation records shaped as the API writes them
 *   (names of client, service and task, the day, the hours, a 50-character description), inserted
 *   by one `INSERT … SELECT generate_series` with the migration's indexes in place, in time order;
 *   `pg_total_relation_size('historial')` / rows (target ≤ 500 bytes);
 * - with 5M such records (1,000 users over five years), one user's month of history, first page:
 *   GET /historial?usuarioId={self}&fechaDesde&fechaHasta as that user, requests one after another,
 *   each another user and month; p50 and p99 (target p99 ≤ 50 ms).
 * Writes bench/results/historial.json as `{ filas }` for `pnpm bench`.
 * Usage: tsx bench/historial.ts [--escrituras=300] [--consultas=1000] [--millones=5]
 *   (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, type Database, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { aFechaCarga, hoyEn, inicioDeMes, sumarDias } from '../src/lib/fechas';
import { crearRepositorios } from '../src/repositories';
import { CLIENTES_DEMO } from '../src/seed/catalogo-demo';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarHistorialAntiguo } from '../src/seed/historial-antiguo';
import { baseTemporal } from '../test/pg-temporal';
import { sembrarVolumen } from './datos';
import { mediana } from './mediana';

const opcion = (nombre: string, porDefecto: number) => Number(process.argv.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1] ?? porDefecto);
const ESCRITURAS = opcion('escrituras', 300);
const CONSULTAS = opcion('consultas', 1000);
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SALIDA = new URL('../../bench/results/historial.json', import.meta.url);
const ANA = 2; // a demo user (seed/catalogo-demo.ts)
const TAREA_DEFAULT_DEMO = 21; // 'Reunión interna'
const USUARIOS = 1000;
const AÑOS = 5;
const MILLON = 1_000_000;
/** Records of the query's data set (the target's 5M); the size is taken at the first million. */
const TOTAL = opcion('millones', 5) * MILLON;

const log = (texto: string) => process.stderr.write(`[historial] ${texto}\n`);
const redondear = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const percentil = (valores: number[], p: number) => [...valores].sort((a, b) => a - b)[Math.min(valores.length - 1, Math.ceil((p / 100) * valores.length) - 1)];
const config = (hoy: string): Config => ({
  ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC',
  now: () => new Date(`${hoy}T12:00:00Z`),
});

async function escuchar(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The same repositories, but the history's `registrar` records nothing: the bench's reference only. */
const sinRegistro = (db: Db) => {
  const repos = crearRepositorios(db);
  return { ...repos, historial: { ...repos.historial, registrar: async () => undefined } };
};

/** Hour entries saved one after another, alternating between the app that records and the one that does not. */
async function escrituras(database: Database, hoy: string) {
  const ajustes = config(hoy);
  const con = await buildApp({ db: database.db, config: ajustes });
  const sin = await buildApp({ db: database.db, config: ajustes, repositorios: sinRegistro });
  try {
    const urls = { con: await escuchar(con), sin: await escuchar(sin) };
    const token = con.jwt.sign({ id: ANA, perfil: 'Senior' });
    const desde = inicioDeMes(hoy, 1);
    let i = 0;
    const guardar = async (cual: 'con' | 'sin') => {
      const inicio = performance.now();
      const res = await fetch(`${urls[cual]}/horas/cargarhoras`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        // 0.02 h over 40 days: far from the day's 24 h, so every write is accepted.
        body: JSON.stringify({ tareaId: TAREA_DEFAULT_DEMO, horasTrabajadas: 0.02, descripcion: `Trabajo del día, entrada número ${i} de la medición`, fechaCarga: aFechaCarga(sumarDias(desde, i++ % 40)) }),
      });
      if (res.status !== 201) throw new Error(`POST /horas/cargarhoras: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - inicio;
    };
    const tiempos = { con: [] as number[], sin: [] as number[] };
    for (let n = -30; n < ESCRITURAS; n++) {
      // Alternating which goes first; the first 30 pairs warm up and are not counted.
      const [a, b] = n % 2 ? (['con', 'sin'] as const) : (['sin', 'con'] as const);
      const ta = await guardar(a);
      const tb = await guardar(b);
      if (n >= 0) { tiempos[a].push(ta); tiempos[b].push(tb); }
    }
    return {
      con: { p50: mediana(tiempos.con), p99: percentil(tiempos.con, 99) },
      sin: { p50: mediana(tiempos.sin), p99: percentil(tiempos.sin, 99) },
    };
  } finally {
    await con.close();
    await sin.close();
  }
}

async function escriturasEn(database: Database, hoy: string) {
  try {
    await migrate(database);
    await sembrarDemo(database.db, hoy);
    return await escrituras(database, hoy);
  } finally {
    await database.close();
  }
}

const nombres = (lista: readonly string[]) => sql.raw(`ARRAY[${lista.map((n) => `'${n.replaceAll("'", "''")}'`).join(', ')}]`);
const SERVICIOS = ['Desarrollo web', 'Aplicaciones móviles', 'Integraciones', 'Diseño UX/UI', 'Mesa de ayuda'];
const TAREAS = ['Programación', 'Pruebas', 'Análisis de requerimientos', 'Prototipado', 'Atención de incidentes'];

/**
 * Records `desde`..`hasta` (1-based) of the bench's sequence: hour creations as the API writes them,
 * in time order from `inicio` over AÑOS years, user by user in turn (so each index grows as in use).
 */
async function generar(db: Db, primerUsuario: number, inicio: string, desde: number, hasta: number) {
  const paso = (AÑOS * 365 * 86_400) / TOTAL;
  await sembrarHistorialAntiguo(db, sql`
    INSERT INTO historial (en, actor_id, usuario_id, origen, entidad, entidad_id, accion, actor_nombre, actor_apellidos, cambios)
    SELECT en, u, u, ('10.0.' || (u % 250) || '.' || (1 + u % 200))::inet, 'hora', (n + 1000)::text, 'crear', 'Usuario ' || u, 'Bench',
      ('{"cliente":[null,' || to_json((${nombres(CLIENTES_DEMO.map((c) => c.nombre))})[1 + n % 7])::text ||
       '],"servicio":[null,' || to_json((${nombres(SERVICIOS)})[1 + n % 5])::text ||
       '],"tarea":[null,' || to_json((${nombres(TAREAS)})[1 + n % 5])::text ||
       '],"fecha":[null,"' || to_char(en, 'DD/MM/YYYY') || '"],"horas":[null,' || ((1 + n % 16) * 0.5)::float8 ||
       '],"descripcion":[null,' || to_json(rpad('Trabajo realizado en la tarea, entrada ' || n || ' ', 50, 'x'))::text || ']}')::json
    FROM generate_series(${desde}::int, ${hasta}::int) n,
      LATERAL (SELECT ${primerUsuario}::int + ((n::bigint * 7919) % ${USUARIOS}::int)::int AS u, ${inicio}::timestamptz + n * make_interval(secs => ${paso}::float8) AS en) x`);
}

async function tamaños(db: Db) {
  const r = await db.execute(sql`
    SELECT pg_total_relation_size('historial') AS total, pg_table_size('historial') AS tabla, (SELECT count(*) FROM historial) AS filas,
      (SELECT json_object_agg(indexrelid::regclass::text, pg_relation_size(indexrelid)) FROM pg_index WHERE indrelid = 'historial'::regclass)::text AS indices`);
  const [fila] = (r as unknown as { rows: { total: string; tabla: string; filas: string; indices: string }[] }).rows;
  const filas = Number(fila.filas);
  return {
    filas, porRegistro: Number(fila.total) / filas, tablaPorRegistro: Number(fila.tabla) / filas,
    indicesPorRegistro: Object.fromEntries(Object.entries(JSON.parse(fila.indices) as Record<string, number>).map(([n, b]) => [n, redondear(b / filas, 1)])),
  };
}

/** One user's month, first page, asked by that user, each request another user and month. */
async function consultas(database: Database, hoy: string, primerUsuario: number, inicio: string) {
  const app = await buildApp({ db: database.db, config: config(hoy) });
  try {
    const url = await escuchar(app);
    const tokens = Array.from({ length: USUARIOS }, (_, i) => app.jwt.sign({ id: primerUsuario + i, perfil: 'Junior' }));
    const meses = AÑOS * 12 - 1;
    const tiempos: number[] = [];
    let registros = 0;
    for (let n = -50; n < CONSULTAS; n++) {
      const u = ((n + 50) * 37) % USUARIOS;
      const mes = inicioDeMes(sumarDias(inicio.slice(0, 10), 40), -(((n + 50) * 13) % meses));
      const fin = sumarDias(inicioDeMes(mes, -1), -1);
      const t0 = performance.now();
      const res = await fetch(`${url}/historial?usuarioId=${primerUsuario + u}&fechaDesde=${mes}&fechaHasta=${fin}`, { headers: { authorization: `Bearer ${tokens[u]}` } });
      const cuerpo = (await res.json()) as { items: unknown[] };
      if (res.status !== 200) throw new Error(`GET /historial: ${res.status}`);
      if (n >= 0) { tiempos.push(performance.now() - t0); registros += cuerpo.items.length; }
    }
    return { p50: mediana(tiempos), p99: percentil(tiempos, 99), registrosPorPagina: registros / CONSULTAS };
  } finally {
    await app.close();
  }
}

async function main() {
  const hoy = hoyEn('UTC', new Date());
  const carga = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const cargaAlInicio = carga();

  // 1. The write, with and without its record, on each engine (each a fresh demo database).
  const enPg = await escriturasEn(await baseTemporal(URL_PG, 'horas_bench_historial', { max: 10 }), hoy);
  log(`PostgreSQL: con registro p50 ${redondear(enPg.con.p50)} ms, sin ${redondear(enPg.sin.p50)} ms`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-historial-'));
  const enPglite = await escriturasEn(await openPglite(dir), hoy).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  log(`PGlite: con registro p50 ${redondear(enPglite.con.p50)} ms, sin ${redondear(enPglite.sin.p50)} ms`);

  // 2 and 3. 1M records, their size; then 5M, one user's month.
  const base = await baseTemporal(URL_PG, 'horas_bench_historial', { max: 10 });
  try {
    await migrate(base);
    await sembrarDemo(base.db, hoy);
    await sembrarVolumen(base.db, hoy, { usuarios: USUARIOS });
    const bench = await base.db.execute(sql`SELECT min(id) AS id FROM usuarios WHERE email LIKE 'bench%'`);
    const primerUsuario = Number((bench as unknown as { rows: { id: number }[] }).rows[0].id);
    const inicio = `${Number(hoy.slice(0, 4)) - AÑOS}-${hoy.slice(5, 10)}T00:00:00Z`;
    let t0 = performance.now();
    await generar(base.db, primerUsuario, inicio, 1, MILLON);
    await base.db.execute(sql`VACUUM ANALYZE historial`);
    const millon = await tamaños(base.db);
    log(`1M registros en ${Math.round((performance.now() - t0) / 1000)} s: ${redondear(millon.porRegistro, 1)} bytes por registro`);
    t0 = performance.now();
    for (let desde = MILLON + 1; desde <= TOTAL; desde += MILLON) await generar(base.db, primerUsuario, inicio, desde, desde + MILLON - 1);
    await base.db.execute(sql`VACUUM ANALYZE historial`);
    const cinco = await tamaños(base.db);
    log(`${TOTAL / MILLON}M registros (${Math.round((performance.now() - t0) / 1000)} s más): ${redondear(cinco.porRegistro, 1)} bytes por registro`);
    const mes = await consultas(base, hoy, primerUsuario, inicio);
    log(`un mes de un usuario, primera página: p50 ${redondear(mes.p50)} ms, p99 ${redondear(mes.p99)} ms`);

    const cargaAlFinal = carga();
    const nota = `carga (uptime) ${cargaAlInicio} al inicio, ${cargaAlFinal} al final`;
    const filas = [
      ...([['postgresql', enPg], ['pglite', enPglite]] as const).map(([motor, r]) => ({
        grupo: `historial ${motor}`, figura: `POST /horas/cargarhoras con su registro, mediana (${ESCRITURAS} alternadas)`, unidad: 'ms', valor: redondear(r.con.p50),
        referencia: 'la misma escritura sin registro (variante del bench)', valorReferencia: redondear(r.sin.p50), ratio: redondear(r.con.p50 / r.sin.p50, 3),
        nota: `objetivo ≤ 1.15; p99 ${redondear(r.con.p99)} ms contra ${redondear(r.sin.p99)} ms; ${nota}`,
      })),
      {
        grupo: 'historial postgresql', figura: 'bytes por registro de horas (tabla e índices, 1M registros, descripción de 50 caracteres)', unidad: 'B',
        valor: redondear(millon.porRegistro, 1), referencia: 'objetivo', valorReferencia: 500, ratio: redondear(millon.porRegistro / 500, 3),
        nota: `tabla ${redondear(millon.tablaPorRegistro, 1)} B; índices ${JSON.stringify(millon.indicesPorRegistro)}; con ${TOTAL / MILLON}M: ${redondear(cinco.porRegistro, 1)} B`,
      },
      {
        grupo: 'historial postgresql', figura: `un mes de un usuario, primera página, p99 (${TOTAL / MILLON}M registros, ${CONSULTAS} consultas)`, unidad: 'ms',
        valor: redondear(mes.p99), referencia: 'objetivo', valorReferencia: 50, ratio: redondear(mes.p99 / 50, 3),
        nota: `p50 ${redondear(mes.p50)} ms; ${redondear(mes.registrosPorPagina, 1)} registros por página; ${nota}`,
      },
    ];
    console.table(filas.map(({ grupo, figura, valor, unidad, valorReferencia, ratio }) => ({ grupo, figura, valor: `${valor} ${unidad}`, referencia: valorReferencia, ratio })));
    fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
    fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), hoy, escrituras: { postgresql: enPg, pglite: enPglite }, millon, cinco, mes, filas }, null, 2)}\n`);
  } finally {
    await base.close();
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
