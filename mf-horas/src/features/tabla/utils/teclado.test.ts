import { describe, expect, it } from 'vitest';
import { accionDeTecla, cursorDe } from './teclado';

const ambos = { alInicio: true, alFinal: true };
const enMedio = { alInicio: false, alFinal: false };

describe("the grid's keyboard", () => {
  const desde = { fila: 1, dia: 3 };

  it('moves with the arrows, and stops at the edges', () => {
    expect(accionDeTecla('ArrowUp', desde, 3, ambos)).toEqual({ tipo: 'mover', destino: { fila: 0, dia: 3 } });
    expect(accionDeTecla('ArrowDown', desde, 3, ambos)).toEqual({ tipo: 'mover', destino: { fila: 2, dia: 3 } });
    expect(accionDeTecla('ArrowLeft', desde, 3, ambos)).toEqual({ tipo: 'mover', destino: { fila: 1, dia: 2 } });
    expect(accionDeTecla('ArrowRight', desde, 3, ambos)).toEqual({ tipo: 'mover', destino: { fila: 1, dia: 4 } });
    expect(accionDeTecla('ArrowUp', { fila: 0, dia: 0 }, 3, ambos)).toBeNull();
    expect(accionDeTecla('ArrowLeft', { fila: 0, dia: 0 }, 3, ambos)).toBeNull();
    expect(accionDeTecla('ArrowRight', { fila: 0, dia: 6 }, 3, ambos)).toBeNull();
    expect(accionDeTecla('ArrowDown', { fila: 2, dia: 0 }, 3, ambos)).toBeNull();
  });

  it('leaves left and right to the text while the caret is inside it', () => {
    expect(accionDeTecla('ArrowLeft', desde, 3, enMedio)).toBeNull();
    expect(accionDeTecla('ArrowRight', desde, 3, enMedio)).toBeNull();
    expect(accionDeTecla('ArrowLeft', desde, 3, { alInicio: true, alFinal: false })).toEqual({ tipo: 'mover', destino: { fila: 1, dia: 2 } });
  });

  it('saves and goes down on Enter (staying on the last row), restores on Escape, ignores other keys', () => {
    expect(accionDeTecla('Enter', desde, 3, enMedio)).toEqual({ tipo: 'guardar-y-bajar', destino: { fila: 2, dia: 3 } });
    expect(accionDeTecla('Enter', { fila: 2, dia: 3 }, 3, enMedio)).toEqual({ tipo: 'guardar-y-bajar', destino: null });
    expect(accionDeTecla('Escape', desde, 3, enMedio)).toEqual({ tipo: 'restaurar' });
    expect(accionDeTecla('7', desde, 3, ambos)).toBeNull();
    expect(accionDeTecla('Tab', desde, 3, ambos)).toBeNull();
  });

  it('reads the caret: a fully selected cell (as entered) is at both ends', () => {
    expect(cursorDe({ value: '7.50', selectionStart: 0, selectionEnd: 4 })).toEqual(ambos);
    expect(cursorDe({ value: '7.50', selectionStart: 2, selectionEnd: 2 })).toEqual(enMedio);
    expect(cursorDe({ value: '7.50', selectionStart: 0, selectionEnd: 0 })).toEqual({ alInicio: true, alFinal: false });
    expect(cursorDe({ value: '7.50', selectionStart: 4, selectionEnd: 4 })).toEqual({ alInicio: false, alFinal: true });
    expect(cursorDe({ value: '', selectionStart: 0, selectionEnd: 0 })).toEqual(ambos);
  });
});
