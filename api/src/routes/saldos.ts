import { saldoQuerySchema, saldoSchema, saldosQuerySchema, saldosSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errores } from './comun';

const tags = ['saldos'];

/** Targets, hours and missing days over a range. */
export const saldosRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.saldos;

  app.get('/horas/saldo', {
    schema: {
      tags, summary: 'Saldo de un usuario en un rango de hasta 366 días: objetivo, horas cargadas, diferencia y días sin horas (el propio usuario o un administrador)',
      querystring: saldoQuerySchema, response: { 200: saldoSchema, ...errores },
    },
  }, (req) => s.deUsuario(req.user, req.query));
  app.get('/horas/saldos', {
    schema: {
      tags, summary: 'Saldos de todos los usuarios activos (y de los inactivos con horas en el rango), los que más deben primero (administrador)',
      querystring: saldosQuerySchema, response: { 200: saldosSchema, ...errores },
    },
  }, (req) => s.todos(req.user, req.query));
};
