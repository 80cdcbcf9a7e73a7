/**
 * Saldos and reminders on PostgreSQL, with the demo data plus 500 users with a year of hours up to
 * "today" (the latest working day), some days left without hours (the day before today for
 * everyone, so everyone is reminded):
 * - GET /horas/saldos over the last month: p50 and p95 of requests one after another (target p95 ≤ 300 ms);
 * - GET /horas/saldos over the last year (366 days): the same (target p95 ≤ 1 s), then /health's p99
 *   while four such requests run at a time (target < 50 ms: no request holds the event loop);
 * - GET /horas/saldo of one user's week against the same week's hour listing
 *   (/horas/horasusuario/{id}?fechaDesde&fechaHasta), alternating, each request another user with
 *   their own token: the ratio of the medians (target ≤ 1.5);
 * - the scheduled run of the reminders (the method the timer calls) against a local SMTP server in
 *   its own process (api/bench/smtp-hijo.ts): its duration (target ≤ 30 s), and whether every
 *   person reminded got exactly one mail; the day's claims are cleared between rounds.
 * The production app (response validation off) listens on loopback; requests are made with fetch
 * from this process, one at a time. Writes bench/results/jornadas.json as `{ filas }` for `pnpm bench`.
 * Usage: tsx bench/jornadas.ts [--rondas=3]   (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migrate } from '../src/db/migrate';
import { hoyEn, sumarDias } from '../src/lib/fechas';
import { FERIADOS_DEMO } from '../src/seed/catalogo-demo';
import { sembrarDemo } from '../src/seed/demo';
import { baseTemporal } from '../test/pg-temporal';
import { PRIMER_USUARIO_BENCH, sembrarVolumen } from './datos';
import { mediana, percentil, redondear } from './mediana';
import { saludBajoCarga } from './salud-bajo-carga';

const RONDAS = Number(process.argv.find((a) => a.startsWith('--rondas='))?.split('=')[1] ?? 3);
const URL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SALIDA = new URL('../../bench/results/jornadas.json', import.meta.url);
const SMTP_HIJO = fileURLToPath(new URL('./smtp-hijo.ts', import.meta.url));
const USUARIOS = 500;
const PEDIDOS_SALDOS = 40;
const PEDIDOS_AÑO = 20;
const PEDIDOS_SEMANA = 300;

const log = (texto: string) => process.stderr.write(`[jornadas] ${texto}\n`);
const diaDeSemana = (fecha: string) => new Date(`${fecha}T00:00:00Z`).getUTCDay() || 7;
const esFeriadoDemo = (fecha: string) => FERIADOS_DEMO.some(([dia]) => fecha.endsWith(dia));
/** The latest day on or before `fecha` that is a working day of the demo (a weekday, not a holiday). */
function diaHabil(fecha: string): string {
  let dia = fecha;
  while (diaDeSemana(dia) > 5 || esFeriadoDemo(dia)) dia = sumarDias(dia, -1);
  return dia;
}

