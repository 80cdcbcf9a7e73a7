import type { FastifyInstance } from 'fastify';
import { MENSAJES_CUENTAS, type Usuario } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enlaceDe, HORAS_URL } from './cuentas-ayuda';
import { crearEntorno, type Entorno } from './helper';
import { personaNueva } from './personas';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

/**
 * Two API instances on one database (on PostgreSQL each with its own pool; on PGlite the same
 * database): a link mailed through one is used through the other, and two uses of one link racing
 * on both give exactly one success.
 */
let e: Entorno;
let smtp: SmtpDePrueba;
let otra: { app: FastifyInstance; cerrar: () => Promise<void> };
beforeAll(async () => {
  smtp = await smtpDePrueba();
  e = await crearEntorno({ smtpUrl: smtp.url, smtpFrom: 'horas@horas.local', horasUrl: HORAS_URL });
  otra = await e.otraInstancia();
});
afterAll(async () => {
  await otra?.cerrar();
  await e?.cerrar();
  await smtp?.cerrar();
});

const usar = (app: FastifyInstance, url: string, token: string, contrasena: string) =>
  app.inject({ method: 'POST', url, payload: { token, contrasena } });

describe('accounts by e-mail on two instances', () => {
  it('an invitation mailed through one instance is activated through the other', async () => {
    const email = `dos.instancias.${process.pid}@horas.local`;
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', { email, nombre: 'Dos', apellidos: 'Instancias', perfil: 'Junior', areaIds: [1], invitar: true });
    expect(res.statusCode, res.body).toBe(201);
    const activada = await usar(otra.app, '/usuarios/activar', enlaceDe(smtp, email).token, 'Elegida#2026');
    expect(activada.statusCode, activada.body).toBe(200);
    expect(activada.json().id).toBe((res.json() as Usuario).id);
  });

  it('one reset link used on both instances at once: exactly one succeeds, the other hears the link is no longer valid', async () => {
    for (let ronda = 0; ronda < 3; ronda++) {
      const p = await personaNueva(e);
      await otra.app.inject({ method: 'POST', url: '/usuarios/contrasena/olvido', payload: { email: p.email } });
      await otra.app.servicios.cuentas.esperarEnvios();
      const { token } = enlaceDe(smtp, p.email);
      const respuestas = await Promise.all([
        usar(e.app, '/usuarios/contrasena/restablecer', token, 'Primera#2026'),
        usar(otra.app, '/usuarios/contrasena/restablecer', token, 'Segunda#2026'),
      ]);
      expect(respuestas.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(respuestas.find((r) => r.statusCode === 400)!.json()).toEqual({ mensaje: MENSAJES_CUENTAS.enlaceRestablecer });
      const ganadora = respuestas[0].statusCode === 200 ? 'Primera#2026' : 'Segunda#2026';
      const login = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: p.email, contrasena: ganadora } });
      expect(login.statusCode).toBe(200);
    }
  });
});
