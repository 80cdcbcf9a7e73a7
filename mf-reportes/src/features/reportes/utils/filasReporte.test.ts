import { describe, expect, it } from 'vitest';
import { horaDePrueba } from '../testing/fixtures';
import { COLUMNAS_REPORTE, filaReporte } from './filasReporte';

const columna = (fila: unknown[], nombre: string) => fila[COLUMNAS_REPORTE.indexOf(nombre)];

describe('filaReporte', () => {
  it('has the columns of spec §3 in order', () => {
    expect(COLUMNAS_REPORTE).toEqual([
      'Fecha de Carga', 'Cliente', 'Usuario', 'Horas', 'Descripción', 'Seniority Hora', 'Servicio', 'Tarea', 'Área',
    ]);
  });

  it('fills every column from the entry', () => {
    expect(filaReporte(horaDePrueba())).toEqual([
      '03/11/2026', 'Acme', 'Ana García López', 2.5, 'Revisión de contratos', 'Senior', 'Asesoría', 'Reunión', 'Legal, Finanzas',
    ]);
  });

  it('keeps the hours a number, so the sheet can sum them', () => {
    expect(columna(filaReporte(horaDePrueba({ horas: 0.25 })), 'Horas')).toBe(0.25);
  });

  it('writes N/A for a default task without client or service', () => {
    const fila = filaReporte(horaDePrueba({ clienteId: null, cliente: null, servicioId: null, servicio: null }));
    expect(columna(fila, 'Cliente')).toBe('N/A');
    expect(columna(fila, 'Servicio')).toBe('N/A');
    expect(columna(fila, 'Tarea')).toBe('Reunión');
  });

  it('writes N/A when the user has no areas', () => {
    const hora = horaDePrueba();
    const fila = filaReporte({ ...hora, usuario: { ...hora.usuario, areas: [] } });
    expect(columna(fila, 'Área')).toBe('N/A');
  });

  it("uses the chosen area's name on area reports, whatever the user's areas", () => {
    expect(columna(filaReporte(horaDePrueba(), 'Tecnología'), 'Área')).toBe('Tecnología');
  });

  it('writes N/A for an empty seniority', () => {
    expect(columna(filaReporte(horaDePrueba({ senorityhora: '' })), 'Seniority Hora')).toBe('N/A');
  });
});
