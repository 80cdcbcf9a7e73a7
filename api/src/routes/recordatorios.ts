import { recordatoriosBodySchema, recordatoriosRespuestaSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conConflicto } from './comun';

/** Reminders of missing hours, on demand (the scheduled ones are started by server.ts). */
export const recordatoriosRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.recordatorios;

  app.post('/recordatorios/ejecutar', {
    schema: {
      tags: ['recordatorios'],
      summary: 'Quiénes recibirían hoy un recordatorio de horas sin cargar (simular) o enviarlos ahora (administrador); 409 sin SMTP_URL',
      body: recordatoriosBodySchema, response: { 200: recordatoriosRespuestaSchema, ...conConflicto },
    },
  }, async (req) => ({ destinatarios: await s.ejecutar(req.user, req.body.simular) }));
};
