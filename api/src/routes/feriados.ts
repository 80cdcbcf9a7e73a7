import { feriadoBodySchema, feriadoParamsSchema, feriadoSchema, feriadosQuerySchema, feriadosSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conConflicto, errores } from './comun';

const tags = ['feriados'];

/** The company's holidays. */
export const feriadosRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.feriados;

  app.get('/horas/feriados', {
    schema: { tags, summary: 'Feriados de un año, por fecha', querystring: feriadosQuerySchema, response: { 200: feriadosSchema, ...errores } },
  }, (req) => s.delAño(Number(req.query.año)));
  app.post('/horas/feriados', {
    schema: { tags, summary: 'Agregar un feriado (administrador); 409 si ese día ya es feriado', body: feriadoBodySchema, response: { 201: feriadoSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send(await s.crear(req.user, req.body)));
  app.delete('/horas/feriados/:fecha', {
    schema: { tags, summary: 'Quitar un feriado (administrador)', params: feriadoParamsSchema, response: { 204: z.null(), ...errores } },
  }, async (req, reply) => {
    await s.eliminar(req.user, req.params.fecha);
    return reply.code(204).send(null);
  });
};
