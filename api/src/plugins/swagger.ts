import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the zod contracts; UI at /docs, JSON at /docs/json. */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Horas API', description: 'Registro de horas: API del backend (spec §7).', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // swagger-ui's own policy (hashes of its inline code), minus the https upgrade that breaks plain-http hosts.
    staticCSP: true,
    transformStaticCSP: (cabecera) => cabecera.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}, { name: 'swagger' });
