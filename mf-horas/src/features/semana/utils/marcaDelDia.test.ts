import { describe, expect, it } from 'vitest';
import { marcaDelDia } from './marcaDelDia';

describe('the mark of a day', () => {
  const hoy = '2026-11-25'; // a Wednesday
  const dia = (fecha: string, objetivo: number, feriado: string | null = null) => ({ fecha, objetivo, cargadas: 0, feriado, ausencia: null });

  it("marks a past day with a target and no hours 'Sin horas'", () => {
    expect(marcaDelDia(dia('2026-11-23', 8), 0, hoy)).toEqual({ tipo: 'sin-horas' });
    expect(marcaDelDia(dia('2026-11-24', 4), 0, hoy)).toEqual({ tipo: 'sin-horas' });
  });

  it('leaves alone days with hours, days with target 0, today and the days ahead', () => {
    expect(marcaDelDia(dia('2026-11-23', 8), 0.5, hoy)).toBeNull();
    expect(marcaDelDia(dia('2026-11-22', 0), 0, hoy)).toBeNull();
    expect(marcaDelDia(dia('2026-11-25', 8), 0, hoy)).toBeNull();
    expect(marcaDelDia(dia('2026-11-26', 8), 0, hoy)).toBeNull();
  });

  it("names a holiday, past or ahead, instead of 'Sin horas'", () => {
    expect(marcaDelDia(dia('2026-11-23', 0, 'Día de la Soberanía'), 0, hoy)).toEqual({ tipo: 'feriado', nombre: 'Día de la Soberanía' });
    expect(marcaDelDia(dia('2026-12-25', 0, 'Navidad'), 0, hoy)).toEqual({ tipo: 'feriado', nombre: 'Navidad' });
  });

  it('without the saldo, marks nothing', () => {
    expect(marcaDelDia(undefined, 0, hoy)).toBeNull();
  });

  it("names the person's absence on its day: its type, 'Medio día', '(pendiente)'; a holiday first", () => {
    const vacaciones = { tipo: { id: 1, nombre: 'Vacaciones' }, medioDia: false, estado: 'aprobada' as const };
    expect(marcaDelDia(dia('2026-11-23', 0), 0, hoy, vacaciones)).toEqual({ tipo: 'ausencia', texto: 'Vacaciones', pendiente: false });
    expect(marcaDelDia(dia('2026-11-24', 4), 0, hoy, { ...vacaciones, medioDia: true })).toEqual({ tipo: 'ausencia', texto: 'Vacaciones · Medio día', pendiente: false });
    // Pending, it lowers no target: the day would be 'Sin horas' without it.
    expect(marcaDelDia(dia('2026-11-23', 8), 0, hoy, { ...vacaciones, estado: 'pendiente' })).toEqual({ tipo: 'ausencia', texto: 'Vacaciones (pendiente)', pendiente: true });
    expect(marcaDelDia(dia('2026-12-25', 0, 'Navidad'), 0, hoy, vacaciones)).toEqual({ tipo: 'feriado', nombre: 'Navidad' });
  });
});
