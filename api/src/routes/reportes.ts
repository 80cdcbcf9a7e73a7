import { CABECERA_TOTAL_FILAS, horaSchema, idSchema, LIBRO_REPORTE, rangoQuerySchema, reporteXlsxQuerySchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errores } from './comun';
import { enviarLibro } from './libro-xlsx';

/** Report ranges (Reportes screen): an admin on anyone, others only on themselves. */
export const reportesRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.reportes;
  const response = { 200: z.array(horaSchema), ...errores };
  const tags = ['reportes'];

  app.get('/horas/horasarea/:areaId/rango', {
    schema: { tags, summary: 'Horas de los usuarios de un área', params: z.object({ areaId: idSchema }), querystring: rangoQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.porArea(req.user, req.params.areaId, req.query)));
  app.get('/horas/horascliente/:clienteId/rango', {
    schema: { tags, summary: 'Horas de un cliente', params: z.object({ clienteId: idSchema }), querystring: rangoQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.porCliente(req.user, req.params.clienteId, req.query)));
  app.get('/horas/horasusuario/:userId/rango', {
    schema: { tags, summary: 'Horas de un usuario', params: z.object({ userId: idSchema }), querystring: rangoQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.porUsuario(req.user, req.params.userId, req.query)));
  app.get('/horas/horastodosusuarios/rango', {
    schema: { tags, summary: 'Horas de todos los usuarios', querystring: rangoQuerySchema, response },
  }, async (req, reply) => reply.jsonCrudo(await s.todos(req.user, req.query)));

  app.get('/horas/reporte.xlsx', {
    schema: {
      tags,
      summary: 'horas.xlsx del reporte, escrito mientras se leen las horas',
      description: `Las mismas horas y permisos que las rutas JSON de reportes. ${CABECERA_TOTAL_FILAS}: filas del libro (sin la cabecera); 204 si no hay horas en el rango.`,
      querystring: reporteXlsxQuerySchema,
      response: { 200: z.unknown().describe(LIBRO_REPORTE.nombreArchivo), 204: z.null().describe('Sin horas en el rango'), ...errores },
    },
  }, (req, reply) => enviarLibro(reply, LIBRO_REPORTE, (signal) => s.filasXlsx(req.user, req.query, signal)));
};
