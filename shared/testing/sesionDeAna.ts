import type { Cliente, Tarea, Usuario } from '../src/contracts';

export const ana: Usuario = {
  id: 2,
  email: 'ana.garcia@horas.local',
  nombre: 'Ana',
  apellidos: 'García López',
  perfil: 'Senior',
  areas: [{ id: 1, nombre: 'Contabilidad' }],
  activo: true,
  areasResponsable: [],
  tieneContrasena: true,
  sso: false,
  invitacionVence: null,
};

export const tareasDeAna: Tarea[] = [{ id: 1, nombre: 'Reunión', servicioId: null, activo: true }];
export const clientesDeAna = [{ id: 7, nombre: 'Acme' }] as Cliente[];

/** A successful login of Ana and the loads of spec §4 that follow it. */
export const rutasDeAna = {
  'POST /usuarios/login': [200, { token: 't-ana', id: ana.id, perfil: ana.perfil, dispositivo: 'd-ana' }],
  'GET /usuarios/usuarios/me': [200, ana],
  'GET /horas/horashabilitadas': [200, { habilitada: true }],
  'GET /tareas/especificas': [200, tareasDeAna],
  'GET /clientes/cliente/usuario': [200, clientesDeAna],
  'GET /tareas/tareas': [200, tareasDeAna],
} satisfies Record<string, [number, unknown]>;
