import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRutas: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['sistema'], summary: 'Estado del servidor (sin base de datos)', security: [], response: { 200: z.object({ estado: z.literal('ok') }) } },
  }, async () => ({ estado: 'ok' as const }));
};
