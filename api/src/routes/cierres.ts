import {
  aprobarCierreBodySchema, aprobarCierresBodySchema, cierreDetalleSchema, cierreMeQuerySchema, cierreParamsSchema, cierreSchema,
  cierresQuerySchema, cierresSchema, MAXIMO_APROBACIONES, rechazarCierreBodySchema, reabrirCierreBodySchema, resultadosAprobacionSchema, sinDatosCierreBodySchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conConflicto, errores } from './comun';

const tags = ['cierres de mes'];
/**
 * A bulk approval of its documented maximum fits, even pretty-printed with its widest numbers (an
 * entry `{"usuarioId": 2147483647, "version": 9007199254740991}` indented is under 100 bytes).
 */
const BYTES_POR_APROBACION = 100;

/** Month closings: each user's month goes abierto → enviado → aprobado / rechazado; enviado and aprobado lock its hours. */
export const cierresRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.cierres;
  const t = app.servicios.transicionesCierre;
  const respuesta = { 200: cierreSchema, ...conConflicto };

  app.get('/horas/cierres/me', {
    schema: {
      tags, summary: 'El cierre de un mes (AAAA-MM) del usuario de la sesión: estado, horas, objetivo, días sin horas, versión e historial',
      querystring: cierreMeQuerySchema, response: { 200: cierreSchema, ...errores },
    },
  }, (req) => s.mio(req.user, req.query.mes));
  app.get('/horas/cierres', {
    schema: {
      tags,
      summary: 'Los cierres de un mes: el administrador ve a todos los usuarios activos (y a los inactivos con horas ese mes); un responsable, a las personas de las áreas que lidera',
      querystring: cierresQuerySchema, response: { 200: cierresSchema, ...errores },
    },
  }, (req) => s.lista(req.user, req.query));
  app.get('/horas/cierres/:usuarioId/:mes', {
    schema: {
      tags, summary: 'El cierre de un mes de un usuario con sus días y sus horas, para revisarlo (el propio usuario o quien lo aprueba)',
      params: cierreParamsSchema, response: { 200: cierreDetalleSchema, ...errores },
    },
  }, (req) => s.detalle(req.user, req.params.usuarioId, req.params.mes));

  app.post('/horas/cierres/:usuarioId/:mes/enviar', {
    schema: {
      tags, summary: 'Enviar el mes para su aprobación (el propio usuario; no un mes posterior al actual): sus horas quedan bloqueadas',
      params: cierreParamsSchema, body: sinDatosCierreBodySchema, response: respuesta,
    },
  }, (req) => t.enviar(req.user, req.params.usuarioId, req.params.mes));
  app.post('/horas/cierres/:usuarioId/:mes/retirar', {
    schema: { tags, summary: 'Retirar el envío de un mes enviado (el propio usuario)', params: cierreParamsSchema, body: sinDatosCierreBodySchema, response: respuesta },
  }, (req) => t.retirar(req.user, req.params.usuarioId, req.params.mes));
  app.post('/horas/cierres/:usuarioId/:mes/aprobar', {
    schema: {
      tags, summary: 'Aprobar un mes enviado (un administrador, o un responsable de un área del usuario salvo su propio mes) con la versión revisada',
      params: cierreParamsSchema, body: aprobarCierreBodySchema, response: respuesta,
    },
  }, (req) => t.aprobar(req.user, req.params.usuarioId, req.params.mes, req.body.version));
  app.post('/horas/cierres/:usuarioId/:mes/rechazar', {
    schema: { tags, summary: 'Rechazar un mes enviado con un comentario (quien lo aprueba)', params: cierreParamsSchema, body: rechazarCierreBodySchema, response: respuesta },
  }, (req) => t.rechazar(req.user, req.params.usuarioId, req.params.mes, req.body.comentario));
  app.post('/horas/cierres/:usuarioId/:mes/reabrir', {
    schema: { tags, summary: 'Reabrir un mes aprobado con un motivo (administrador)', params: cierreParamsSchema, body: reabrirCierreBodySchema, response: respuesta },
  }, (req) => t.reabrir(req.user, req.params.usuarioId, req.params.mes, req.body.motivo));
  app.post('/horas/cierres/aprobar', {
    schema: {
      tags, summary: 'Aprobar varios meses a la vez: cada usuario como si se aprobara solo, en su propia transacción; una respuesta por usuario',
      body: aprobarCierresBodySchema, response: { 200: resultadosAprobacionSchema, ...errores },
    },
    // Only this route: every other keeps BODY_LIMIT.
    bodyLimit: Math.max(app.initialConfig.bodyLimit ?? 0, MAXIMO_APROBACIONES * BYTES_POR_APROBACION),
  }, (req) => t.aprobarVarios(req.user, req.body));
};
