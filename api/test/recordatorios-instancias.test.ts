import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/client';
import { crearEntorno, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva } from './personas';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

/**
 * Three API instances on one database run the day's schedule at the same moment, twice each: on
 * PostgreSQL each with its own connection pool, as separate servers would; on PGlite (one process
 * per data dir) over the same database. Each person short of hours gets exactly one mail.
 */
let e: Entorno;
let smtp: SmtpDePrueba;
const instancias: { app: FastifyInstance; base?: Database }[] = [];

beforeAll(async () => {
  e = await crearEntorno();
  smtp = await smtpDePrueba();
  for (let i = 0; i < 12; i++) {
    const persona = await personaNueva(e);
    await persona.jornada('2026-03-02', OCHO_HORAS);
    if (i % 3 === 0) await persona.cargar(8, '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17');
  }
  for (let i = 0; i < 3; i++) {
    const base = e.urlPostgres ? openPostgres(e.urlPostgres, 3) : undefined;
    const config = { ...e.config, smtpUrl: smtp.url, smtpFrom: 'horas@horas.local' };
    instancias.push({ app: await buildApp({ db: base?.db ?? e.database.db, config }), base });
  }
});
afterAll(async () => {
  for (const { app, base } of instancias) {
    await app.close();
    await base?.close();
  }
  await smtp?.cerrar();
  await e?.cerrar();
});

describe('the scheduled run on several instances at once', () => {
  it('mails each person short of hours exactly once', async () => {
    const previstos = (await e.pedir('admin', 'POST', '/recordatorios/ejecutar', { simular: true })).json().destinatarios as { email: string }[];
    expect(previstos.length).toBeGreaterThan(8);
    const corridas = await Promise.all([...instancias, ...instancias].map(({ app }) => app.servicios.recordatorios.programado()));
    const enviados = corridas.flat();
    expect(enviados.every((d) => d.enviado)).toBe(true);
    expect(enviados.map((d) => d.email).sort()).toEqual(previstos.map((d) => d.email).sort());
    for (const { email } of previstos) expect(smtp.para(email)).toHaveLength(1);
    expect(smtp.recibidos).toHaveLength(previstos.length);
  });
});
