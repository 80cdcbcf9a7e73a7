import { describe, expect, it } from 'vitest';
import { unaHora } from '@horas/shared/testing';
import { cambioDeCelda, errorDeNota, textoDeCelda } from './celda';

describe('what a typed cell does to its entry', () => {
  const hora = unaHora({ id: 7, horas: 2 });

  it('creates an entry in an empty cell, with a decimal comma or point', () => {
    expect(cambioDeCelda('1,5', [], 'API')).toEqual({ tipo: 'crear', horas: 1.5, descripcion: 'API' });
    expect(cambioDeCelda(' 7.25 ', [], 'API')).toEqual({ tipo: 'crear', horas: 7.25, descripcion: 'API' });
    expect(cambioDeCelda('8', [], 'API')).toEqual({ tipo: 'crear', horas: 8, descripcion: 'API' });
  });

  it("updates the cell's entry, and does nothing when the value is the same", () => {
    expect(cambioDeCelda('3', [hora], '')).toEqual({ tipo: 'actualizar', hora, horas: 3 });
    expect(cambioDeCelda('2,00', [hora], '')).toEqual({ tipo: 'nada' });
  });

  it('deletes the entry when the cell is emptied or set to 0; an empty cell left empty is nothing', () => {
    expect(cambioDeCelda('', [hora], '')).toEqual({ tipo: 'eliminar', hora });
    expect(cambioDeCelda('0', [hora], '')).toEqual({ tipo: 'eliminar', hora });
    expect(cambioDeCelda('0,00', [hora], '')).toEqual({ tipo: 'eliminar', hora });
    expect(cambioDeCelda('  ', [], 'API')).toEqual({ tipo: 'nada' });
  });

  it("refuses what the form refuses, with the form's messages", () => {
    expect(cambioDeCelda('25', [], 'API')).toEqual({ tipo: 'error', mensaje: 'Las horas trabajadas no pueden superar 24 por registro.' });
    expect(cambioDeCelda('1,005', [], 'API')).toEqual({ tipo: 'error', mensaje: 'Las horas trabajadas admiten como máximo dos decimales.' });
    expect(cambioDeCelda('-1', [hora], '')).toEqual({ tipo: 'error', mensaje: 'Las horas trabajadas deben ser mayores a cero.' });
    expect(cambioDeCelda('dos', [], 'API')).toEqual({ tipo: 'error', mensaje: 'Las horas trabajadas deben ser mayores a cero.' });
  });

  it("a note is a description by the form's rules", () => {
    expect(errorDeNota('Revisión')).toBeNull();
    expect(errorDeNota('   ')).toBe('Ingrese una descripción.');
    expect(errorDeNota('x'.repeat(1001))).toBe('La descripción no puede superar 1000 caracteres.');
  });

  it('needs a description to create an entry, not to change one', () => {
    expect(cambioDeCelda('4', [], '  ')).toEqual({ tipo: 'error', mensaje: 'Ingrese una descripción.' });
    expect(cambioDeCelda('4', [hora], '')).toEqual({ tipo: 'actualizar', hora, horas: 4 });
  });

  it("shows the cell's sum with two decimals, nothing when empty", () => {
    expect(textoDeCelda([hora, unaHora({ id: 8, horas: 0.5 })])).toBe('2.50');
    expect(textoDeCelda([])).toBe('');
  });
});
