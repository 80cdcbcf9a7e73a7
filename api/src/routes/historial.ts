import { CABECERA_TOTAL_FILAS, historialQuerySchema, LIBRO_HISTORIAL, LIMITE_HISTORIAL, paginaHistorialSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errores } from './comun';
import { enviarLibro } from './libro-xlsx';

const tags = ['historial'];
const filtros = 'Filtros: entidad, entidadId, actorId, usuarioId (registros de las horas o de la cuenta de ese usuario), fechaDesde y fechaHasta (días en APP_TZ).';

/** The history of changes: pages newest first, and the whole of it as historial.xlsx (administrators). */
export const historialRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.historial;

  app.get('/historial', {
    schema: {
      tags,
      summary: 'Historial de cambios, del más reciente al más antiguo, por páginas',
      description: `${filtros} limite 1–${LIMITE_HISTORIAL.maximo} (${LIMITE_HISTORIAL.porDefecto} por defecto); cursor: el valor siguiente de la página anterior (null en la última). ` +
        'El personal solo consulta el historial de sus propias horas: usuarioId igual a sí mismo, o entidad=hora&entidadId de una hora suya (también eliminada); lo demás responde 403.',
      querystring: historialQuerySchema,
      response: { 200: paginaHistorialSchema, ...errores },
    },
  }, (req) => s.pagina(req.user, req.query));

  app.get('/historial.xlsx', {
    schema: {
      tags,
      summary: 'historial.xlsx (administrador): todos los registros de los filtros, escritos mientras se leen',
      description: `${filtros} limite y cursor no se aplican al archivo. ${CABECERA_TOTAL_FILAS}: filas del libro (sin la cabecera); 204 si no hay registros.`,
      querystring: historialQuerySchema,
      response: { 200: z.unknown().describe(LIBRO_HISTORIAL.nombreArchivo), 204: z.null().describe('Sin registros'), ...errores },
    },
  }, (req, reply) => enviarLibro(reply, LIBRO_HISTORIAL, (signal) => s.filasXlsx(req.user, req.query, signal)));
};
