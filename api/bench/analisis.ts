/**
 * 'Análisis' (issue 34) on PostgreSQL and on PGlite, with the demo data plus 500 users with 12
 * months of entries up to today (8 a weekday: ≈1M rows):
 * - GET /reportes/analisis?grupo=cliente&subgrupo=usuario&periodo=mes over the year, as an administrator;
 * - GET /reportes/analisis?grupo=usuario&periodo=semana over the last quarter (each person's target too);
 * p50 and p95 of requests one after another, the two alternating after 3 uncounted pairs (target
 * p95 ≤ 300 ms on PostgreSQL, ≤ 1.5 s on PGlite). Each request is followed, in the same run and on the
 * same engine, by the database's own GROUP BY of the same rows answering the same question (a
 * hand-written statement: the physical floor, as COPY is for the export); the API's p95 is reported
 * as a ratio to the floor's p95 (budget ≤ 1.5): an absolute figure moves with the machine, a ratio
 * much less. PGlite runs on a data dir on disk, as in
 * production, seeded by this process before serving. The production app (response validation off)
 * listens on loopback. Writes bench/results/analisis.json as `{ filas }` for `pnpm bench`.
 * Usage: tsx bench/analisis.ts [--pedidos=40] [--solo=pg|pglite] [--por-dia-pglite=8]
 *   (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { hoyEn, sumarDias } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { baseTemporal } from '../test/pg-temporal';
import { sembrarVolumen } from './datos';
import { mediana, percentil, redondear } from './mediana';

const opcion = (nombre: string) => process.argv.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1];
const PEDIDOS = Number(opcion('pedidos') ?? 40);
const SOLO = opcion('solo');
const POR_DIA_PGLITE = Number(opcion('por-dia-pglite') ?? 8);
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SALIDA = new URL('../../bench/results/analisis.json', import.meta.url);
const USUARIOS = 500;
const POR_DIA = 8;
const OBJETIVO_MS = { postgresql: 300, pglite: 1500 } as const;
/** The API's p95 over the floor's (the database's own GROUP BY of the same question). */
const PRESUPUESTO_PISO = 1.5;

const log = (texto: string) => process.stderr.write(`[analisis] ${texto}\n`);

/** Seeds the data set on `database` and answers the rows and the seconds it took. */
async function sembrar(database: Database, hoy: string, porDia: number) {
  const t0 = performance.now();
  await migrate(database);
  await sembrarDemo(database.db, hoy);
  const volumen = await sembrarVolumen(database.db, hoy, { usuarios: USUARIOS, meses: 12, porDia });
  return { ...volumen, segundos: Math.round((performance.now() - t0) / 1000) };
}

/**
 * The floor of each question: the database's own GROUP BY of the same rows, by hand (no visibility,
 * names, targets, JSON or HTTP), its rows read by this process through the same driver as the API's.
 */
const pisosDe = (desdeAño: string, desdeTrimestre: string, hoy: string): Record<'año' | 'trimestre', SQL> => ({
  año: sql`SELECT h.cliente_id, h.usuario_id, date_trunc('month', h.fecha::timestamp) AS mes, sum((h.horas * 100)::int) AS centesimos, count(*) AS registros
    FROM horas h WHERE h.fecha BETWEEN ${desdeAño}::date AND ${hoy}::date GROUP BY 1, 2, 3`,
  trimestre: sql`SELECT h.usuario_id, date_trunc('week', h.fecha::timestamp) AS semana, sum((h.horas * 100)::int) AS centesimos, count(*) AS registros
    FROM horas h WHERE h.fecha BETWEEN ${desdeTrimestre}::date AND ${hoy}::date GROUP BY 1, 2`,
});

/**
 * One GET on a connection of its own: a kept-alive socket could be closed by the server while a long
 * floor query holds the process (PGlite runs in it), and the next request then died on ECONNRESET.
 * A loopback connect costs a fraction of a millisecond against queries of tens to hundreds.
 */
