import {
  actualizarUsuarioBodySchema, crearUsuarioBodySchema, errorSchema, idParamSchema, perfilesSchema, restablecerContrasenaBodySchema, usuarioSchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conConflicto, errores } from './comun';

const tags = ['usuarios (administrador)'];

/** The administration of users (administrators only; the service answers 403 to anyone else). */
export const usuariosAdminRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.usuarios;

  app.get('/usuarios/perfiles', {
    schema: { tags, summary: 'Perfiles disponibles: los de siempre y cualquier otro que ya tenga un usuario', response: { 200: perfilesSchema, ...errores } },
  }, (req) => s.perfiles(req.user));
  app.post('/usuarios/usuarios', {
    schema: {
      tags,
      summary: 'Crear usuario (e-mail único sin distinguir mayúsculas): con una contraseña inicial (8 a 128 caracteres) o, con invitar: true, '
        + 'sin contraseña y con una invitación por correo (409 sin SMTP_URL; 502 si el correo falla: el usuario queda creado, sin invitación pendiente)',
      body: crearUsuarioBodySchema, response: { 201: usuarioSchema, ...conConflicto, 502: errorSchema },
    },
  }, async (req, reply) => reply.code(201).send(await s.crear(req.user, req.body)));
  app.put('/usuarios/usuarios/:id', {
    schema: {
      tags, summary: 'Actualizar usuario: datos, perfil, áreas y activo (siempre queda al menos un administrador activo)',
      params: idParamSchema, body: actualizarUsuarioBodySchema, response: { 200: usuarioSchema, ...conConflicto },
    },
  }, (req) => s.actualizar(req.user, req.params.id, req.body));
  app.post('/usuarios/usuarios/:id/invitacion', {
    schema: {
      tags,
      summary: 'Reenviar invitación: un enlace nuevo por correo (el anterior deja de valer); 409 si el usuario ya eligió su contraseña, '
        + 'está desactivado o no hay SMTP_URL; 502 si el correo falla',
      params: idParamSchema, response: { 200: usuarioSchema, ...conConflicto, 502: errorSchema },
    },
  }, (req) => app.servicios.cuentas.invitar(req.user, req.params.id));
  app.put('/usuarios/usuarios/:id/contrasena', {
    schema: {
      tags, summary: 'Restablecer la contraseña de un usuario: cierra todas sus sesiones',
      params: idParamSchema, body: restablecerContrasenaBodySchema, response: { 200: usuarioSchema, ...errores },
    },
  }, (req) => s.restablecerContrasena(req.user, req.params.id, req.body.contrasena));
  app.delete('/usuarios/usuarios/:id/sso', {
    schema: {
      tags, summary: 'Desvincular del inicio de sesión único: su próximo ingreso por el proveedor lo vincula de nuevo (409 si no está vinculado)',
      params: idParamSchema, response: { 200: usuarioSchema, ...conConflicto },
    },
  }, (req) => s.desvincularSso(req.user, req.params.id));
};
