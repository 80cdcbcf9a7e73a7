import {
  actualizarClienteBodySchema, agregarServiciosBodySchema, clienteRespuestaSchema, clienteSchema, crearClienteBodySchema,
  idParamSchema, reemplazarServiciosBodySchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conConflicto, errores } from './comun';

export const clientesRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.clientes;
  const lista = { 200: z.array(clienteSchema), ...errores };

  app.get('/clientes/cliente/usuario', {
    schema: { tags: ['clientes'], summary: 'Clientes activos que comparten un área con el usuario', response: lista },
  }, (req) => s.delUsuario(req.user));
  app.get('/clientes/cliente', { schema: { tags: ['clientes'], summary: 'Todos los clientes', response: lista } }, () => s.listar());
  app.get('/clientes/cliente/admin', {
    schema: { tags: ['clientes'], summary: 'Todos los clientes (administrador)', response: lista },
  }, (req) => s.listarAdmin(req.user));
  app.get('/clientes/cliente/:id', {
    schema: { tags: ['clientes'], summary: 'Un cliente (administrador)', params: idParamSchema, response: { 200: clienteSchema, ...errores } },
  }, (req) => s.porId(req.user, req.params.id));

  app.post('/clientes/cliente', {
    schema: { tags: ['clientes'], summary: 'Crear cliente (administrador)', body: crearClienteBodySchema, response: { 201: clienteRespuestaSchema, ...conConflicto } },
  }, async (req, reply) => reply.code(201).send({ cliente: await s.crear(req.user, req.body) }));
  app.put('/clientes/cliente/:id', {
    schema: {
      tags: ['clientes'], summary: 'Actualizar cliente: datos, áreas y servicios (administrador)', params: idParamSchema,
      body: actualizarClienteBodySchema, response: { 200: clienteRespuestaSchema, ...conConflicto },
    },
  }, async (req) => ({ cliente: await s.actualizar(req.user, req.params.id, req.body) }));
  app.post('/clientes/clientes/:id/servicios', {
    schema: {
      tags: ['clientes'], summary: 'Agregar servicios a un cliente (administrador)', params: idParamSchema,
      body: agregarServiciosBodySchema, response: { 200: clienteRespuestaSchema, ...errores },
    },
  }, async (req) => ({ cliente: await s.asignarServicios(req.user, req.params.id, req.body.serviciosIds, 'agregar') }));
  app.put('/clientes/clientes/:id/servicios', {
    schema: {
      tags: ['clientes'], summary: 'Reemplazar los servicios de un cliente (administrador)', params: idParamSchema,
      body: reemplazarServiciosBodySchema, response: { 200: clienteRespuestaSchema, ...errores },
    },
  }, async (req) => ({ cliente: await s.asignarServicios(req.user, req.params.id, req.body.servicioIds, 'reemplazar') }));
};
