/**
 * Month closings on PostgreSQL, with the demo data plus 500 users with last month's hours (every
 * weekday of it), each of them having submitted that month (through the service, one transition
 * each):
 * - GET /horas/cierres?mes of last month as an administrator (every user's state and figures):
 *   p50 and p95 of requests one after another (target p95 ≤ 300 ms);
 * - POST /horas/cierres/aprobar of the 500 users at once: its duration (target ≤ 2 s), every answer
 *   'aprobado' and every stored figure equal to what the listing showed; the approvals are undone
 *   (SQL) between rounds.
 * The production app (response validation off) listens on loopback; requests are made with fetch
 * from this process. Writes bench/results/cierres.json as `{ filas }` for `pnpm bench`.
 * Usage: tsx bench/cierres.ts [--rondas=3]   (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { CierreFila, ResultadoAprobacion } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migrate } from '../src/db/migrate';
import { hoyEn, inicioDeMes } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';
import { baseTemporal } from '../test/pg-temporal';
import { PRIMER_USUARIO_BENCH, sembrarVolumen } from './datos';
import { mediana, percentil, redondear } from './mediana';

const RONDAS = Number(process.argv.find((a) => a.startsWith('--rondas='))?.split('=')[1] ?? 3);
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SALIDA = new URL('../../bench/results/cierres.json', import.meta.url);
const USUARIOS = 500;
const PEDIDOS_LISTA = 40;

const log = (texto: string) => process.stderr.write(`[cierres] ${texto}\n`);

async function main() {
  const hoy = hoyEn('UTC', new Date());
  const mes = inicioDeMes(hoy, 1).slice(0, 7);
  const t0 = performance.now();
  const database = await baseTemporal(URL_PG, 'horas_bench_cierres', { max: 10 });
  try {
    await migrate(database);
    await sembrarDemo(database.db, hoy);
    // Two months back: every day of last month has its hours.
    const volumen = await sembrarVolumen(database.db, hoy, { usuarios: USUARIOS, meses: 2 });

    const produccion = loadConfig({ NODE_ENV: 'production' });
    const config: Config = { ...produccion, jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC', now: () => new Date(`${hoy}T12:00:00Z`) };
    const app = await buildApp({ db: database.db, config });
    const bench = Array.from({ length: USUARIOS }, (_, i) => ({ id: PRIMER_USUARIO_BENCH + i, perfil: 'Junior', nombre: 'Usuario', apellidos: 'Bench', origen: '127.0.0.1' }));
    for (const actor of bench) await app.servicios.transicionesCierre.enviar(actor, actor.id, mes);
    await database.db.execute(sql`ANALYZE`);
    log(`datos: ${volumen.usuarios} usuarios, ${volumen.horas} horas, ${USUARIOS} meses ${mes} enviados (${Math.round((performance.now() - t0) / 1000)} s)`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = { authorization: `Bearer ${app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' })}`, 'content-type': 'application/json' };
    const pedir = async <T>(ruta: string, cuerpo?: object): Promise<{ ms: number; datos: T }> => {
      const inicio = performance.now();
      const res = await fetch(`${url}${ruta}`, { method: cuerpo ? 'POST' : 'GET', headers: admin, body: cuerpo && JSON.stringify(cuerpo) });
      const datos = (await res.json()) as T;
      if (res.status !== 200) throw new Error(`${ruta}: ${res.status} ${JSON.stringify(datos)}`);
      return { ms: performance.now() - inicio, datos };
    };

    const lista = `/horas/cierres?mes=${mes}`;
    for (let i = 0; i < 3; i++) await pedir(lista);
    const tiemposLista: number[] = [];
    for (let i = 0; i < PEDIDOS_LISTA; i++) tiemposLista.push((await pedir(lista)).ms);
    const { datos: filas } = await pedir<CierreFila[]>(lista);
    log(`GET ${lista} (${filas.length} filas): p50 ${redondear(mediana(tiemposLista))} ms, p95 ${redondear(percentil(tiemposLista, 95))} ms`);

    const enviados = filas.filter((f) => f.estado === 'enviado');
    const cuerpo = { mes, usuarios: enviados.map((f) => ({ usuarioId: f.usuarioId, version: f.version })) };
    const corridas: { segundos: number; aprobados: number; figurasIguales: boolean }[] = [];
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
      await database.db.execute(sql`DELETE FROM cierres_transiciones WHERE mes = ${mes} AND estado = 'aprobado'`);
      await database.db.execute(sql`
        UPDATE cierres SET estado = 'enviado', version = 1, cargadas = NULL, objetivo = NULL, diferencia = NULL WHERE mes = ${mes} AND estado = 'aprobado'`);
    }
    await app.close();

    const grupo = `cierres postgresql (${USUARIOS} usuarios, un mes de horas)`;
    const p95 = redondear(percentil(tiemposLista, 95));
    const segundos = mediana(corridas.map((c) => c.segundos));
    const resultado = [
      { grupo, figura: `GET /horas/cierres?mes, p95 (${PEDIDOS_LISTA} seguidos, ${filas.length} filas)`, unidad: 'ms', valor: p95, referencia: 'objetivo', valorReferencia: 300, ratio: redondear(p95 / 300, 3), nota: `p50 ${redondear(mediana(tiemposLista))} ms` },
      {
        grupo, figura: `POST /horas/cierres/aprobar de ${cuerpo.usuarios.length} usuarios (mediana de ${RONDAS})`, unidad: 's', valor: redondear(segundos, 2),
        referencia: 'objetivo', valorReferencia: 2, ratio: redondear(segundos / 2, 3),
        nota: `máximo ${redondear(Math.max(...corridas.map((c) => c.segundos)), 2)} s; todos aprobados y con las cifras de la lista en todas las rondas: ${corridas.every((c) => c.aprobados === cuerpo.usuarios.length && c.figurasIguales) ? 'sí' : 'NO'}`,
      },
    ];
    console.table(resultado.map(({ figura, valor, unidad, valorReferencia, ratio }) => ({ figura, valor: `${valor} ${unidad}`, referencia: valorReferencia, ratio })));
    fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
    fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), hoy, mes, corridas, filas: resultado }, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
