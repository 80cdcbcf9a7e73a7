import {
  cronometroActualSchema, cronometroBodySchema, cronometroRespuestaSchema, detenerCronometroBodySchema, horasDelCronometroSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conConflicto, errores } from './comun';

const tags = ['horas'];

/** The caller's own running timer: start, change what it is for, stop (hour entries) or discard. */
export const cronometroRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.cronometro;

  app.get('/horas/cronometro', {
    schema: { tags, summary: 'El cronómetro en marcha del usuario, o null', response: { 200: cronometroActualSchema, ...errores } },
  }, async (req) => ({ cronometro: await s.actual(req.user) }));
  app.post('/horas/cronometro', {
    schema: {
      tags, summary: 'Poner en marcha el cronómetro (uno por persona)', body: cronometroBodySchema,
      response: { 201: cronometroRespuestaSchema, ...conConflicto },
    },
  }, async (req, reply) => reply.code(201).send({ cronometro: await s.iniciar(req.user, req.body) }));
  app.put('/horas/cronometro', {
    schema: {
      tags, summary: 'Cambiar para qué es el cronómetro en marcha (reemplaza cliente, servicio, tarea y descripción)',
      body: cronometroBodySchema, response: { 200: cronometroRespuestaSchema, ...errores },
    },
  }, async (req) => ({ cronometro: await s.cambiar(req.user, req.body) }));
  app.post('/horas/cronometro/detener', {
    schema: {
      tags, summary: 'Detener el cronómetro: carga sus horas, una entrada por día (las reglas de POST /horas/cargarhoras)',
      body: detenerCronometroBodySchema, response: { 201: horasDelCronometroSchema, ...conConflicto },
    },
  }, async (req, reply) => reply.code(201).send({ horas: await s.detener(req.user, req.body) }));
  app.delete('/horas/cronometro', {
    schema: { tags, summary: 'Descartar el cronómetro sin cargar horas', response: { 204: z.null(), ...errores } },
  }, async (req, reply) => {
    await s.descartar(req.user);
    return reply.code(204).send(null);
  });
};
