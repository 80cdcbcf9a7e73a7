import { describe, expect, it } from 'vitest';
import { horasVigentes, jornadasConEstado } from './estadoJornada';

const jornada = (desde: string, horas: number) => ({ desde, horasPorDia: [horas, horas, horas, horas, horas, 0, 0] });

describe('the state of each jornada', () => {
  it('newest first: the last one started rules, those before it are past, those ahead are scheduled', () => {
    const jornadas = [jornada('2026-01-01', 8), jornada('2026-10-01', 6), jornada('2026-12-01', 4)];
    expect(jornadasConEstado(jornadas, '2026-11-20').map(({ desde, estado }) => [desde, estado])).toEqual([
      ['2026-12-01', 'Programada'],
      ['2026-10-01', 'Vigente'],
      ['2026-01-01', 'Anterior'],
    ]);
    expect(horasVigentes(jornadas, '2026-11-20')).toEqual([6, 6, 6, 6, 6, 0, 0]);
  });

  it('a jornada starting today rules today; none started, none rules', () => {
    expect(jornadasConEstado([jornada('2026-11-20', 8)], '2026-11-20')[0].estado).toBe('Vigente');
    expect(horasVigentes([jornada('2026-12-01', 8)], '2026-11-20')).toBeUndefined();
    expect(horasVigentes(undefined, '2026-11-20')).toBeUndefined();
  });
});
