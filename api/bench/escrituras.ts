/**
 * What durability costs on the embedded engine: the same hour entries saved one after another
 * (POST /horas/cargarhoras, one client, the production app over loopback) on a PGlite data dir on
 * disk with fsync on (the default) and with PGLITE_FSYNC=off. Writes bench/results/escrituras.json
 * as `{ filas }` for `pnpm bench`. Usage: tsx bench/escrituras.ts [--escrituras=N]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { aFechaCarga, hoyEn, inicioDeMes, sumarDias } from '../src/lib/fechas';
import { sembrarDemo } from '../src/seed/demo';

const ESCRITURAS = Number(process.argv.find((a) => a.startsWith('--escrituras='))?.split('=')[1] ?? 300);
const SALIDA = new URL('../../bench/results/escrituras.json', import.meta.url);
const ANA = 2; // a demo user (seed/catalogo-demo.ts)
const TAREA_DEFAULT_DEMO = 'Capacitación';

const percentil = (ordenados: number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
const redondear = (n: number) => Math.round(n * 100) / 100;

async function medir(fsync: boolean) {
  process.env.PGLITE_FSYNC = fsync ? 'on' : 'off';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-bench-escrituras-'));
  const database = await openPglite(dir);
  try {
    await migrate(database);
    const hoy = hoyEn('UTC', new Date());
    await sembrarDemo(database.db, hoy);
    const config = { ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), now: () => new Date() };
    const app = await buildApp({ db: database.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = app.jwt.sign({ id: ANA, perfil: 'Senior' });
    const tareas = await (await fetch(`${url}/tareas/especificas`, { headers: { authorization: `Bearer ${token}` } })).json() as { id: number; nombre: string }[];
    const tareaId = tareas.find((t) => t.nombre === TAREA_DEFAULT_DEMO)?.id ?? tareas[0].id;
    const desde = inicioDeMes(hoy, 1);
    const guardar = (i: number) => fetch(`${url}/horas/cargarhoras`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // 0.05 h over 40 days: far from the day's 24 h, so every write is accepted.
      body: JSON.stringify({ tareaId, horasTrabajadas: 0.05, descripcion: `bench ${i}`, fechaCarga: aFechaCarga(sumarDias(desde, i % 40)) }),
    }).then(async (r) => { if (r.status !== 201) throw new Error(`POST /horas/cargarhoras: ${r.status} ${await r.text()}`); });
    for (let i = 0; i < 20; i++) await guardar(i); // warm-up, not counted
    const tiempos: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < ESCRITURAS; i++) {
      const inicio = performance.now();
      await guardar(i);
      tiempos.push(performance.now() - inicio);
    }
    const porSegundo = ESCRITURAS / ((performance.now() - t0) / 1000);
    await app.close();
    tiempos.sort((a, b) => a - b);
    return { p50: redondear(percentil(tiempos, 50)), p99: redondear(percentil(tiempos, 99)), porSegundo: redondear(porSegundo) };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const con = await medir(true);
  const sin = await medir(false);
  const grupo = `pglite durabilidad (${ESCRITURAS} escrituras seguidas)`;
  const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
  const referencia = 'fsync off (PGLITE_FSYNC=off)';
  const filas = [
    { grupo, figura: 'POST /horas/cargarhoras p50, fsync on', unidad: 'ms', valor: con.p50, referencia, valorReferencia: sin.p50, ratio: ratio(con.p50, sin.p50) },
    { grupo, figura: 'POST /horas/cargarhoras p99, fsync on', unidad: 'ms', valor: con.p99, referencia, valorReferencia: sin.p99, ratio: ratio(con.p99, sin.p99) },
    { grupo, figura: 'escrituras por segundo, fsync on', unidad: 'esc/s', valor: con.porSegundo, referencia, valorReferencia: sin.porSegundo, ratio: ratio(con.porSegundo, sin.porSegundo) },
    { grupo, figura: 'costo de fsync por escritura (p50 on − off)', unidad: 'ms', valor: redondear(con.p50 - sin.p50), referencia: null, valorReferencia: null, ratio: null },
  ];
  console.table(filas.map(({ figura, valor, unidad, valorReferencia }) => ({ figura, valor: `${valor} ${unidad}`, 'fsync off': valorReferencia })));
  fs.mkdirSync(new URL('./', SALIDA), { recursive: true });
  fs.writeFileSync(SALIDA, `${JSON.stringify({ fecha: new Date().toISOString(), filas }, null, 2)}\n`);
}

main().catch((error) => { console.error(error); process.exit(1); });
