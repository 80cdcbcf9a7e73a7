import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A ceiling of requests per minute per client address on every route, against floods. Kept in this
 * instance's memory: it guards the process, not an account (failed logins are counted in the
 * database, services/limite-login.ts), so N instances allow N times the ceiling.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, opts: { max: number }) {
  await app.register(fastifyRateLimit, {
    max: opts.max,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => {
      const segundos = Math.ceil(context.ttl / 1000); // as the plugin's Retry-After
      return {
        statusCode: context.statusCode,
        mensaje: `Demasiadas solicitudes desde su dirección. Intente de nuevo en ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}.`,
      };
    },
  });
}, { name: 'rate-limit' });
