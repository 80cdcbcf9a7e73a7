import { expect, it } from 'vitest';
import { servidorFalso } from '../../testing';
import {
  actualizarArea, actualizarServicio, actualizarTarea, actualizarUsuario, cambiarMiContrasena, crearArea, crearServicio, crearTarea,
  crearUsuario, getPerfiles, getServicios, getUsuariosAdmin, restablecerContrasena,
} from '.';

it.each([
  ['GET /usuarios/usuarios', () => getUsuariosAdmin(), undefined],
  ['GET /usuarios/perfiles', () => getPerfiles(), undefined],
  ['POST /usuarios/usuarios', () => crearUsuario({ email: 'a@b.c', nombre: 'A', apellidos: 'B', perfil: 'Junior', areaIds: [1], contrasena: '12345678' }), { email: 'a@b.c', nombre: 'A', apellidos: 'B', perfil: 'Junior', areaIds: [1], contrasena: '12345678' }],
  ['PUT /usuarios/usuarios/4', () => actualizarUsuario(4, { nombre: 'A', apellidos: 'B', perfil: 'Junior', areaIds: [], activo: false }), { nombre: 'A', apellidos: 'B', perfil: 'Junior', areaIds: [], activo: false }],
  ['PUT /usuarios/usuarios/4/contrasena', () => restablecerContrasena(4, { contrasena: '12345678' }), { contrasena: '12345678' }],
  ['PUT /usuarios/usuarios/me/contrasena', () => cambiarMiContrasena({ actual: 'x', nueva: '12345678' }), { actual: 'x', nueva: '12345678' }],
  ['POST /horas/areas', () => crearArea({ nombre: 'Legal' }), { nombre: 'Legal' }],
  ['PUT /horas/areas/2', () => actualizarArea(2, { activo: false }), { activo: false }],
  ['GET /servicios/servicios', () => getServicios(), undefined],
  ['POST /servicios/servicios', () => crearServicio({ nombre: 'Redes', areaId: 2 }), { nombre: 'Redes', areaId: 2 }],
  ['PUT /servicios/servicios/3', () => actualizarServicio(3, { nombre: 'Redes y comunicaciones' }), { nombre: 'Redes y comunicaciones' }],
  ['POST /tareas/tareas', () => crearTarea({ nombre: 'Guardia', servicioId: null }), { nombre: 'Guardia', servicioId: null }],
  ['PUT /tareas/tareas/9', () => actualizarTarea(9, { nombre: 'Guardia', activo: true }), { nombre: 'Guardia', activo: true }],
])('%s answers the server body', async (ruta, llamar, cuerpo) => {
  const pedidos = servidorFalso({ [ruta]: [200, { ok: ruta }] });

  expect(await llamar()).toEqual({ ok: ruta });

  expect(pedidos).toHaveLength(1);
  expect(pedidos[0].data === undefined ? undefined : JSON.parse(pedidos[0].data as string)).toEqual(cuerpo);
});
