/**
 * Month closings on PostgreSQL, with the demo data plus 500 users with last month's hours (every
 * weekday of it), each of them having submitted that month (through the service, one transition
 * each):
 * - GET /horas/cierres?mes of last month as an administrator (every user's state and figures):
 *   p50 and p95 of requests one after another (target p95 ≤ 300 ms);
 * - POST /horas/cierres/aprobar of the 500 users at once: its duration (target ≤ 2 s), every answer
 *   'aprobado' and every stored figure equal to what the listing showed; the approvals are undone
 *   (SQL) between rounds;
 * - the same with 5,000 users (the route's documented maximum), in a database of its own where they
 *   submitted by SQL (target ≤ 5 s; issue 33).
 * The production app (response validation off) listens on loopback; requests are made with fetch
 * from this process. Writes bench/results/cierres.json as `{ filas }` for `pnpm bench`.
 * Usage: tsx bench/cierres.ts [--rondas=3]   (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { MAXIMO_APROBACIONES, type CierreFila, type ResultadoAprobacion } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migrate } from '../src/db/migrate';
import { hoyEn, inicioDeMes } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import type { BasePostgres } from '../src/db/client';
import { baseTemporal } from '../test/pg-temporal';
import { sembrarVolumen } from './datos';
import { mediana, percentil, redondear } from './mediana';

const RONDAS = Number(process.argv.find((a) => a.startsWith('--rondas='))?.split('=')[1] ?? 3);
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SALIDA = new URL('../../bench/results/cierres.json', import.meta.url);
const USUARIOS = 500;
const PEDIDOS_LISTA = 40;

const log = (texto: string) => process.stderr.write(`[cierres] ${texto}\n`);

interface Corrida { segundos: number; aprobados: number; figurasIguales: boolean }
type Pedir = <T>(ruta: string, cuerpo?: object) => Promise<{ ms: number; datos: T }>;

/**
 * A throw-away database with the demo data and `usuarios` users with hours on every weekday of the
 * last two months, each of whom submitted last month (`enviarPorSql`: one statement, else through
 * the service, one transition each); the production app listening on loopback; `trabajo` with it.
 */
