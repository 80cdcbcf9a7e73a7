import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { esFutura, fueraDeRango, hoyIso } from './fechas';

describe('date limits of the filters', () => {
  const hoy = dayjs();

  it('allows today and the past, not tomorrow', () => {
    expect(esFutura(hoy.endOf('day'))).toBe(false);
    expect(esFutura(hoy.subtract(1, 'year'))).toBe(false);
    expect(esFutura(hoy.add(1, 'day').startOf('day'))).toBe(true);
  });

  it('keeps an end date between the start and today', () => {
    const inicio = hoy.subtract(10, 'day');
    expect(fueraDeRango(inicio)(inicio)).toBe(false);
    expect(fueraDeRango(inicio)(inicio.subtract(1, 'day'))).toBe(true);
    expect(fueraDeRango(inicio)(hoy.add(1, 'day'))).toBe(true);
    expect(fueraDeRango(undefined)(hoy.subtract(1, 'year'))).toBe(false);
  });

  it("names downloads with today's date as YYYY-MM-DD", () => {
    expect(hoyIso()).toBe(hoy.format('YYYY-MM-DD'));
  });
});
