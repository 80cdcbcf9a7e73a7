import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The API answers JSON only: nothing it sends may run, be framed or be sniffed as another type.
 * `/docs` sets its own policy (swagger-ui's, see swagger.ts).
 */
export const CABECERAS_API = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies FastifyHelmetOptions;

const aplicar = helmet(CABECERAS_API);

/** For answers sent before Fastify's hooks run (the router's own errors). */
export function ponerCabecerasDeSeguridad(request: FastifyRequest, reply: FastifyReply): void {
  aplicar(request.raw, reply.raw, () => undefined);
}

/** The same headers as `Name: value` lines, for answers written straight to the socket (HTTP parser errors). */
export function lineasDeCabecerasDeSeguridad(): string[] {
  const lineas: string[] = [];
  const respuesta = { setHeader: (nombre: string, valor: unknown) => lineas.push(`${nombre}: ${String(valor)}`), removeHeader: () => undefined };
  aplicar({} as IncomingMessage, respuesta as unknown as ServerResponse, () => undefined);
  return lineas;
}

/** Security headers (`@fastify/helmet`) on every answer of the API. */
export default fp(async function cabecerasPlugin(app: FastifyInstance) {
  await app.register(fastifyHelmet, CABECERAS_API);
}, { name: 'cabeceras' });
