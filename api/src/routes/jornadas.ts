import {
  idParamSchema, jornadaBodySchema, jornadaDefectoParamsSchema, jornadasSchema, jornadaUsuarioParamsSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errores } from './comun';

const tags = ['jornadas'];

/** Each user's jornadas and the company's default ones. */
export const jornadasRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.jornadas;

  app.get('/usuarios/usuarios/:id/jornadas', {
    schema: {
      tags, summary: 'Jornadas propias de un usuario, por fecha desde ([] = rige la jornada por defecto); el propio usuario o un administrador',
      params: idParamSchema, response: { 200: jornadasSchema, ...errores },
    },
  }, (req) => s.deUsuario(req.user, req.params.id));
  app.put('/usuarios/usuarios/:id/jornadas/:desde', {
    schema: {
      tags, summary: 'Crear o reemplazar la jornada de un usuario desde una fecha (administrador): no cambia nada antes de esa fecha',
      params: jornadaUsuarioParamsSchema, body: jornadaBodySchema, response: { 200: jornadasSchema, ...errores },
    },
  }, (req) => s.guardarDeUsuario(req.user, req.params.id, req.params.desde, req.body));
  app.delete('/usuarios/usuarios/:id/jornadas/:desde', {
    schema: { tags, summary: 'Eliminar la jornada de un usuario desde una fecha (administrador)', params: jornadaUsuarioParamsSchema, response: { 204: z.null(), ...errores } },
  }, async (req, reply) => {
    await s.eliminarDeUsuario(req.user, req.params.id, req.params.desde);
    return reply.code(204).send(null);
  });

  app.get('/horas/jornada-defecto', {
    schema: { tags, summary: 'Jornadas por defecto de la empresa, por fecha desde (la primera desde 1900-01-01)', response: { 200: jornadasSchema, ...errores } },
  }, () => s.defecto());
  app.put('/horas/jornada-defecto/:desde', {
    schema: {
      tags, summary: 'Crear o reemplazar la jornada por defecto desde una fecha (administrador): no cambia nada antes de esa fecha',
      params: jornadaDefectoParamsSchema, body: jornadaBodySchema, response: { 200: jornadasSchema, ...errores },
    },
  }, (req) => s.guardarDefecto(req.user, req.params.desde, req.body));
};