/** The mail server in its own process: its port, and the deliveries per address since the last count. */
async function servidorSmtp() {
  const hijo = spawn(process.execPath, ['--import', 'tsx', SMTP_HIJO], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lineas = readline.createInterface({ input: hijo.stdout })[Symbol.asyncIterator]();
  const leer = async () => JSON.parse((await lineas.next()).value as string);
  const { puerto } = (await leer()) as { puerto: number };
  return {
    url: `smtp://127.0.0.1:${puerto}`,
    async contar(): Promise<Record<string, number>> {
      hijo.stdin.write('contar\n');
      return leer();
    },
    cerrar: () => new Promise<void>((listo) => { hijo.once('exit', () => listo()); hijo.stdin.end(); }),
  };
}

async function main() {
  const hoy = diaHabil(hoyEn('UTC', new Date()));
  const t0 = performance.now();
  const database = await baseTemporal(URL_PG, 'horas_bench_jornadas', { max: 10 });
  const smtp = await servidorSmtp();
  try {
    await migrate(database);
    await sembrarDemo(database.db, hoy);
    const volumen = await sembrarVolumen(database.db, hoy, { usuarios: USUARIOS, años: 1 });
    // Days without hours: the working day before today for every bench user, and one day in nine.
    await database.db.execute(sql`
      DELETE FROM horas h USING usuarios u
      WHERE h.usuario_id = u.id AND u.email LIKE 'bench%'
        AND (h.fecha = ${diaHabil(sumarDias(hoy, -1))}::date OR (h.usuario_id + (h.fecha - date '2000-01-01')) % 9 = 0)`);
    await database.db.execute(sql`ANALYZE`);
    log(`datos: ${volumen.usuarios} usuarios, ${volumen.horas} horas, hoy ${hoy} (${Math.round((performance.now() - t0) / 1000)} s)`);

    const produccion = loadConfig({ NODE_ENV: 'production' });
    const config: Config = {
      ...produccion, jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC',
      smtpUrl: smtp.url, smtpFrom: 'Horas <horas@horas.local>', horasUrl: 'http://localhost:3000',
      now: () => new Date(`${hoy}T12:00:00Z`),
    };
    const app = await buildApp({ db: database.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' });
    const tokens = Array.from({ length: USUARIOS }, (_, i) => app.jwt.sign({ id: PRIMER_USUARIO_BENCH + i, perfil: 'Junior' }));
    const medir = async (ruta: string, token: string): Promise<number> => {
      const inicio = performance.now();
      const res = await fetch(`${url}${ruta}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${ruta}: ${res.status}`);
      return performance.now() - inicio;
    };

    const saldosMes = `/horas/saldos?fechaDesde=${sumarDias(hoy, -30)}&fechaHasta=${hoy}`;
    for (let i = 0; i < 3; i++) await medir(saldosMes, admin);
    const tiemposSaldos: number[] = [];
    for (let i = 0; i < PEDIDOS_SALDOS; i++) tiemposSaldos.push(await medir(saldosMes, admin));
    log(`GET /horas/saldos (un mes, ${USUARIOS + PRIMER_USUARIO_BENCH - 1} usuarios): p50 ${redondear(mediana(tiemposSaldos))} ms, p95 ${redondear(percentil(tiemposSaldos, 95))} ms`);

    const saldosAño = `/horas/saldos?fechaDesde=${sumarDias(hoy, -365)}&fechaHasta=${hoy}`;
    for (let i = 0; i < 2; i++) await medir(saldosAño, admin);
    const tiemposAño: number[] = [];
    for (let i = 0; i < PEDIDOS_AÑO; i++) tiemposAño.push(await medir(saldosAño, admin));
    log(`GET /horas/saldos (un año): p50 ${redondear(mediana(tiemposAño))} ms, p95 ${redondear(percentil(tiemposAño, 95))} ms`);
    const bajoCarga = await saludBajoCarga(url, () => medir(saldosAño, admin));
    log(`/health con 4 saldos de un año en curso: p50 ${redondear(mediana(bajoCarga.salud), 2)} ms, p99 ${redondear(percentil(bajoCarga.salud, 99), 2)} ms (${bajoCarga.salud.length} sondeos)`);

    const lunes = sumarDias(hoy, 1 - diaDeSemana(hoy));
    const domingo = sumarDias(lunes, 6);
    const semana = { saldo: [] as number[], listado: [] as number[] };
    for (let i = -20; i < PEDIDOS_SEMANA; i++) {
      const n = ((i % USUARIOS) + USUARIOS) % USUARIOS;
      const id = PRIMER_USUARIO_BENCH + n;
      const saldo = () => medir(`/horas/saldo?usuarioId=${id}&fechaDesde=${lunes}&fechaHasta=${domingo}`, tokens[n]);
      const listado = () => medir(`/horas/horasusuario/${id}?fechaDesde=${lunes}&fechaHasta=${domingo}`, tokens[n]);
      // Alternating which goes first; the first 20 pairs warm up and are not counted.
      let s: number;
      let l: number;
      if (i % 2) { s = await saldo(); l = await listado(); } else { l = await listado(); s = await saldo(); }
      if (i >= 0) { semana.saldo.push(s); semana.listado.push(l); }
    }
    const [saldoSemana, listadoSemana] = [mediana(semana.saldo), mediana(semana.listado)];
    log(`semana: saldo ${redondear(saldoSemana, 2)} ms, listado ${redondear(listadoSemana, 2)} ms (medianas de ${PEDIDOS_SEMANA})`);

    const corridas: { segundos: number; destinatarios: number; unaVezCadaUno: boolean }[] = [];
    for (let ronda = 1; ronda <= RONDAS; ronda++) {
      await database.db.execute(sql`DELETE FROM recordatorios`);
      await database.db.execute(sql`DELETE FROM recordatorios_completos`);
      await smtp.contar();
      const inicio = performance.now();
      const enviados = await app.servicios.recordatorios.programado();
      const segundos = (performance.now() - inicio) / 1000;
      const entregas = await smtp.contar();
      const unaVezCadaUno = enviados.every((d) => d.enviado && entregas[d.email] === 1) && Object.keys(entregas).length === enviados.length;
      corridas.push({ segundos, destinatarios: enviados.length, unaVezCadaUno });
      log(`ronda ${ronda}: ${enviados.length} recordatorios en ${redondear(segundos, 2)} s, cada uno entregado una vez: ${unaVezCadaUno ? 'sí' : 'NO'}`);
    }
    await app.close();

    const segundos = mediana(corridas.map((c) => c.segundos));
    const grupo = `jornadas postgresql (${USUARIOS} usuarios, un año de horas)`;
    const p95 = redondear(percentil(tiemposSaldos, 95));
    const p95Año = redondear(percentil(tiemposAño, 95));
    const p99Salud = redondear(percentil(bajoCarga.salud, 99), 2);
    const filas = [
      { grupo, figura: `GET /horas/saldos un mes, p95 (${PEDIDOS_SALDOS} seguidos)`, unidad: 'ms', valor: p95, referencia: 'objetivo', valorReferencia: 300, ratio: redondear(p95 / 300, 3), nota: `p50 ${redondear(mediana(tiemposSaldos))} ms` },
      { grupo, figura: `GET /horas/saldos un año, p95 (${PEDIDOS_AÑO} seguidos)`, unidad: 'ms', valor: p95Año, referencia: 'objetivo', valorReferencia: 1000, ratio: redondear(p95Año / 1000, 3), nota: `p50 ${redondear(mediana(tiemposAño))} ms` },
      {
        grupo, figura: 'GET /health mientras corren 4 saldos de un año a la vez, p99', unidad: 'ms', valor: p99Salud, referencia: 'objetivo', valorReferencia: 50, ratio: redondear(p99Salud / 50, 3),
        nota: `${bajoCarga.salud.length} sondeos cada 10 ms, p50 ${redondear(mediana(bajoCarga.salud), 2)} ms; los saldos en curso: p95 ${redondear(percentil(bajoCarga.carga, 95))} ms (${bajoCarga.carga.length})`,
      },
      {
        grupo, figura: `GET /horas/saldo de una semana, mediana (${PEDIDOS_SEMANA}, alternados)`, unidad: 'ms', valor: redondear(saldoSemana, 2),
        referencia: 'listado de la semana /horas/horasusuario/{id}', valorReferencia: redondear(listadoSemana, 2), ratio: redondear(saldoSemana / listadoSemana, 3),
        nota: `objetivo del cociente ≤ 1.5; p95 ${redondear(percentil(semana.saldo, 95), 2)} ms contra ${redondear(percentil(semana.listado, 95), 2)} ms`,
      },
      {
        grupo, figura: `recordatorios programados, ${USUARIOS + PRIMER_USUARIO_BENCH - 1} usuarios (mediana de ${RONDAS})`, unidad: 's', valor: redondear(segundos, 2),
        referencia: 'objetivo', valorReferencia: 30, ratio: redondear(segundos / 30, 3),
        nota: `${corridas[0].destinatarios} correos por corrida a un smtp-server local; cada uno entregado exactamente una vez en todas las corridas: ${corridas.every((c) => c.unaVezCadaUno) ? 'sí' : 'NO'}`,
      },
    ];
    console.table(filas.map(({ figura, valor, unidad, valorReferencia, ratio }) => ({ figura, valor: `${valor} ${unidad}`, referencia: valorReferencia, ratio })));
    fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
    fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), hoy, corridas, filas }, null, 2)}\n`);
  } finally {
    await smtp.cerrar();
    await database.close();
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
