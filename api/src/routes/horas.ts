import {
  horaBodySchema, horaSchema, horasHabilitadasSchema, horasUsuarioQuerySchema, horasUsuarioRespuestaSchema,
  filasTablaBodySchema, filasTablaSchema, idParamSchema, idSchema, lunesTablaParamSchema, recientesSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conConflicto, errores } from './comun';

/** The hours flag and the caller's entries (create, update, delete, list). */
export const horasRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.horas;
  const ajustes = app.servicios.configuracion;

  app.get('/horas/horashabilitadas', {
    schema: { tags: ['horas'], summary: 'Indicador global de carga de horas', response: { 200: horasHabilitadasSchema, ...errores } },
  }, async () => ({ habilitada: await ajustes.horasHabilitadas() }));
  app.put('/horas/actualizarhorashabilitadas', {
    schema: {
      tags: ['horas'], summary: 'Habilitar o deshabilitar la carga de horas (administrador)', body: horasHabilitadasSchema,
      response: { 200: horasHabilitadasSchema, ...errores },
    },
  }, async (req) => ({ habilitada: await ajustes.guardarHorasHabilitadas(req.user, req.body.habilitada) }));

  app.get('/horas/horasusuario/:userId', {
    schema: {
      tags: ['horas'], summary: 'Horas de un usuario (propias, o cualquiera para el administrador); rango opcional',
      params: z.object({ userId: idSchema }), querystring: horasUsuarioQuerySchema,
      response: { 200: horasUsuarioRespuestaSchema, ...errores },
    },
  }, async (req, reply) => reply.jsonCrudo(`{"horasUsuario":${await s.deUsuario(req.user, req.params.userId, req.query)}}`));

  app.get('/horas/recientes', {
    schema: {
      tags: ['horas'], summary: 'Combinaciones cliente · servicio · tarea recientes del usuario (las últimas 10 de 60 días)',
      response: { 200: recientesSchema, ...errores },
    },
  }, (req) => app.servicios.recientes.delActor(req.user));

  app.get('/horas/tabla/:lunes', {
    schema: {
      tags: ['horas'], summary: "Filas que el usuario agregó a la 'Tabla' de una semana (por su lunes)",
      params: lunesTablaParamSchema, response: { 200: filasTablaSchema, ...errores },
    },
  }, (req) => app.servicios.tabla.delActor(req.user, req.params.lunes));
  app.put('/horas/tabla/:lunes', {
    schema: {
      tags: ['horas'], summary: "Reemplazar las filas de la 'Tabla' de una semana (propias; como máximo 100)",
      params: lunesTablaParamSchema, body: filasTablaBodySchema, response: { 200: filasTablaSchema, ...errores },
    },
  }, (req) => app.servicios.tabla.reemplazar(req.user, req.params.lunes, req.body));

  app.post('/horas/cargarhoras', {
    schema: { tags: ['horas'], summary: 'Cargar horas', body: horaBodySchema, response: { 201: horaSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send(await s.crear(req.user, req.body)));
  app.put('/horas/actualizarhoras/:id', {
    schema: {
      tags: ['horas'], summary: 'Actualizar un registro propio', params: idParamSchema, body: horaBodySchema,
      response: { 200: horaSchema, ...conConflicto },
    },
  }, (req) => s.actualizar(req.user, req.params.id, req.body));
  app.delete('/horas/eliminarhoras/:id', {
    schema: { tags: ['horas'], summary: 'Eliminar un registro propio', params: idParamSchema, response: { 204: z.null(), ...conConflicto } },
  }, async (req, reply) => {
    await s.eliminar(req.user, req.params.id);
    return reply.code(204).send(null);
  });
};
