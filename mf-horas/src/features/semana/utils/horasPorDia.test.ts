import { describe, expect, it } from 'vitest';
import { unaHora } from '@horas/shared/testing';
import { conHora, horasDeDias, reemplazarDias, sinHora } from './horasPorDia';

describe('hours state by day card (spec §4)', () => {
  const lunes = unaHora({ id: 1, fechaCarga: '16/11/2026' });
  const martes = unaHora({ id: 2, fechaCarga: '17/11/2026' });

  it("replaces exactly the fetched days, leaving other weeks' days alone", () => {
    const otraSemana = unaHora({ id: 3, fechaCarga: '09/11/2026' });
    const estado = { '16/11/2026': [unaHora({ id: 9, fechaCarga: '16/11/2026' })], '09/11/2026': [otraSemana] };
    expect(reemplazarDias(estado, ['16/11/2026', '17/11/2026'], [lunes, martes])).toEqual({
      '16/11/2026': [lunes],
      '17/11/2026': [martes],
      '09/11/2026': [otraSemana],
    });
  });

  it("reads a week's days from the map, undefined when it holds none", () => {
    const estado = { '16/11/2026': [lunes], '17/11/2026': [martes], '09/11/2026': [unaHora({ fechaCarga: '09/11/2026' })] };
    expect(horasDeDias(estado, ['16/11/2026', '17/11/2026'])).toEqual([lunes, martes]);
    expect(horasDeDias(estado, ['23/11/2026'])).toBeUndefined();
  });

  it('updates in place by id, adds at the end, removes by id', () => {
    const otra = unaHora({ id: 4, fechaCarga: '16/11/2026' });
    const editada = { ...lunes, horas: 5 };
    expect(conHora([lunes, otra], editada)).toEqual([editada, otra]);
    expect(conHora([lunes], martes)).toEqual([lunes, martes]);
    expect(sinHora([editada, otra], 4)).toEqual([editada]);
  });
});
