import {
  actualizarAreaBodySchema, actualizarServicioBodySchema, actualizarTareaBodySchema, areaCatalogoSchema, crearAreaBodySchema,
  crearServicioBodySchema, crearTareaBodySchema, idParamSchema, servicioSchema, tareaSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conConflicto } from './comun';

const tags = ['catálogo (administrador)'];
const unico = 'nombre único dentro de su padre, sin distinguir mayúsculas, espacios ni formas Unicode (409)';

/** Areas, services and tasks: create, rename, deactivate / reactivate (administrators only). */
export const catalogoAdminRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.catalogoAdmin;
  const params = idParamSchema;

  app.post('/horas/areas', {
    schema: { tags, summary: `Crear área (${unico})`, body: crearAreaBodySchema, response: { 201: areaCatalogoSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send(await s.crearArea(req.user, req.body)));
  app.put('/horas/areas/:id', {
    schema: { tags, summary: 'Renombrar un área y/o activarla o desactivarla', params, body: actualizarAreaBodySchema, response: { 200: areaCatalogoSchema, ...conConflicto } },
  }, (req) => s.cambiarArea(req.user, req.params.id, req.body));

  app.post('/servicios/servicios', {
    schema: { tags, summary: `Crear servicio en un área activa (${unico})`, body: crearServicioBodySchema, response: { 201: servicioSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send(await s.crearServicio(req.user, req.body)));
  app.put('/servicios/servicios/:id', {
    schema: { tags, summary: 'Renombrar un servicio y/o activarlo o desactivarlo', params, body: actualizarServicioBodySchema, response: { 200: servicioSchema, ...conConflicto } },
  }, (req) => s.cambiarServicio(req.user, req.params.id, req.body));

  app.post('/tareas/tareas', {
    schema: {
      tags, summary: `Crear tarea de un servicio activo, o tarea por defecto con servicioId: null (${unico})`,
      body: crearTareaBodySchema, response: { 201: tareaSchema, ...conConflicto },
    },
  }, async (req, reply) => reply.code(201).send(await s.crearTarea(req.user, req.body)));
  app.put('/tareas/tareas/:id', {
    schema: { tags, summary: 'Renombrar una tarea y/o activarla o desactivarla', params, body: actualizarTareaBodySchema, response: { 200: tareaSchema, ...conConflicto } },
  }, (req) => s.cambiarTarea(req.user, req.params.id, req.body));
};
