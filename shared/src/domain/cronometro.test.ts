import { describe, expect, it } from 'vitest';
import { formatTranscurrido, horasDelCronometro, segundosDesde, superaElMaximo } from './cronometro';

const INICIO = '2026-11-18T09:30:00.000-03:00';
const despues = (segundos: number) => Date.parse(INICIO) + segundos * 1000;

describe('the running timer', () => {
  it("shows its elapsed time as 'h:mm:ss', hours past a day too", () => {
    expect(formatTranscurrido(0)).toBe('0:00:00');
    expect(formatTranscurrido(725)).toBe('0:12:05');
    expect(formatTranscurrido(13 * 3600 + 59)).toBe('13:00:59');
    expect(formatTranscurrido(30 * 3600)).toBe('30:00:00');
  });

  it('counts whole seconds, never below 0 when the server runs ahead', () => {
    expect(segundosDesde(INICIO, despues(725.9))).toBe(725);
    expect(segundosDesde(INICIO, despues(-3))).toBe(0);
  });

  it('rounds its hours as the API writes them: to the hundredth, at least 0.01', () => {
    expect(horasDelCronometro(INICIO, despues(5400))).toBe(1.5);
    expect(horasDelCronometro(INICIO, despues(3600 + 17))).toBe(1); // 0.0047 h
    expect(horasDelCronometro(INICIO, despues(3600 + 18))).toBe(1.01); // 0.005 h, half up
    expect(horasDelCronometro(INICIO, despues(2))).toBe(0.01);
  });

  it('is over its maximum only once it ran longer', () => {
    expect(superaElMaximo(INICIO, despues(12 * 3600), 12)).toBe(false);
    expect(superaElMaximo(INICIO, despues(12 * 3600 + 1), 12)).toBe(true);
  });
});
