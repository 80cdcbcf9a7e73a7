import { errorSchema, loginSsoBodySchema, sesionDeLoginSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sso } from '../services/sso';

const tags = ['usuarios'];

/** Single sign-on's public routes (only with OIDC_ISSUER): the start, the provider's callback and the code's exchange. */
export const ssoRutas: FastifyPluginAsyncZod<{ sso: Sso }> = async (app, { sso }) => {
  app.get('/auth/oidc', {
    schema: { tags, summary: 'Iniciar sesión con el proveedor (OIDC_ISSUER): 302 a su página, con state, nonce y PKCE', security: [] },
  }, async (_req, reply) => reply.redirect(await sso.inicio(), 302));
  app.get('/auth/oidc/callback', {
    schema: {
      tags, security: [],
      summary: 'Vuelta del proveedor: 302 a {HORAS_URL}/login#sso={codigo} (de un solo uso, 60 s) o #sso-error={clave}',
    },
  }, async (req, reply) => reply.redirect(await sso.vuelta(new URLSearchParams(req.url.split('?')[1] ?? ''), req.ip), 302));
  app.post('/usuarios/login/sso', {
    schema: {
      tags, summary: 'Iniciar sesión con el código del inicio de sesión único: responde como POST /usuarios/login', security: [],
      body: loginSsoBodySchema, response: { 200: sesionDeLoginSchema, 400: errorSchema },
    },
  }, (req) => sso.canjear(req.body.codigo, req.ip));
};
