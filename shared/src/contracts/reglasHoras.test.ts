import { describe, expect, it } from 'vitest';
import { comprobarHoras, dentroDeVentanaDeEdicion, errorDescripcion, MENSAJES_HORAS, periodoDeCarga } from './reglasHoras';

describe('the hour rule book', () => {
  it('keeps valid amounts in hundredths', () => {
    expect(comprobarHoras(0.01)).toEqual({ centesimos: 1 });
    expect(comprobarHoras(7.5)).toEqual({ centesimos: 750 });
    expect(comprobarHoras(24)).toEqual({ centesimos: 2400 });
  });

  it.each([
    [0, 'Las horas trabajadas deben ser mayores a cero.'],
    [Number.NaN, 'Las horas trabajadas deben ser mayores a cero.'],
    [5e-324, 'Las horas trabajadas deben ser mayores a cero.'],
    [24.5, 'Las horas trabajadas no pueden superar 24 por registro.'],
    [1.005, 'Las horas trabajadas admiten como máximo dos decimales.'],
  ])('refuses %s hours: %s', (horas, error) => {
    expect(comprobarHoras(horas)).toEqual({ error });
  });

  it('needs a description of at most 1000 characters, trimmed', () => {
    expect(errorDescripcion('   ')).toBe('La descripción es obligatoria.');
    expect(errorDescripcion('x'.repeat(1001))).toBe('La descripción no puede superar 1000 caracteres.');
    expect(errorDescripcion(` ${'x'.repeat(1000)} `)).toBeNull();
  });

  it('needs a visible character in the description, and no control character but tabs and line breaks', () => {
    expect(errorDescripcion('\u200b')).toBe('La descripción es obligatoria.');
    expect(errorDescripcion('\u200f\u200e')).toBe('La descripción es obligatoria.');
    expect(errorDescripcion('Aviso\u0007')).toBe('La descripción no puede contener caracteres de control.');
    expect(errorDescripcion('\u001b[31mRojo')).toBe('La descripción no puede contener caracteres de control.');
    expect(errorDescripcion('Uno\n\tDos\r\nTres')).toBeNull();
  });

  it('allows the current month and the two before it, nothing later', () => {
    expect(dentroDeVentanaDeEdicion('2026-01-01', '2026-03-18')).toBe(true);
    expect(dentroDeVentanaDeEdicion('2025-12-31', '2026-03-18')).toBe(false);
    expect(dentroDeVentanaDeEdicion('2026-03-31', '2026-03-18')).toBe(true);
    expect(dentroDeVentanaDeEdicion('2026-04-01', '2026-03-18')).toBe(false);
    expect(dentroDeVentanaDeEdicion('2025-11-01', '2026-01-10')).toBe(true);
  });

  it('names the open period: the first day of two months back to the last day of this one', () => {
    expect(periodoDeCarga('2026-11-25')).toEqual({ desde: '2026-09-01', hasta: '2026-11-30' });
    expect(periodoDeCarga('2026-02-10')).toEqual({ desde: '2025-12-01', hasta: '2026-02-28' });
    expect(periodoDeCarga('2024-02-29')).toEqual({ desde: '2023-12-01', hasta: '2024-02-29' });
    expect(MENSAJES_HORAS.fueraDelPeriodo('01/09/2026', '30/11/2026')).toBe('Fuera del período de carga: se pueden cargar horas del 01/09/2026 al 30/11/2026.');
  });
});
