import { describe, expect, it } from 'vitest';
import type { Reciente } from '@horas/shared';
import { textoDeReciente, valoresDeReciente } from './recientes';

const completo: Reciente = {
  cliente: { id: 1, nombre: 'Acme' }, servicio: { id: 10, nombre: 'Desarrollo' }, tarea: { id: 100, nombre: 'Programación' },
  descripcion: 'Módulo de pagos', ultimaFecha: '16/03/2026',
};
const porDefecto: Reciente = { cliente: null, servicio: null, tarea: { id: 21, nombre: 'Reunión interna' }, descripcion: 'Planificación', ultimaFecha: '14/03/2026' };
const clienteSinServicio: Reciente = { ...porDefecto, cliente: { id: 1, nombre: 'Acme' } };

describe('a recent combination', () => {
  it('reads as its client, service and task, or the task alone', () => {
    expect(textoDeReciente(completo)).toBe('Acme · Desarrollo · Programación');
    expect(textoDeReciente(clienteSinServicio)).toBe('Acme · Reunión interna');
    expect(textoDeReciente(porDefecto)).toBe('Reunión interna');
  });

  it('fills client, service, task and description, clearing what it has not', () => {
    expect(valoresDeReciente(completo)).toEqual({ clienteId: 1, servicioId: 10, tareaId: 100, descripcion: 'Módulo de pagos' });
    expect(valoresDeReciente(porDefecto)).toEqual({ clienteId: null, servicioId: null, tareaId: 21, descripcion: 'Planificación' });
  });
});
