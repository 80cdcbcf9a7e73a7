import { describe, expect, it } from 'vitest';
import { cuerpoActualizacion, limpiarDatos } from './datosCliente';
import { serviciosDeArea, serviciosSinAsignar } from './servicios';
import { GRUPOS, unCliente } from '@horas/shared/testing';

describe('serviciosSinAsignar', () => {
  it('quita los servicios ya asignados y los grupos que quedan vacíos', () => {
    const asignados = [GRUPOS[1].servicios[0], GRUPOS[0].servicios[0]];
    expect(serviciosSinAsignar(GRUPOS, asignados)).toEqual([{ ...GRUPOS[0], servicios: [GRUPOS[0].servicios[1]] }]);
  });

  it('sin asignados devuelve todo lo que tiene servicios', () => {
    expect(serviciosSinAsignar([...GRUPOS, { id: 3, nombre: 'Diseño', activo: true, servicios: [] }], [])).toEqual(GRUPOS);
  });
});

it('serviciosDeArea filtra por área', () => {
  expect(serviciosDeArea([...GRUPOS[0].servicios, ...GRUPOS[1].servicios], 2)).toEqual(GRUPOS[1].servicios);
});

describe('datos del cliente', () => {
  it('recorta y manda null en los opcionales vacíos', () => {
    expect(limpiarDatos({ nombre: ' Acme ', correo: ' ', descripcion: undefined, direccion: ' Calle 1 ' })).toEqual({
      nombre: 'Acme', descripcion: null, correo: null, numeroContacto: null, direccion: 'Calle 1',
    });
  });

  it('la actualización parte del cliente guardado y aplica solo el cambio', () => {
    const acme = unCliente({ servicios: [GRUPOS[0].servicios[0]] });
    expect(cuerpoActualizacion(acme, { areaIds: [1, 2] })).toEqual({
      nombre: 'Acme', descripcion: null, correo: 'contacto@acme.test', numeroContacto: null, direccion: null,
      estado: true, areaIds: [1, 2], servicioIds: [11],
    });
  });
});
