import { ASUNTO_RECORDATORIO, diasParaRecordar, MENSAJE_SMTP_NO_CONFIGURADO, sumarDias } from '@horas/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearEntorno, HOY, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';
import { escenaDeRecordatorios, type EscenaDeRecordatorios } from './recordatorios-ayuda';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

/**
 * "Today" is Wednesday 18 March 2026 in America/Argentina/Buenos_Aires (UTC-3); 12 March is made a
 * holiday. The last five working days before the 18th, for the default jornada: 11, 13, 16 and 17
 * (the 12th is a holiday, the 14th and 15th a weekend) and the 10th.
 */
let e: Entorno;
let smtp: SmtpDePrueba;
const NOMBRES = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'baja'] as const;
const p = {} as Record<(typeof NOMBRES)[number], Persona>;
/** This test's instances and clock (recordatorios-ayuda.ts). */
let s: EscenaDeRecordatorios;
const URL_HORAS = 'https://horas.example.com';

/** Another instance of the API on the same database, with e-mail (SMTP_URL pointing at `url`) and the test's clock. */
const conCorreo = (url: string) => s.instancia({ smtpUrl: url, smtpFrom: 'Horas <horas@horas.local>', horasUrl: URL_HORAS });
const ejecutar = (app: FastifyInstance, simular: boolean, quien?: 'admin' | 'ana') => s.ejecutar(app, simular, quien);
/** One tick of the schedule on `app` at `instante` of the test's clock. */
const programado = (app: FastifyInstance, instante: string) => {
  s.reloj(instante);
  return s.programado(app);
};
const ids = (destinatarios: { usuarioId: number }[]) => destinatarios.map((d) => d.usuarioId).sort((a, b) => a - b);

/** Whom a run on `dia` should mail, by the rule book over each active user's saldo: id → missing days. */
async function esperados(dia: string): Promise<Map<number, string[]>> {
  const usuarios = (await e.pedir('admin', 'GET', '/usuarios/usuarios')).json() as { id: number; activo: boolean }[];
  const mapa = new Map<number, string[]>();
  for (const u of usuarios.filter((x) => x.activo)) {
    const saldo = (await e.pedir('admin', 'GET', `/horas/saldo?usuarioId=${u.id}&fechaDesde=${sumarDias(dia, -31)}&fechaHasta=${sumarDias(dia, -1)}`)).json();
    const dias = diasParaRecordar(saldo.dias, dia);
    if (dias.length) mapa.set(u.id, dias);
  }
  return mapa;
}

