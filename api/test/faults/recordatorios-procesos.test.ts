import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEn, sumarDias } from '../../src/lib/fechas';
import { crearEntorno, type Entorno } from '../helper';
import { smtpDePrueba, type SmtpDePrueba } from '../smtp-de-prueba';
import { arrancarServidor, type Servidor } from './servidor-proceso';

/**
 * Two API processes on one PostgreSQL database, started at once with e-mail and RECORDATORIOS_HORA
 * 00:00: each runs today's reminders from its own timer as soon as it listens. The test's SMTP server
 * receives exactly one mail per person short of hours. Every day is made a working day (the default
 * jornada covers all seven from ten days ago, today is no holiday), whatever day the test runs; not
 * from the earliest date, which would move the targets of the demo's approved month (409).
 */
const url = process.env.TEST_DATABASE_URL;
let e: Entorno;
let smtp: SmtpDePrueba;
let instancias: Servidor[] = [];
const hoy = hoyEn('UTC', new Date());

beforeAll(async () => {
  if (!url) return;
  e = await crearEntorno({ appTz: 'UTC', now: () => new Date() });
  smtp = await smtpDePrueba();
  const todosLosDias = { horasPorDia: [8, 8, 8, 8, 8, 8, 8] };
  expect((await e.pedir('admin', 'PUT', `/horas/jornada-defecto/${sumarDias(hoy, -10)}`, todosLosDias)).statusCode).toBe(200);
  await e.pedir('admin', 'DELETE', `/horas/feriados/${hoy}`);
  for (let i = 0; i < 6; i++) {
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', {
      email: `procesos${i}@horas.local`, nombre: `Procesos ${i}`, apellidos: 'Recordatorio', perfil: 'Junior', areaIds: [1], contrasena: 'Procesos#2026',
    });
    expect((await e.pedir('admin', 'PUT', `/usuarios/usuarios/${res.json().id}/jornadas/${sumarDias(hoy, -10)}`, todosLosDias)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await Promise.all(instancias.map((s) => s.detener()));
  await smtp?.cerrar();
  await e?.cerrar();
});

describe.skipIf(!url)('the scheduled reminders with two API processes on one PostgreSQL database', () => {
  it('mail each person short of hours exactly once', async () => {
    const previstos = (await e.pedir('admin', 'POST', '/recordatorios/ejecutar', { simular: true })).json().destinatarios as { email: string }[];
    expect(previstos.length).toBeGreaterThanOrEqual(6);
    const comun = { DATABASE_URL: e.urlPostgres!, SMTP_URL: smtp.url, SMTP_FROM: 'horas@horas.local', HORAS_URL: 'https://horas.example.com', RECORDATORIOS_HORA: '00:00' };
    instancias = await Promise.all([arrancarServidor(comun), arrancarServidor(comun)]);
    // The day's run is complete once every reminder is sent: nothing can be mailed after that.
    await expect.poll(async () => {
      const { rows } = await e.database.db.execute(sql`SELECT count(*)::int AS n FROM recordatorios_completos WHERE dia = ${hoy}::date`) as unknown as { rows: { n: number }[] };
      return rows[0].n;
    }, { timeout: 120_000, interval: 250 }).toBe(1);
    for (const { email } of previstos) expect(smtp.para(email)).toHaveLength(1);
    expect(smtp.recibidos).toHaveLength(previstos.length);
  });
});