function pedir(url: string, token: string): Promise<{ status: number; cuerpo: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cuerpo: Buffer.concat(partes) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The two queries' p50 and p95 on one engine, and their floors'. */
async function medir(database: Database, hoy: string) {
  const config = { ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC', now: () => new Date(`${hoy}T12:00:00Z`) };
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' });
    const consultas = {
      año: `/reportes/analisis?fechaDesde=${sumarDias(hoy, -364)}&fechaHasta=${hoy}&grupo=cliente&subgrupo=usuario&periodo=mes`,
      trimestre: `/reportes/analisis?fechaDesde=${sumarDias(hoy, -90)}&fechaHasta=${hoy}&grupo=usuario&periodo=semana`,
    };
    const pisos = pisosDe(sumarDias(hoy, -364), sumarDias(hoy, -90), hoy);
    const tiempos = { año: [] as number[], trimestre: [] as number[] };
    const tiemposPiso = { año: [] as number[], trimestre: [] as number[] };
    let bytes = { año: 0, trimestre: 0 };
    for (let i = -3; i < PEDIDOS; i++) {
      for (const caso of (i % 2 ? ['año', 'trimestre'] : ['trimestre', 'año']) as (keyof typeof consultas)[]) {
        const inicio = performance.now();
        const { status, cuerpo } = await pedir(`${url}${consultas[caso]}`, admin);
        if (status !== 200) throw new Error(`${consultas[caso]}: ${status} ${cuerpo.toString()}`);
        if (i >= 0) tiempos[caso].push(performance.now() - inicio);
        bytes = { ...bytes, [caso]: cuerpo.byteLength };
        const inicioPiso = performance.now();
        await database.db.execute(pisos[caso]);
        if (i >= 0) tiemposPiso[caso].push(performance.now() - inicioPiso);
      }
    }
    return { consultas, tiempos, tiemposPiso, bytes };
  } finally {
    await app.close();
  }
}

async function main() {
  const hoy = hoyEn('UTC', new Date());
  const filas = [];
  const motores = (['postgresql', 'pglite'] as const).filter((m) => !SOLO || SOLO === m || (SOLO === 'pg' && m === 'postgresql'));
  for (const motor of motores) {
    const porDia = motor === 'pglite' ? POR_DIA_PGLITE : POR_DIA;
    const dir = motor === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-analisis-')) : undefined;
    const database = dir ? await openPglite(dir) : await baseTemporal(URL_PG, 'horas_bench_analisis', { max: 10 });
    try {
      const volumen = await sembrar(database, hoy, porDia);
      log(`${motor}: ${volumen.usuarios} usuarios, ${volumen.horas} horas sembradas en ${volumen.segundos} s`);
      const { consultas, tiempos, tiemposPiso, bytes } = await medir(database, hoy);
      const grupo = `analisis ${motor} (${volumen.horas} horas de ${USUARIOS} usuarios, 12 meses)`;
      for (const [caso, figura] of [['año', 'grupo=cliente&subgrupo=usuario&periodo=mes, el año'], ['trimestre', 'grupo=usuario&periodo=semana con objetivos, el trimestre']] as const) {
        const p95 = redondear(percentil(tiempos[caso], 95));
        const piso = redondear(percentil(tiemposPiso[caso], 95));
        const ratio = redondear(p95 / piso, 3);
        const veredicto = `${ratio <= PRESUPUESTO_PISO ? 'OK' : 'FUERA'} (presupuesto ≤ ${PRESUPUESTO_PISO})`;
        log(`${motor} ${caso}: p50 ${redondear(mediana(tiempos[caso]))} ms, p95 ${p95} ms, ${bytes[caso]} bytes; GROUP BY p95 ${piso} ms; ratio ${ratio} ${veredicto}`);
        filas.push(
          {
            grupo, figura: `${figura}: GROUP BY propio (misma pregunta, a mano), p95`, unidad: 'ms', valor: piso, referencia: null, valorReferencia: null, ratio: null,
            nota: `p50 ${redondear(mediana(tiemposPiso[caso]))} ms; el piso físico, medido en la misma corrida tras cada pedido`,
          },
          {
            grupo, figura: `${figura}, p95 (${PEDIDOS} seguidos)`, unidad: 'ms', valor: p95, referencia: 'GROUP BY propio', valorReferencia: piso, ratio,
            nota: `${veredicto}; objetivo absoluto ${OBJETIVO_MS[motor]} ms (${redondear(p95 / OBJETIVO_MS[motor], 3)}); p50 ${redondear(mediana(tiempos[caso]))} ms; ${bytes[caso]} bytes; ${consultas[caso]}; datos sembrados en ${volumen.segundos} s`,
          },
        );
      }
    } finally {
      await database.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.table(filas.map(({ grupo, figura, valor, unidad, ratio }) => ({ grupo, figura, valor: `${valor} ${unidad}`, ratio })));
  fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
  fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), hoy, filas }, null, 2)}\n`);
}

main().catch((error) => { console.error(error); process.exit(1); });
