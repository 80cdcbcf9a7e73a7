import { errorSchema, loginSsoBodySchema, sesionDeLoginSchema } from '@horas/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redireccion, Sso } from '../services/sso';

const tags = ['usuarios'];

/** Single sign-on's public routes (only with OIDC_ISSUER): the start, the provider's callback and the code's exchange. */
export const ssoRutas: FastifyPluginAsyncZod<{ sso: Sso }> = async (app, { sso }) => {
  const redirigir = (reply: FastifyReply, { destino, galleta }: Redireccion) => reply.header('set-cookie', galleta).redirect(destino, 302);
  app.get('/auth/oidc', {
    schema: {
      tags, security: [],
      summary: 'Iniciar sesión con el proveedor (OIDC_ISSUER): 302 a su página, con state, nonce y PKCE sellados en la cookie horas_sso (10 minutos)',
    },
  }, async (_req, reply) => redirigir(reply, await sso.inicio()));
  app.get('/auth/oidc/callback', {
    schema: {
      tags, security: [],
      summary: 'Vuelta del proveedor, con la cookie del inicio: 302 a {HORAS_URL}/login#sso={codigo} (de un solo uso, 60 s) o #sso-error={clave}',
    },
  }, async (req, reply) => redirigir(reply, await sso.vuelta(new URLSearchParams(req.url.split('?')[1] ?? ''), req.headers.cookie, req.ip)));
  app.post('/usuarios/login/sso', {
    schema: {
      tags, summary: 'Iniciar sesión con el código del inicio de sesión único: responde como POST /usuarios/login', security: [],
      body: loginSsoBodySchema, response: { 200: sesionDeLoginSchema, 400: errorSchema },
    },
  }, (req) => sso.canjear(req.body.codigo, req.ip));
};
