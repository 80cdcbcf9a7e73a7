import { describe, expect, it } from 'vitest';
import { diasParaRecordar, esDiaSinHoras, horasFaltantes, sumarDias, totalesDeSaldo } from './reglasJornada';

const dia = (fecha: string, objetivo: number, cargadas: number) => ({ fecha, objetivo, cargadas });

describe('the rule book of targets', () => {
  it('marks a past day with a target and no hours, never today nor a day without target', () => {
    expect(esDiaSinHoras(dia('2026-11-23', 8, 0), '2026-11-24')).toBe(true);
    expect(esDiaSinHoras(dia('2026-11-24', 8, 0), '2026-11-24')).toBe(false);
    expect(esDiaSinHoras(dia('2026-11-22', 0, 0), '2026-11-24')).toBe(false);
    expect(esDiaSinHoras(dia('2026-11-23', 8, 0.5), '2026-11-24')).toBe(false);
  });

  it('adds a range with two decimals and lists its missing days in order', () => {
    const dias = [dia('2026-11-25', 8, 0), dia('2026-11-23', 8, 7.33), dia('2026-11-24', 4.5, 0), dia('2026-11-22', 0, 1.01)];
    expect(totalesDeSaldo(dias, '2026-11-26')).toEqual({
      objetivo: 20.5, cargadas: 8.34, diferencia: -12.16, diasSinHoras: ['2026-11-24', '2026-11-25'],
    });
  });

  it('never says negative hours are missing', () => {
    expect(horasFaltantes(40, 42.5)).toBe(0);
    expect(horasFaltantes(40, 32.1)).toBe(7.9);
  });

  it('moves dates across months and years', () => {
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reminds of the missing days among the last five working days before the run, at most 31 days back', () => {
    // Thursday 26/11: Wed..Fri of last week are working days, the weekend is not, 20/11 a holiday (target 0).
    const dias = [
      dia('2026-11-26', 8, 0), dia('2026-11-25', 8, 8), dia('2026-11-24', 8, 0), dia('2026-11-23', 8, 0),
      dia('2026-11-22', 0, 0), dia('2026-11-21', 0, 0), dia('2026-11-20', 0, 0), dia('2026-11-19', 8, 0),
      dia('2026-11-18', 8, 8), dia('2026-11-17', 8, 0),
    ];
    expect(diasParaRecordar(dias, '2026-11-26')).toEqual(['2026-11-19', '2026-11-23', '2026-11-24']);
    expect(diasParaRecordar([dia('2026-10-25', 8, 0), dia('2026-10-26', 8, 0)], '2026-11-26')).toEqual(['2026-10-26']);
  });
});
