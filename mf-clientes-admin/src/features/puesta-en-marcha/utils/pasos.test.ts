import { describe, expect, it } from 'vitest';
import { PERFIL_ADMIN } from '@horas/shared';
import { unCliente, unUsuario } from '@horas/shared/testing';
import { pasosDePuestaEnMarcha } from './pasos';

const hechos = (...args: Parameters<typeof pasosDePuestaEnMarcha>) =>
  Object.fromEntries(pasosDePuestaEnMarcha(...args).map((paso) => [paso.clave, paso.hecho]));

const servicio = { id: 10, nombre: 'Backend', areaId: 1, activo: true };

describe('pasosDePuestaEnMarcha', () => {
  it('counts only what is offered for new hours: inactive areas, services, tasks, clients and users do not count', () => {
    expect(hechos({
      catalogo: {
        areas: [{ id: 1, nombre: 'Desarrollo', activo: false }],
        servicios: [{ ...servicio, activo: false }],
        tareas: [{ id: 1, nombre: 'Programación', servicioId: 10, activo: false }, { id: 2, nombre: 'Vacaciones', servicioId: null, activo: false }],
      },
      clientes: [unCliente({ estado: false, servicios: [servicio] })],
      usuarios: [unUsuario({ id: 1, perfil: PERFIL_ADMIN }), unUsuario({ id: 2, activo: false })],
    })).toEqual({ areas: false, servicios: false, tareas: false, 'tareas-por-defecto': false, clientes: false, usuarios: false });
  });

  it("tells a service's task from a default task, and wants a client with a service and one more person", () => {
    expect(hechos({
      catalogo: { areas: [], servicios: [], tareas: [{ id: 2, nombre: 'Vacaciones', servicioId: null, activo: true }] },
      clientes: [unCliente({ servicios: [] })],
      usuarios: [unUsuario({ id: 1 }), unUsuario({ id: 2 })],
    })).toEqual({ areas: false, servicios: false, tareas: false, 'tareas-por-defecto': true, clientes: false, usuarios: true });
  });
});
