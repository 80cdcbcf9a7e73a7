import { contrasenaConEnlaceBodySchema, errorSchema, olvidoBodySchema, opcionesLoginSchema, sesionDeLoginSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['usuarios'];
const limitadas = { 400: errorSchema, 409: errorSchema, 429: errorSchema } as const;

/** The public routes of accounts by e-mail: the login page's options, invitations and '¿Olvidó su contraseña?'. */
export const cuentasRutas: FastifyPluginAsyncZod = async (app) => {
  const s = app.servicios.cuentas;

  app.get('/usuarios/login/opciones', {
    schema: {
      tags, summary: "Opciones de la página de inicio de sesión: '¿Olvidó su contraseña?' (hay SMTP_URL) y el inicio de sesión único (null: no hay)",
      security: [], response: { 200: opcionesLoginSchema },
    },
  }, () => s.opciones());
  app.post('/usuarios/activar', {
    schema: {
      tags, summary: 'Activar la cuenta con el enlace de la invitación: elige la contraseña e inicia sesión', security: [],
      body: contrasenaConEnlaceBodySchema, response: { 200: sesionDeLoginSchema, ...limitadas },
    },
  }, (req) => s.activar(req.body, req.ip));
  app.post('/usuarios/contrasena/olvido', {
    schema: {
      tags,
      summary: 'Pedir un enlace para restablecer la contraseña: siempre 202 con el mismo mensaje (el correo sale después de responder; '
        + 'a lo sumo 3 por cuenta y hora); 409 sin SMTP_URL',
      security: [], body: olvidoBodySchema, response: { 202: errorSchema, ...limitadas },
    },
  }, async (req, reply) => reply.code(202).send(await s.olvido(req.body.email, req.ip)));
  app.post('/usuarios/contrasena/restablecer', {
    schema: {
      tags, summary: 'Restablecer la contraseña con el enlace recibido: cierra las demás sesiones e inicia sesión', security: [],
      body: contrasenaConEnlaceBodySchema, response: { 200: sesionDeLoginSchema, ...limitadas },
    },
  }, (req) => s.restablecer(req.body, req.ip));
};
