import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NoAutenticadoError } from '../lib/errores';
import type { Actor } from '../services/actor';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Actor;
    user: Actor;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** HS256 tokens carrying the user's id and perfil; `authenticate` guards every call but login. */
export default fp(async function authPlugin(app: FastifyInstance, opts: { secret: string; expiresIn: string }) {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: opts.expiresIn },
    // Verified tokens are kept (fast-jwt's LRU, until each token's exp): a repeat skips the HMAC.
    verify: { algorithms: ['HS256'], cache: true },
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new NoAutenticadoError('El usuario no ha iniciado sesión');
    try {
      await request.jwtVerify();
    } catch (error) {
      const vencido = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw new NoAutenticadoError(vencido ? 'La sesión expiró. Inicie sesión nuevamente.' : 'No autorizado: token ausente o inválido.');
    }
    const { id, perfil } = request.user ?? {};
    if (!Number.isInteger(id) || typeof perfil !== 'string') throw new NoAutenticadoError('No autorizado: token ausente o inválido.');
  });
}, { name: 'auth' });
