/**
 * The data of the front bench's 'aprobaciones' part (bench/aprobaciones.ts), written into a DATA_DIR
 * (its PGlite folder, as the API opens it) that the API then serves: the demo, `--personas` users (500) with two months of hours up
 * to today, one in five left without the hours of one working day of last month, and last month
 * sent for approval by every one of them through the API's own route (POST
 * /horas/cierres/{usuarioId}/{mes}/enviar, as the person's 'Enviar mes' does), so nothing here
 * knows how the API keeps its month closings. In its own process, as bench/sembrar.ts.
 * Prints `{ mes, personas, conFaltantes }`. Usage: tsx bench/sembrar-aprobaciones.ts <DATA_DIR> [--personas=500]
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { migrate } from '../src/db/migrate';
import { hoyEn, inicioDeMes, sumarDias } from '../src/lib/fechas';
import { FERIADOS_DEMO } from '../src/seed/catalogo-demo';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarVolumen } from './datos';

const destino = process.argv[2];
const PERSONAS = Number(process.argv.find((a) => a.startsWith('--personas='))?.split('=')[1] ?? 500);

const esHabil = (fecha: string) => new Date(`${fecha}T00:00:00Z`).getUTCDay() % 6 !== 0 && !FERIADOS_DEMO.some(([dia]) => fecha.endsWith(dia));
/** A working day in the middle of the month of `primero`: the one left without hours. */
function diaHabilDesde(primero: string): string {
  let dia = sumarDias(primero, 9);
  while (!esHabil(dia)) dia = sumarDias(dia, 1);
  return dia;
}

const config = {
  ...loadConfig({ NODE_ENV: 'production' }), jwtSecret: crypto.randomBytes(32).toString('hex'), rateLimitMax: 0, appTz: 'UTC',
  databaseUrl: undefined, dataDir: destino,
};
// Opened as the API opens DATA_DIR (its PGlite folder inside, under its lock): the API serves it next.
const database = await openDatabase(config);
try {
  await migrate(database);
  const hoy = hoyEn('UTC', new Date());
  await sembrarDemo(database.db, hoy);
  await sembrarVolumen(database.db, hoy, { usuarios: PERSONAS, meses: 2 });
  const primero = inicioDeMes(hoy, 1);
  const mes = primero.slice(0, 7);
  await database.db.execute(sql`
    DELETE FROM horas h USING usuarios u
    WHERE h.usuario_id = u.id AND u.email LIKE 'bench%' AND u.id % 5 = 0 AND h.fecha = ${diaHabilDesde(primero)}::date`);
  const { rows } = (await database.db.execute(sql`SELECT id FROM usuarios WHERE email LIKE 'bench%' ORDER BY id`)) as unknown as { rows: { id: number }[] };

  const app = await buildApp({ db: database.db, config });
  try {
    for (const { id } of rows) {
      const respuesta = await app.inject({
        method: 'POST',
        url: `/horas/cierres/${id}/${mes}/enviar`,
        headers: { authorization: `Bearer ${app.jwt.sign({ id, perfil: 'Junior' })}` },
        payload: {},
      });
      if (respuesta.statusCode !== 200) throw new Error(`enviar ${mes} de ${id}: ${respuesta.statusCode} ${respuesta.body}`);
    }
  } finally {
    await app.close();
  }
  process.stdout.write(`${JSON.stringify({ mes, personas: rows.length, conFaltantes: rows.filter(({ id }) => id % 5 === 0).length })}\n`);
} finally {
  await database.close();
}
