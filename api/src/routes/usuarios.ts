import { errorSchema, loginBodySchema, sesionSchema, usuarioSchema } from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errores } from './comun';

export const usuariosPublicas: FastifyPluginAsyncZod<{ rateMax: number; rateWindowMs: number }> = async (app, opts) => {
  app.post('/usuarios/login', {
    schema: {
      tags: ['usuarios'], summary: 'Iniciar sesión', security: [], body: loginBodySchema,
      response: { 200: sesionSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
    config: { rateLimit: { max: opts.rateMax, timeWindow: opts.rateWindowMs } },
  }, (req) => app.servicios.usuarios.login(req.body.email, req.body.contrasena));
};

export const usuariosRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/usuarios/usuarios/me', {
    schema: { tags: ['usuarios'], summary: 'Perfil del usuario de la sesión', response: { 200: usuarioSchema, ...errores } },
  }, (req) => app.servicios.usuarios.yo(req.user));
  app.get('/usuarios/usuarios', {
    schema: { tags: ['usuarios'], summary: 'Lista de usuarios', response: { 200: z.array(usuarioSchema), ...errores } },
  }, () => app.servicios.usuarios.listar());
};
