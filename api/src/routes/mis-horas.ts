import {
  misHorasPorClienteQuerySchema, misHorasPorFechaQuerySchema, misHorasPorSemanaQuerySchema, misHorasRespuestaSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errores } from './comun';

/** The caller's own entries with totals ('Mis Horas'). */
export const misHorasRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.misHoras;
  const response = { 200: misHorasRespuestaSchema, ...errores };

  app.get('/horas/mis-horas/por-cliente', {
    schema: { tags: ['mis horas'], summary: 'Mis horas de un cliente (todas, por mes y año, por fecha o por rango)', querystring: misHorasPorClienteQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.porCliente(req.user, req.query)));
  app.get('/horas/mis-horas/por-fecha', {
    schema: { tags: ['mis horas'], summary: 'Mis horas de un día', querystring: misHorasPorFechaQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.porFecha(req.user, req.query)));
  app.get('/horas/mis-horas/por-semana', {
    schema: { tags: ['mis horas'], summary: 'Mis horas de un rango (semana)', querystring: misHorasPorSemanaQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.porSemana(req.user, req.query)));
};
