import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NoAutenticadoError } from '../lib/errores';
import type { Actor, Autoridad } from '../services/actor';
import type { ClaimsSesion } from '../services/sesiones';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: ClaimsSesion;
    user: Actor;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const TOKEN_INVALIDO = 'No autorizado: token ausente o inválido.';

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  /** The caller as the database says now (active, perfil, session version); throws 401 otherwise. */
  autorizar: (claims: ClaimsSesion) => Promise<Autoridad>;
}

/**
 * HS256 tokens naming the user; `authenticate` guards every call but login. The token only says
 * who: what the user may do is read from the database on every request (`autorizar`).
 */
export default fp(async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: opts.expiresIn },
    // Verified tokens are kept (fast-jwt's LRU, until each token's exp): a repeat skips the HMAC.
    // The cache holds the signature check only; the user's authority is read every time.
    verify: { algorithms: ['HS256'], cache: true, requiredClaims: ['exp'] },
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new NoAutenticadoError('El usuario no ha iniciado sesión');
    let claims: ClaimsSesion;
    try {
      claims = await request.jwtVerify<ClaimsSesion>();
    } catch (error) {
      const vencido = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw new NoAutenticadoError(vencido ? 'La sesión expiró. Inicie sesión nuevamente.' : TOKEN_INVALIDO);
    }
    if (!Number.isInteger(claims?.id) || (claims.ver !== undefined && !Number.isInteger(claims.ver))) throw new NoAutenticadoError(TOKEN_INVALIDO);
    request.user = { ...(await opts.autorizar(claims)), origen: request.ip };
  });
}, { name: 'auth' });
