import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { inicioDelDia, isoConDesfase } from '../src/lib/zona-horaria';
import { horasPorDia } from '../src/services/cronometro-reparto';

/** The timer's pure parts: instants in APP_TZ, the split of its time by day, its setting. */
const BA = 'America/Argentina/Buenos_Aires';
const en = (instante: string) => new Date(instante);

describe('instants in a time zone', () => {
  it('ISO 8601 with the zone\'s offset at that instant', () => {
    expect(isoConDesfase(BA, en('2026-03-18T12:30:00.125Z'))).toBe('2026-03-18T09:30:00.125-03:00');
    expect(isoConDesfase('UTC', en('2026-03-18T12:30:00Z'))).toBe('2026-03-18T12:30:00.000+00:00');
    expect(isoConDesfase('Asia/Kathmandu', en('2026-03-18T12:30:00Z'))).toBe('2026-03-18T18:15:00.000+05:45');
    expect(isoConDesfase('Europe/Madrid', en('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00.000+02:00');
  });

  it('the first instant of a day, also on days the clocks change', () => {
    expect(inicioDelDia(BA, '2026-03-18').toISOString()).toBe('2026-03-18T03:00:00.000Z');
    // Madrid changes at 02:00: its midnights keep the day's offset.
    expect(inicioDelDia('Europe/Madrid', '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(inicioDelDia('Europe/Madrid', '2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Chile skips from 24:00 to 01:00 in September: the day begins at 01:00 (UTC-3).
    expect(inicioDelDia('America/Santiago', '2025-09-07').toISOString()).toBe('2025-09-07T04:00:00.000Z');
    // Samoa skipped 30/12/2011: it lasted nothing, ending when the 31st began.
    expect(inicioDelDia('Pacific/Apia', '2011-12-30').toISOString()).toBe(inicioDelDia('Pacific/Apia', '2011-12-31').toISOString());
  });
});

describe('the time of a timer by day', () => {
  it('rounded to the hundredth, at least 0.01, also when the clock went back', () => {
    expect(horasPorDia(en('2026-03-18T12:00:00Z'), en('2026-03-18T13:20:30Z'), BA)).toEqual([{ fecha: '2026-03-18', horas: 1.34 }]);
    expect(horasPorDia(en('2026-03-18T12:00:00Z'), en('2026-03-18T12:00:17Z'), BA)).toEqual([{ fecha: '2026-03-18', horas: 0.01 }]);
    expect(horasPorDia(en('2026-03-18T12:00:00Z'), en('2026-03-18T11:00:00Z'), BA)).toEqual([{ fecha: '2026-03-18', horas: 0.01 }]);
  });

  it('split at each midnight of the zone, the shares adding up to the rounded total', () => {
    // 21:00 on the 16th to 02:00 on the 19th in Buenos Aires: 3 h, 24 h, 24 h and 2 h.
    expect(horasPorDia(en('2026-03-17T00:00:00Z'), en('2026-03-19T05:00:00Z'), BA)).toEqual([
      { fecha: '2026-03-16', horas: 3 }, { fecha: '2026-03-17', horas: 24 }, { fecha: '2026-03-18', horas: 24 }, { fecha: '2026-03-19', horas: 2 },
    ]);
    // The same instants in Madrid: one midnight fewer.
    expect(horasPorDia(en('2026-03-17T00:00:00Z'), en('2026-03-19T05:00:00Z'), 'Europe/Madrid').map((d) => d.fecha)).toEqual(['2026-03-17', '2026-03-18', '2026-03-19']);
    for (let segundos = 1; segundos < 400; segundos += 37) {
      const fin = new Date(Date.parse('2026-03-18T03:00:00Z') + segundos * 1000);
      const partes = horasPorDia(en('2026-03-18T02:58:50Z'), fin, BA);
      const total = Math.max(0.01, Math.round((fin.getTime() - Date.parse('2026-03-18T02:58:50Z')) / 36_000) / 100);
      expect(Math.round(partes.reduce((suma, d) => suma + d.horas, 0) * 100) / 100, `${segundos} s`).toBe(total);
      expect(partes.every((d) => d.horas > 0)).toBe(true);
    }
  });

  it('a day that is 23 hours long when the clocks go forward', () => {
    expect(horasPorDia(en('2026-03-28T23:00:00Z'), en('2026-03-29T22:00:00Z'), 'Europe/Madrid')).toEqual([{ fecha: '2026-03-29', horas: 23 }]);
  });
});

describe('CRONOMETRO_MAXIMO_HORAS', () => {
  it('12 unless set; a whole number from 1, else the start stops with a message', () => {
    expect(loadConfig({}).cronometroMaximoHoras).toBe(12);
    expect(loadConfig({ CRONOMETRO_MAXIMO_HORAS: '16' }).cronometroMaximoHoras).toBe(16);
    for (const valor of ['0', '1.5', 'doce', '-3']) {
      expect(() => loadConfig({ CRONOMETRO_MAXIMO_HORAS: valor })).toThrow(`CRONOMETRO_MAXIMO_HORAS debe ser un número entero de horas mayor que 0; se recibió '${valor}'.`);
    }
  });
});
