import {
  cambiarContrasenaBodySchema, errorSchema, listaUsuariosSchema, loginBodySchema, sesionDeLoginSchema, sesionSchema, usuarioSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errores } from './comun';

export const usuariosPublicas: FastifyPluginAsyncZod = async (app) => {
  app.post('/usuarios/login', {
    schema: {
      tags: ['usuarios'], summary: 'Iniciar sesión', security: [], body: loginBodySchema,
      response: { 200: sesionDeLoginSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
  }, (req) => app.servicios.sesiones.login(req.body, req.ip));
};

/** What any signed-in user may do with users: their profile, the list, their own password. */
export const usuariosRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.usuarios;

  app.get('/usuarios/usuarios/me', {
    schema: { tags: ['usuarios'], summary: 'Perfil del usuario de la sesión', response: { 200: usuarioSchema, ...errores } },
  }, (req) => s.yo(req.user));
  app.get('/usuarios/usuarios', {
    schema: {
      tags: ['usuarios'],
      summary: 'Lista de usuarios: completa para el administrador (activos e inactivos); para los demás, {id, nombre, apellidos} de los activos',
      response: { 200: listaUsuariosSchema, ...errores },
    },
  }, (req) => s.listar(req.user));
  app.put('/usuarios/usuarios/me/contrasena', {
    schema: {
      tags: ['usuarios'],
      summary: 'Cambiar la propia contraseña: cierra las demás sesiones y responde un token nuevo para esta (400 si la actual no es correcta)',
      body: cambiarContrasenaBodySchema, response: { 200: sesionSchema, ...errores, 429: errorSchema },
    },
  }, (req) => app.servicios.sesiones.cambiarContrasena(req.user, req.body.actual, req.body.nueva));
};
