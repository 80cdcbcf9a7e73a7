import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordatorios } from '../src/db/schema';
import { ENVIOS_SIMULTANEOS } from '../src/services/recordatorios';
import { crearEntorno, HOY, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva } from './personas';
import { escenaDeRecordatorios, type EscenaDeRecordatorios } from './recordatorios-ayuda';
import { smtpDePrueba, smtpMudo, type SmtpDePrueba } from './smtp-de-prueba';

/**
 * Today (Wednesday 18 March 2026, 09:30 in APP_TZ is 12:30Z) a manual run meets a mail server that
 * hangs, then the schedule meets the test's SMTP server, which goes down and comes back. Two
 * instances tick at once: on PostgreSQL each with its own connection pool, on PGlite over the same
 * database. Each test has its own instances and clock (recordatorios-ayuda.ts).
 */
let e: Entorno;
let smtp: SmtpDePrueba;
let mudo: Awaited<ReturnType<typeof smtpMudo>>;
let s: EscenaDeRecordatorios;
const PLAZO_MS = 1000;

const ejecutar = async (app: FastifyInstance) => {
  const res = await s.ejecutar(app, false);
  expect(res.statusCode).toBe(200);
  return res.json().destinatarios as { email: string; enviado: boolean }[];
};
/** Both instances tick at the same moment: what they sent, together. */
const tic = async (apps: FastifyInstance[], hora: string) => {
  s.reloj(`${HOY}T${hora}Z`);
  return (await Promise.all(apps.map((app) => s.programado(app)))).flat();
};
const dosInstancias = async () => [await s.instancia({ smtpUrl: smtp.url }), await s.instancia({ smtpUrl: smtp.url })];

beforeAll(async () => {
  e = await crearEntorno();
  [smtp, mudo] = await Promise.all([smtpDePrueba(), smtpMudo()]);
  for (let i = 0; i < 2 * ENVIOS_SIMULTANEOS; i++) await (await personaNueva(e)).jornada('2026-03-02', OCHO_HORAS);
});
beforeEach(({ signal }) => { s = escenaDeRecordatorios(e, signal); });
afterEach(() => s.terminar());
afterAll(async () => {
  await Promise.all([smtp?.cerrar(), mudo?.cerrar()]);
  await e?.cerrar();
});

describe('reminders that fail are retried by the schedule, once each', () => {
  let previstos: string[];

  it('a mail server that hangs costs a manual run one time-out: the sends after it are reported unsent at once', async () => {
    previstos = (await e.pedir('admin', 'POST', '/recordatorios/ejecutar', { simular: true })).json().destinatarios.map((d: { email: string }) => d.email);
    expect(previstos.length).toBeGreaterThan(2 * ENVIOS_SIMULTANEOS);
    s.reloj(`${HOY}T11:00:00Z`);
    const colgado = await s.instancia({ smtpUrl: mudo.url, smtpTimeoutMs: PLAZO_MS });
    const destinatarios = await ejecutar(colgado);
    expect(destinatarios.map((d) => d.email).sort()).toEqual([...previstos].sort());
    expect(destinatarios.every((d) => !d.enviado)).toBe(true);
    // One connection per send in flight, each timed out once; no second wave (the run's time is this, not asserted).
    expect(mudo.conexiones()).toBe(ENVIOS_SIMULTANEOS);
  });

  it("the schedule mails them; after a day complete, a manual run's failures are retried by the next ticks, once each", async () => {
    const apps = await dosInstancias();
    expect((await tic(apps, '12:31:00')).map((d) => d.email).sort()).toEqual([...previstos].sort());
    for (const email of previstos) expect(smtp.para(email)).toHaveLength(1);
    expect(await tic(apps, '12:32:00')).toEqual([]);

    const nueva = await personaNueva(e);
    await nueva.jornada('2026-03-02', OCHO_HORAS);
    await smtp.caer();
    expect(await ejecutar(apps[0])).toEqual([expect.objectContaining({ email: nueva.email, enviado: false })]);
    await smtp.volver();
    expect(await tic(apps, '12:34:00')).toEqual([]); // a failure waits some minutes
    expect(await tic(apps, '12:40:00')).toEqual([expect.objectContaining({ email: nueva.email, enviado: true })]);
    expect(await tic(apps, '12:46:00')).toEqual([]);
    expect(smtp.para(nueva.email)).toHaveLength(1);
    expect(smtp.recibidos).toHaveLength(previstos.length + 1);
  });

  it('a claim left sending after the day was complete (its instance killed mid-send) is sent 15 minutes later', async () => {
    const apps = await dosInstancias();
    const nueva = await personaNueva(e);
    await nueva.jornada('2026-03-02', OCHO_HORAS);
    await e.database.db.insert(recordatorios).values({ dia: HOY, usuarioId: nueva.id, estado: 'enviando', reclamadoEn: new Date(`${HOY}T12:47:00Z`) });
    expect(await tic(apps, '12:50:00')).toEqual([]);
    expect(await tic(apps, '13:03:00')).toEqual([expect.objectContaining({ email: nueva.email, enviado: true })]);
    expect(await tic(apps, '13:04:00')).toEqual([]);
    expect(smtp.para(nueva.email)).toHaveLength(1);
  });
});
