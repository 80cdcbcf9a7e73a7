import { describe, expect, it } from 'vitest';
import { etiquetaDePeriodo } from './periodos';

describe("a period's name on screen and in analisis.xlsx", () => {
  it("is Spanish, never the API's ISO key", () => {
    expect(etiquetaDePeriodo('mes', '2026-01')).toBe('ene 2026');
    expect(etiquetaDePeriodo('mes', '2026-09')).toBe('sep 2026');
    expect(etiquetaDePeriodo('mes', '2025-12')).toBe('dic 2025');
    expect(etiquetaDePeriodo('trimestre', '2026-T3')).toBe('T3 2026');
    expect(etiquetaDePeriodo('semana', '2026-08-24')).toBe('sem. 24/08');
    expect(etiquetaDePeriodo('dia', '2026-08-24')).toBe('24/08/2026');
    expect(etiquetaDePeriodo('año', '2026')).toBe('2026');
  });
});
