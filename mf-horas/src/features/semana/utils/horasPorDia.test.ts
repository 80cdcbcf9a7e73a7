import { describe, expect, it } from 'vitest';
import { unaHora } from '../../pruebas/fabricas';
import { actualizarHora, agregarHora, quitarHora, reemplazarDias } from './horasPorDia';

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

  it('adds under the card of its date, updates in place by id, removes by id', () => {
    const otra = unaHora({ id: 4, fechaCarga: '16/11/2026' });
    let estado = agregarHora(agregarHora(agregarHora({}, lunes), otra), martes);
    const editada = { ...lunes, horas: 5 };
    estado = actualizarHora(estado, editada);
    expect(estado['16/11/2026']).toEqual([editada, otra]);
    estado = quitarHora(estado, 4);
    expect(estado).toEqual({ '16/11/2026': [editada], '17/11/2026': [martes] });
  });
});
