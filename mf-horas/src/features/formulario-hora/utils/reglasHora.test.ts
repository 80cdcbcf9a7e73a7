import { describe, expect, it } from 'vitest';
import { errorHoras, errorTarea } from './reglasHora';

describe('hour form rules (spec §5)', () => {
  it.each([0, -1, 0.001, null, undefined])('rejects %s hours', (horas) => {
    expect(errorHoras(horas)).toBe('Las horas trabajadas deben ser mayores a cero.');
  });

  it('rejects more than 24 hours in one entry', () => {
    expect(errorHoras(24.01)).toBe('Las horas trabajadas no pueden superar 24 por registro.');
  });

  it.each([0.01, 1, 7.5, 24])('accepts %s hours', (horas) => {
    expect(errorHoras(horas)).toBeNull();
  });

  it('needs a client or a default task', () => {
    expect(errorTarea(undefined, undefined)).toBe('Debe seleccionar un cliente o una tarea por defecto.');
    expect(errorTarea(null, 900)).toBeNull();
  });

  it('needs a task once a client is chosen', () => {
    expect(errorTarea(1, undefined)).toBe('Debe seleccionar una tarea.');
    expect(errorTarea(1, 100)).toBeNull();
  });
});
