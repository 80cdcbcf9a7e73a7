import {
  actualizarTipoAusenciaBodySchema, asignacionBodySchema, asignacionParamsSchema, ausenciaSchema, ausenciasQuerySchema, ausenciasSchema,
  calendarioAusenciasSchema, calendarioQuerySchema, configuracionAusenciasBodySchema, configuracionAusenciasSchema, crearTipoAusenciaBodySchema,
  CABECERA_TOTAL_FILAS, idParamSchema, LIBRO_AUSENCIAS, rechazarAusenciaBodySchema, saldoAusenciasQuerySchema, saldoAusenciasSchema, sinDatosAusenciaBodySchema, solicitarAusenciaBodySchema,
  tipoAusenciaSchema, tiposAusenciaSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conConflicto, errores } from './comun';
import { enviarLibro } from './libro-xlsx';

const tags = ['ausencias'];

/** Absences: types, requests and decisions, balances, the team calendar, the configuration. */
export const ausenciasRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.ausencias;
  const l = app.servicios.lecturaAusencias;
  const c = app.servicios.configuracionAusencias;
  const unaAusencia = { 200: ausenciaSchema, ...conConflicto };

  app.get('/ausencias/tipos', {
    schema: { tags, summary: 'Tipos de ausencia por nombre: los activos; el administrador, todos', response: { 200: tiposAusenciaSchema, ...errores } },
  }, (req) => c.tipos(req.user));
  app.post('/ausencias/tipos', {
    schema: { tags, summary: 'Crear un tipo de ausencia (administrador)', body: crearTipoAusenciaBodySchema, response: { 201: tipoAusenciaSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send(await c.crearTipo(req.user, req.body)));
  app.put('/ausencias/tipos/:id', {
    schema: {
      tags, summary: 'Cambiar un tipo de ausencia o (des)activarlo (administrador)',
      params: idParamSchema, body: actualizarTipoAusenciaBodySchema, response: { 200: tipoAusenciaSchema, ...conConflicto },
    },
  }, (req) => c.actualizarTipo(req.user, req.params.id, req.body));

  app.get('/ausencias/configuracion', {
    schema: { tags, summary: 'Los días de vacaciones por año de quien no tiene una asignación propia', response: { 200: configuracionAusenciasSchema, ...errores } },
  }, () => c.configuracion());
  app.put('/ausencias/configuracion', {
    schema: {
      tags, summary: 'Cambiar los días de vacaciones por año de la empresa (administrador)',
      body: configuracionAusenciasBodySchema, response: { 200: configuracionAusenciasSchema, ...errores },
    },
  }, (req) => c.guardarConfiguracion(req.user, req.body.diasVacacionesPorAño));
  app.put('/ausencias/asignaciones/:usuarioId/:año', {
    schema: {
      tags, summary: 'Los días de vacaciones de una persona en un año (administrador)',
      params: asignacionParamsSchema, body: asignacionBodySchema, response: { 200: saldoAusenciasSchema, ...errores },
    },
  }, (req) => c.asignar(req.user, req.params.usuarioId, Number(req.params.año), req.body.dias));

  app.get('/ausencias/saldo', {
    schema: {
      tags, summary: 'El saldo de vacaciones de una persona en un año (ella, quien la aprueba, el administrador)',
      querystring: saldoAusenciasQuerySchema, response: { 200: saldoAusenciasSchema, ...errores },
    },
  }, (req) => l.saldo(req.user, req.query.usuarioId, Number(req.query.año)));
  app.get('/ausencias/calendario', {
    schema: {
      tags, summary: 'Calendario del equipo: ausencias pendientes y aprobadas de quienes comparten un área (93 días como máximo)',
      querystring: calendarioQuerySchema, response: { 200: calendarioAusenciasSchema, ...errores },
    },
  }, (req) => l.calendario(req.user, req.query));
  app.get('/ausencias', {
    schema: {
      tags, summary: 'Las ausencias que el usuario puede ver (las suyas y las de quienes aprueba) que tocan el rango',
      querystring: ausenciasQuerySchema, response: { 200: ausenciasSchema, ...errores },
    },
  }, async (req) => ({ ausencias: await l.listar(req.user, req.query) }));

  app.get('/ausencias/exportar', {
    schema: {
      tags, summary: 'ausencias.xlsx: lo que GET /ausencias muestra al usuario en el rango (y el área)',
      description: `${CABECERA_TOTAL_FILAS}: filas del libro (sin la cabecera); 204 si no hay ausencias.`,
      querystring: calendarioQuerySchema,
      response: { 200: z.unknown().describe(LIBRO_AUSENCIAS.nombreArchivo), 204: z.null().describe('Sin ausencias'), ...errores },
    },
  }, (req, reply) => enviarLibro(reply, LIBRO_AUSENCIAS, () => l.filasXlsx(req.user, req.query)));

  app.post('/ausencias', {
    schema: { tags, summary: 'Solicitar una ausencia (un administrador puede registrarla para otra persona)', body: solicitarAusenciaBodySchema, response: { 201: ausenciaSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send(await s.solicitar(req.user, req.body)));
  app.post('/ausencias/:id/aprobar', {
    schema: { tags, summary: 'Aprobar una ausencia pendiente (quien aprueba a esa persona)', params: idParamSchema, body: sinDatosAusenciaBodySchema, response: unaAusencia },
  }, (req) => s.aprobar(req.user, req.params.id));
  app.post('/ausencias/:id/rechazar', {
    schema: { tags, summary: 'Rechazar una ausencia pendiente con un motivo', params: idParamSchema, body: rechazarAusenciaBodySchema, response: unaAusencia },
  }, (req) => s.rechazar(req.user, req.params.id, req.body.motivo));
  app.post('/ausencias/:id/cancelar', {
    schema: { tags, summary: 'Cancelar una ausencia (la persona antes de que empiece; el administrador fuera de meses cerrados)', params: idParamSchema, body: sinDatosAusenciaBodySchema, response: unaAusencia },
  }, (req) => s.cancelar(req.user, req.params.id));
};
