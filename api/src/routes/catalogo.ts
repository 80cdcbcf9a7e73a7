import { areaCatalogoSchema, areaConServiciosSchema, idParamSchema, servicioSchema, tareaSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errores } from './comun';

/**
 * Reads of areas, services and tasks (any signed-in user). The full lists carry `activo`; the hour
 * form's lists (tasks of a service, default tasks, services of a client) hold active items only.
 */
export const catalogoRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.catalogo;

  app.get('/tareas/tareas', { schema: { tags: ['catálogo'], summary: 'Todas las tareas, inactivas incluidas', response: { 200: z.array(tareaSchema), ...errores } } },
    () => s.tareas());
  app.get('/tareas/tareas/servicio/:id', {
    schema: { tags: ['catálogo'], summary: 'Tareas activas de un servicio', params: idParamSchema, response: { 200: z.array(tareaSchema), ...errores } },
  }, (req) => s.tareasDeServicio(req.params.id));
  app.get('/tareas/especificas', {
    schema: { tags: ['catálogo'], summary: 'Tareas por defecto activas (sin cliente)', response: { 200: z.array(tareaSchema), ...errores } },
  }, () => s.tareasDefault());
  app.get('/horas/areas', {
    schema: { tags: ['catálogo'], summary: 'Todas las áreas, inactivas incluidas', response: { 200: z.array(areaCatalogoSchema), ...errores } },
  }, () => s.areas());
  app.get('/servicios/servicios', {
    schema: { tags: ['catálogo'], summary: 'Todos los servicios, inactivos incluidos', response: { 200: z.array(servicioSchema), ...errores } },
  }, () => s.servicios());
  app.get('/servicios/servicios/cliente/:id', {
    schema: { tags: ['catálogo'], summary: 'Servicios asignados a un cliente que admiten horas nuevas (activos, de un área activa)', params: idParamSchema, response: { 200: z.array(servicioSchema), ...errores } },
  }, (req) => s.serviciosDeCliente(req.params.id));
  app.get('/servicios/servicios/areas/cliente/:id', {
    schema: {
      tags: ['catálogo'], summary: 'Áreas del cliente con todos los servicios de cada área', params: idParamSchema,
      response: { 200: z.array(areaConServiciosSchema), ...errores },
    },
  }, (req) => s.serviciosPorAreaDeCliente(req.params.id));
};