beforeAll(async () => {
  e = await crearEntorno();
  smtp = await smtpDePrueba();
  expect((await e.pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-03-12', nombre: 'Feriado de prueba' })).statusCode).toBe(201);
  for (const nombre of NOMBRES) {
    p[nombre] = await personaNueva(e, { nombre, apellidos: 'Recordatorio' });
    await p[nombre].jornada('2026-03-02', OCHO_HORAS);
  }
  await p.uno.cargar(8, '2026-03-10', '2026-03-11', '2026-03-17');
  await p.dos.cargar(8, '2026-03-10', '2026-03-11', '2026-03-13', '2026-03-16', '2026-03-17');
  await p.tres.jornada('2026-03-02', [8, 0, 8, 0, 8, 0, 0]); // Mondays, Wednesdays and Fridays, no hours
  await p.cuatro.jornada('2026-03-16', OCHO_HORAS); // starts on the 16th: nothing before counts
  await e.pedir('admin', 'DELETE', `/usuarios/usuarios/${p.cuatro.id}/jornadas/2026-03-02`);
  await p.cinco.cargar(8, '2026-03-10', '2026-03-11', '2026-03-13', '2026-03-16', '2026-03-17'); // nothing today: not short
  const baja = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${p.baja.id}`, { nombre: 'baja', apellidos: 'Recordatorio', perfil: 'Junior', areaIds: [1], activo: false });
  expect(baja.statusCode).toBe(200);
});
beforeEach(({ signal }) => { s = escenaDeRecordatorios(e, signal); });
afterEach(() => s.terminar());
afterAll(async () => {
  await smtp?.cerrar();
  await e?.cerrar();
});

describe('POST /recordatorios/ejecutar', () => {
  it('with simular lists who would get a mail today and which days, sending nothing', async () => {
    const res = await ejecutar(e.app, true);
    expect(res.statusCode).toBe(200);
    const { destinatarios } = res.json() as { destinatarios: { usuarioId: number; email: string; diasSinHoras: string[]; enviado: boolean }[] };
    expect(destinatarios).toContainEqual({ usuarioId: p.uno.id, email: p.uno.email, diasSinHoras: ['2026-03-13', '2026-03-16'], enviado: false });
    expect(destinatarios).toContainEqual(expect.objectContaining({ usuarioId: p.tres.id, diasSinHoras: ['2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13', '2026-03-16'] }));
    expect(destinatarios).toContainEqual(expect.objectContaining({ usuarioId: p.cuatro.id, diasSinHoras: ['2026-03-16', '2026-03-17'] }));
    for (const nadie of [p.dos, p.cinco, p.baja]) expect(ids(destinatarios)).not.toContain(nadie.id);
    expect(ids(destinatarios)).toEqual([...(await esperados(HOY)).keys()].sort((a, b) => a - b));
    expect(destinatarios.every((d) => !d.enviado)).toBe(true);
    expect(smtp.recibidos).toHaveLength(0);
  });

  it(`without SMTP_URL, sending answers 409 '${MENSAJE_SMTP_NO_CONFIGURADO}'`, async () => {
    const res = await ejecutar(e.app, false);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensaje: MENSAJE_SMTP_NO_CONFIGURADO });
  });

  it('is for administrators (403) and needs simular as a boolean (400)', async () => {
    expect((await ejecutar(e.app, true, 'ana')).statusCode).toBe(403);
    for (const payload of [{}, { simular: 'no' }, { simular: true, dia: HOY }]) {
      const res = await e.pedir('admin', 'POST', '/recordatorios/ejecutar', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the scheduled run', () => {
  it('does nothing before RECORDATORIOS_HORA (09:30 in APP_TZ)', async () => {
    expect(await programado(await conCorreo(smtp.url), `${HOY}T12:29:00Z`)).toEqual([]);
    expect(smtp.recibidos).toHaveLength(0);
  });

  it('then mails each person short of hours once: subject, their days as dd/mm/yyyy, a link to Horas', async () => {
    const app = await conCorreo(smtp.url);
    const esperado = await esperados(HOY);
    const enviados = await programado(app, `${HOY}T12:31:00Z`);
    expect(ids(enviados)).toEqual([...esperado.keys()].sort((a, b) => a - b));
    expect(enviados.every((d) => d.enviado)).toBe(true);
    expect(smtp.recibidos).toHaveLength(esperado.size);
    const [mail] = smtp.para(p.uno.email);
    expect(mail.subject).toBe(ASUNTO_RECORDATORIO);
    expect(mail.from?.value).toEqual([{ name: 'Horas', address: 'horas@horas.local' }]);
    expect(mail.text).toContain('viernes 13/03/2026');
    expect(mail.text).toContain('lunes 16/03/2026');
    expect(mail.text).not.toMatch(/12\/03\/2026|17\/03\/2026|18\/03\/2026/);
    expect(mail.text).toContain(URL_HORAS);
    expect(mail.html).toContain(`<a href="${URL_HORAS}">`);
    expect(smtp.para(p.tres.email)[0].text).toMatch(/06\/03\/2026[\s\S]*09\/03\/2026[\s\S]*11\/03\/2026[\s\S]*13\/03\/2026[\s\S]*16\/03\/2026/);
    for (const nadie of [p.dos, p.cinco, p.baja]) expect(smtp.para(nadie.email)).toEqual([]);
  });

  it('a second run, and a manual one, the same day mail nobody again', async () => {
    const app = await conCorreo(smtp.url);
    const antes = smtp.recibidos.length;
    expect(await programado(app, `${HOY}T12:32:00Z`)).toEqual([]);
    const manual = await ejecutar(app, false);
    expect(manual.statusCode).toBe(200);
    expect(manual.json()).toEqual({ destinatarios: [] });
    expect((await ejecutar(app, true)).json()).toEqual({ destinatarios: [] });
    expect(smtp.recibidos).toHaveLength(antes);
  });

  it('does not run on a holiday nor at the weekend', async () => {
    const app = await conCorreo(smtp.url);
    const antes = smtp.recibidos.length;
    for (const dia of ['2026-03-12', '2026-03-14', '2026-03-15']) expect(await programado(app, `${dia}T15:00:00Z`)).toEqual([]);
    expect(smtp.recibidos).toHaveLength(antes);
  });
});

describe('sending now', () => {
  it("mails at once, and that day's scheduled run does not mail those people again", async () => {
    const app = await conCorreo(smtp.url);
    const dia = '2026-03-19';
    s.reloj(`${dia}T11:00:00Z`); // 08:00, before the scheduled time
    const antes = smtp.recibidos.length;
    const res = await ejecutar(app, false);
    expect(res.statusCode).toBe(200);
    const { destinatarios } = res.json() as { destinatarios: { usuarioId: number; diasSinHoras: string[]; enviado: boolean }[] };
    expect(destinatarios).toContainEqual({ usuarioId: p.uno.id, email: p.uno.email, diasSinHoras: ['2026-03-13', '2026-03-16', '2026-03-18'], enviado: true });
    expect(ids(destinatarios)).toEqual([...(await esperados(dia)).keys()].sort((a, b) => a - b));
    expect(smtp.recibidos.length - antes).toBe(destinatarios.length);
    expect(await programado(app, `${dia}T15:00:00Z`)).toEqual([]);
    expect(smtp.recibidos.length - antes).toBe(destinatarios.length);
  });

  it('a recipient the mail server refuses is reported and retried later; the others are mailed', async () => {
    const app = await conCorreo(smtp.url);
    const dia = '2026-03-23';
    s.reloj(`${dia}T13:00:00Z`);
    smtp.rechazar = (email) => email === p.uno.email;
    const antes = smtp.recibidos.length;
    const destinatarios = (await ejecutar(app, false)).json().destinatarios as { usuarioId: number; enviado: boolean }[];
    smtp.rechazar = () => false;
    expect(destinatarios).toContainEqual(expect.objectContaining({ usuarioId: p.uno.id, enviado: false }));
    expect(destinatarios.filter((d) => d.usuarioId !== p.uno.id).every((d) => d.enviado)).toBe(true);
    expect(smtp.recibidos.length - antes).toBe(destinatarios.length - 1);
    expect(await programado(app, `${dia}T13:06:00Z`)).toEqual([expect.objectContaining({ usuarioId: p.uno.id, enviado: true })]);
    expect(smtp.para(p.uno.email).filter((m) => m.text?.includes('20/03/2026'))).toHaveLength(1);
  });

  it('a mail server that refuses or is down fails no request: enviado is false, and a later run sends', async () => {
    const dia = '2026-03-20';
    s.reloj(`${dia}T13:00:00Z`);
    const caido = await conCorreo('smtp://127.0.0.1:1');
    const res = await ejecutar(caido, false);
    expect(res.statusCode).toBe(200);
    const destinatarios = res.json().destinatarios as { usuarioId: number; enviado: boolean }[];
    expect(destinatarios.length).toBeGreaterThan(0);
    expect(destinatarios.every((d) => !d.enviado)).toBe(true);

    const app = await conCorreo(smtp.url);
    const antes = smtp.recibidos.length;
    smtp.rechazar = () => true;
    expect((await ejecutar(app, false)).json().destinatarios.every((d: { enviado: boolean }) => !d.enviado)).toBe(true);
    // The scheduled run retries a failed mail only some minutes later.
    expect(await programado(app, `${dia}T13:01:00Z`)).toEqual([]);
    smtp.rechazar = () => false;
    const reintento = await programado(app, `${dia}T13:07:00Z`);
    expect(ids(reintento)).toEqual(ids(destinatarios));
    expect(reintento.every((d) => d.enviado)).toBe(true);
    expect(smtp.recibidos.length - antes).toBe(destinatarios.length);
    expect(await programado(app, `${dia}T13:20:00Z`)).toEqual([]);
    expect(smtp.recibidos.length - antes).toBe(destinatarios.length);
  });
});