async function conBase<T>(hoy: string, mes: string, usuarios: number, enviarPorSql: boolean, trabajo: (pedir: Pedir, db: BasePostgres['db']) => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const database = await baseTemporal(URL_PG, 'horas_bench_cierres', { max: 10 });
  try {
    await migrate(database);
    await sembrarDemo(database.db, hoy);
    const volumen = await sembrarVolumen(database.db, hoy, { usuarios, meses: 2 });
    const produccion = loadConfig({ NODE_ENV: 'production' });
    const config: Config = { ...produccion, jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC', now: () => new Date(`${hoy}T12:00:00Z`) };
    const app = await buildApp({ db: database.db, config });
    const bench = (await database.db.execute(sql`SELECT id FROM usuarios WHERE email LIKE 'bench%' ORDER BY id`) as unknown as { rows: { id: number }[] }).rows;
    if (enviarPorSql) {
      await database.db.execute(sql`INSERT INTO cierres (usuario_id, mes, estado, version) SELECT id, ${mes}, 'enviado', 1 FROM usuarios WHERE email LIKE 'bench%'`);
      await database.db.execute(sql`
        INSERT INTO cierres_transiciones (usuario_id, mes, estado, actor_id, en) SELECT id, ${mes}, 'enviado', id, now() FROM usuarios WHERE email LIKE 'bench%'`);
    } else {
      for (const { id } of bench) await app.servicios.transicionesCierre.enviar({ id, perfil: 'Junior', nombre: 'Usuario', apellidos: 'Bench', origen: '127.0.0.1' }, id, mes);
    }
    await database.db.execute(sql`ANALYZE`);
    log(`datos: ${volumen.usuarios} usuarios, ${volumen.horas} horas, ${bench.length} meses ${mes} enviados (${Math.round((performance.now() - t0) / 1000)} s)`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = { authorization: `Bearer ${app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' })}`, 'content-type': 'application/json' };
    const pedir: Pedir = async <R>(ruta: string, cuerpo?: object) => {
      const inicio = performance.now();
      const res = await fetch(`${url}${ruta}`, { method: cuerpo ? 'POST' : 'GET', headers: admin, body: cuerpo && JSON.stringify(cuerpo) });
      const datos = (await res.json()) as R;
      if (res.status !== 200) throw new Error(`${ruta}: ${res.status} ${JSON.stringify(datos)}`);
      return { ms: performance.now() - inicio, datos };
    };
    try {
      return await trabajo(pedir, database.db);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The bulk approval of `enviados` (as the listing showed them), `RONDAS` times: its duration, then
 * the listing again, to check every month is `aprobado` with the figures shown before. Undone by
 * SQL between rounds.
 */
async function aprobarTodos(pedir: Pedir, db: BasePostgres['db'], mes: string, enviados: CierreFila[]): Promise<Corrida[]> {
  const lista = `/horas/cierres?mes=${mes}`;
  const cuerpo = { mes, usuarios: enviados.map((f) => ({ usuarioId: f.usuarioId, version: f.version })) };
  const corridas: Corrida[] = [];
  for (let ronda = 1; ronda <= RONDAS; ronda++) {
    const { ms, datos } = await pedir<ResultadoAprobacion[]>('/horas/cierres/aprobar', cuerpo);
    const aprobados = datos.filter((r) => 'estado' in r && r.estado === 'aprobado').length;
    const despues = new Map((await pedir<CierreFila[]>(lista)).datos.map((f) => [f.usuarioId, f]));
    const figurasIguales = enviados.every((f) => {
      const a = despues.get(f.usuarioId);
      return a?.estado === 'aprobado' && a.cargadas === f.cargadas && a.objetivo === f.objetivo && a.diferencia === f.diferencia;
    });
    corridas.push({ segundos: ms / 1000, aprobados, figurasIguales });
    log(`ronda ${ronda}: ${aprobados} de ${cuerpo.usuarios.length} aprobados en ${redondear(ms / 1000, 2)} s, cifras guardadas iguales a las de la lista: ${figurasIguales ? 'sí' : 'NO'}`);
    // Undone, for the next round: the same months submitted again at the version the request names.
    await db.execute(sql`DELETE FROM cierres_transiciones WHERE mes = ${mes} AND estado = 'aprobado'`);
    await db.execute(sql`
      UPDATE cierres SET estado = 'enviado', version = 1, cargadas = NULL, objetivo = NULL, diferencia = NULL WHERE mes = ${mes} AND estado = 'aprobado'`);
  }
  return corridas;
}

/** A result row of a bulk approval's rounds against its target in seconds. */
function filaAprobacion(grupo: string, corridas: Corrida[], usuarios: number, objetivo: number) {
  const segundos = mediana(corridas.map((c) => c.segundos));
  return {
    grupo, figura: `POST /horas/cierres/aprobar de ${usuarios} usuarios (mediana de ${RONDAS})`, unidad: 's', valor: redondear(segundos, 2),
    referencia: 'objetivo', valorReferencia: objetivo, ratio: redondear(segundos / objetivo, 3),
    nota: `máximo ${redondear(Math.max(...corridas.map((c) => c.segundos)), 2)} s; todos aprobados y con las cifras de la lista en todas las rondas: ${corridas.every((c) => c.aprobados === usuarios && c.figurasIguales) ? 'sí' : 'NO'}`,
  };
}

async function main() {
  const hoy = hoyEn('UTC', new Date());
  const mes = inicioDeMes(hoy, 1).slice(0, 7);
  const lista = `/horas/cierres?mes=${mes}`;

  const grupo = `cierres postgresql (${USUARIOS} usuarios, un mes de horas)`;
  const { tiemposLista, filas, corridas } = await conBase(hoy, mes, USUARIOS, false, async (pedir, db) => {
    for (let i = 0; i < 3; i++) await pedir(lista);
    const tiempos: number[] = [];
    for (let i = 0; i < PEDIDOS_LISTA; i++) tiempos.push((await pedir(lista)).ms);
    const { datos } = await pedir<CierreFila[]>(lista);
    log(`GET ${lista} (${datos.length} filas): p50 ${redondear(mediana(tiempos))} ms, p95 ${redondear(percentil(tiempos, 95))} ms`);
    return { tiemposLista: tiempos, filas: datos, corridas: await aprobarTodos(pedir, db, mes, datos.filter((f) => f.estado === 'enviado')) };
  });
  const enviados = filas.filter((f) => f.estado === 'enviado').length;
  const p95 = redondear(percentil(tiemposLista, 95));

  // The documented maximum: the bench's users only (Carla's demo month would make it one more).
  const grupoMaximo = `cierres postgresql (${MAXIMO_APROBACIONES} usuarios, un mes de horas)`;
  const corridasMaximo = await conBase(hoy, mes, MAXIMO_APROBACIONES, true, async (pedir, db) => {
    const { datos } = await pedir<CierreFila[]>(lista);
    const bench = new Set((await db.execute(sql`SELECT id FROM usuarios WHERE email LIKE 'bench%'`) as unknown as { rows: { id: number }[] }).rows.map((f) => f.id));
    return aprobarTodos(pedir, db, mes, datos.filter((f) => f.estado === 'enviado' && bench.has(f.usuarioId)));
  });

  const resultado = [
    { grupo, figura: `GET /horas/cierres?mes, p95 (${PEDIDOS_LISTA} seguidos, ${filas.length} filas)`, unidad: 'ms', valor: p95, referencia: 'objetivo', valorReferencia: 300, ratio: redondear(p95 / 300, 3), nota: `p50 ${redondear(mediana(tiemposLista))} ms` },
    filaAprobacion(grupo, corridas, enviados, 2),
    filaAprobacion(grupoMaximo, corridasMaximo, MAXIMO_APROBACIONES, 5),
  ];
  console.table(resultado.map(({ figura, valor, unidad, valorReferencia, ratio }) => ({ figura, valor: `${valor} ${unidad}`, referencia: valorReferencia, ratio })));
  fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
  fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), hoy, mes, corridas, corridasMaximo, filas: resultado }, null, 2)}\n`);
}

main().catch((error) => { console.error(error); process.exit(1); });
