import { ASUNTOS_AUSENCIA } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';
import { OCHO_HORAS, personaNueva, type Persona } from './personas';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

/**
 * Absences, rule 8 of issue 42, against a real SMTP server: a pending request mails its approvers
 * (the administrators and the responsables of the person's areas), a decision mails its owner; an
 * absence approved at once mails nobody; a mail server that refuses fails no request. Without
 * SMTP_URL nothing is sent (every other absence test runs so).
 */
const HORAS_URL = 'https://horas.example.test';
let e: Entorno;
let smtp: SmtpDePrueba;
let p: Persona;
const tipos = { vacaciones: 0, enfermedad: 0 };
beforeAll(async () => {
  smtp = await smtpDePrueba();
  e = await crearEntorno({ smtpUrl: smtp.url, smtpFrom: 'horas@horas.local', horasUrl: HORAS_URL });
  const lista = (await e.pedir('admin', 'GET', '/ausencias/tipos')).json() as { id: number; nombre: string }[];
  Object.assign(tipos, { vacaciones: lista.find((t) => t.nombre === 'Vacaciones')!.id, enfermedad: lista.find((t) => t.nombre === 'Enfermedad')!.id });
  // In Desarrollo, which Ana leads.
  p = await personaNueva(e, { nombre: 'Rita', apellidos: 'Vera', areaIds: [1] });
  await p.jornada('2026-03-01', OCHO_HORAS);
});
afterAll(async () => {
  await e?.cerrar();
  await smtp?.cerrar();
});

const solicitar = async (cuerpo: object) => {
  const res = await e.pedir(p.auth, 'POST', '/ausencias', cuerpo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

describe('absence mails', () => {
  it("a pending request mails each approver, with the type and a link to /ausencias; the approval mails the owner", async () => {
    const { id } = await solicitar({ tipoId: tipos.vacaciones, desde: '2026-04-06', hasta: '2026-04-10', comentario: 'Viaje' });
    for (const email of ['ana.garcia@horas.local', 'admin@horas.local']) {
      const [mail] = smtp.para(email);
      expect(mail.subject, email).toBe('Nueva solicitud de ausencia');
      expect(mail.text).toContain('Rita Vera solicitó una ausencia: Vacaciones del 06/04/2026 al 10/04/2026 (5 días).');
      expect(mail.text).toContain(`${HORAS_URL}/ausencias`);
    }
    for (const nadie of ['luis.perez@horas.local', 'carla.mendez@horas.local', p.email]) expect(smtp.para(nadie), nadie).toEqual([]);
    expect((await e.pedir('ana', 'POST', `/ausencias/${id}/aprobar`)).statusCode).toBe(200);
    const [aviso] = smtp.para(p.email);
    expect(aviso.subject).toBe(ASUNTOS_AUSENCIA.aprobada);
    expect(aviso.text).toContain('Su ausencia fue aprobada: Vacaciones del 06/04/2026 al 10/04/2026 (5 días).');
  });

  it('a rejection mails the owner with the motivo; an absence approved at once mails nobody', async () => {
    const { id } = await solicitar({ tipoId: tipos.vacaciones, desde: '2026-04-13', hasta: '2026-04-13', medioDia: true });
    await e.pedir('ana', 'POST', `/ausencias/${id}/rechazar`, { motivo: 'Entrega del proyecto' });
    const rechazo = smtp.para(p.email).find((m) => m.subject === ASUNTOS_AUSENCIA.rechazada)!;
    expect(rechazo.text).toContain('Su ausencia fue rechazada: Vacaciones del 13/04/2026 (medio día) (0.5 días).');
    expect(rechazo.text).toContain('Motivo: Entrega del proyecto');
    const antes = smtp.recibidos.length;
    await solicitar({ tipoId: tipos.enfermedad, desde: '2026-04-20', hasta: '2026-04-20' });
    expect(smtp.recibidos).toHaveLength(antes);
  });

  it('a mail the server refuses fails no request', async () => {
    smtp.rechazar = (email) => email === 'ana.garcia@horas.local';
    try {
      await solicitar({ tipoId: tipos.vacaciones, desde: '2026-04-27', hasta: '2026-04-27' });
      expect(smtp.para('admin@horas.local').filter((m) => m.text?.includes('27/04/2026'))).toHaveLength(1);
    } finally {
      smtp.rechazar = () => false;
    }
  });
});
