import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Registered with `global: false`: only routes that set `config.rateLimit` (login) are limited, per IP. */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      mensaje: `Demasiados intentos de inicio de sesión. Intente de nuevo en ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });
}, { name: 'rate-limit' });
