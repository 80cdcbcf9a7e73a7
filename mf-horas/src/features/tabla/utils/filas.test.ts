import { describe, expect, it } from 'vitest';
import { unaHora } from '@horas/shared/testing';
import { claveDeFila, construirFilas, filaDeReciente, filasDeHoras, type FilaGuardada } from './filas';

const acme = { clienteId: 1, servicioId: 10, tareaId: 100, cliente: { id: 1, nombre: 'Acme' }, servicio: { nombre: 'Desarrollo' }, tarea: { nombre: 'Programación' } };
const capacitacion = { clienteId: null, servicioId: null, tareaId: 900, cliente: null, servicio: null, tarea: { nombre: 'Capacitación' } };
const guardada = (cambios: Partial<FilaGuardada> = {}): FilaGuardada => ({
  clienteId: 2, servicioId: 20, tareaId: 200, cliente: 'Beta', servicio: 'Soporte', tarea: 'Guardia', descripcion: 'Guardias', ...cambios,
});

describe('cells from entries: one row per client, service and task of the week', () => {
  it('groups entries by row and day, labels the row with its names, and takes the latest description', () => {
    const lunes = unaHora({ id: 1, ...acme, fechaCarga: '16/11/2026', horas: 2, descripcion: 'API' });
    const martes = unaHora({ id: 2, ...acme, fechaCarga: '17/11/2026', horas: 3, descripcion: 'API v2' });
    const curso = unaHora({ id: 3, ...capacitacion, fechaCarga: '16/11/2026', horas: 1 });
    const [fila, defecto] = construirFilas([martes, lunes, curso], []);

    expect(fila.etiqueta).toBe('Acme · Desarrollo · Programación');
    expect(fila.horasPorDia).toEqual({ '16/11/2026': [lunes], '17/11/2026': [martes] });
    expect(fila.descripcion).toBe('API v2');
    expect(defecto.etiqueta).toBe('Capacitación');
    expect(defecto.clave).toBe(claveDeFila({ clienteId: null, servicioId: null, tareaId: 900 }));
  });

  it('keeps two entries of one day in the same cell (the sum is shown, each edited on its own)', () => {
    const una = unaHora({ id: 1, ...acme, fechaCarga: '16/11/2026', horas: 2 });
    const otra = unaHora({ id: 2, ...acme, fechaCarga: '16/11/2026', horas: 1.5 });
    const [fila] = construirFilas([una, otra], []);
    expect(fila.horasPorDia['16/11/2026']).toEqual([una, otra]);
  });

  it('puts kept rows after the rows with hours, in their order', () => {
    const hora = unaHora({ id: 1, ...acme, fechaCarga: '16/11/2026', descripcion: 'API' });
    const filas = construirFilas([hora], [guardada(), guardada({ tareaId: 201, tarea: 'Alta' })]);
    expect(filas.map((fila) => [fila.etiqueta, fila.tieneHoras, fila.descripcion])).toEqual([
      ['Acme · Desarrollo · Programación', true, 'API'],
      ['Beta · Soporte · Guardia', false, 'Guardias'],
      ['Beta · Soporte · Alta', false, 'Guardias'],
    ]);
  });

  it('an added row that gets hours stays in its place', () => {
    const fila = guardada();
    const hora = unaHora({ id: 5, clienteId: 2, servicioId: 20, tareaId: 200, fechaCarga: '16/11/2026' });
    const filas = construirFilas([hora], [fila]);
    expect(filas).toHaveLength(1);
    expect(filas[0].tieneHoras).toBe(true);
  });

  it("copies a week's rows with their latest descriptions", () => {
    const horas = [
      unaHora({ id: 1, ...acme, fechaCarga: '09/11/2026', descripcion: 'vieja' }),
      unaHora({ id: 2, ...acme, fechaCarga: '13/11/2026', descripcion: 'última' }),
      unaHora({ id: 3, ...capacitacion, fechaCarga: '10/11/2026', descripcion: 'Curso' }),
    ];
    expect(filasDeHoras(horas)).toEqual([
      { clienteId: 1, servicioId: 10, tareaId: 100, cliente: 'Acme', servicio: 'Desarrollo', tarea: 'Programación', descripcion: 'última' },
      { clienteId: null, servicioId: null, tareaId: 900, cliente: null, servicio: null, tarea: 'Capacitación', descripcion: 'Curso' },
    ]);
  });

  it('a kept row without a description takes its latest entry\'s; with one, its own', () => {
    const hora = unaHora({ id: 5, clienteId: 2, servicioId: 20, tareaId: 200, fechaCarga: '16/11/2026', descripcion: 'De la hora' });
    expect(construirFilas([hora], [guardada({ descripcion: '' })])[0].descripcion).toBe('De la hora');
    expect(construirFilas([hora], [guardada()])[0].descripcion).toBe('Guardias');
  });

  it("a recent combination is a row with its names and latest description", () => {
    expect(filaDeReciente({ cliente: null, servicio: null, tarea: { id: 900, nombre: 'Capacitación' }, descripcion: 'Curso', ultimaFecha: '13/11/2026' }))
      .toEqual({ clienteId: null, servicioId: null, tareaId: 900, cliente: null, servicio: null, tarea: 'Capacitación', descripcion: 'Curso' });
  });
});
