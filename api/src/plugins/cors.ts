import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const localhost = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The front-end origins (CORS_ORIGINS, default :3000-3005); any localhost port outside production. */
export default fp(async function corsPlugin(app: FastifyInstance, opts: { origins: string[]; anyLocalhost: boolean }) {
  await app.register(fastifyCors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, true);
      callback(null, opts.origins.includes(origin) || (opts.anyLocalhost && localhost.test(origin)));
    },
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // Read by the front end on a report file: its row count and its name.
    exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
    maxAge: 600,
  });
}, { name: 'cors' });
