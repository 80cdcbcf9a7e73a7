import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '@horas/shared';
import { esDiaSinHoras } from './diaSinHoras';

describe("'Sin horas'", () => {
  const hoy = dayjs('2026-11-25'); // a Wednesday

  it('marks a past weekday without hours', () => {
    expect(esDiaSinHoras(dayjs('2026-11-23'), hoy, 0)).toBe(true);
    expect(esDiaSinHoras(dayjs('2026-11-20'), hoy, 0)).toBe(true);
  });

  it('leaves alone days with hours, weekends, today and the days ahead', () => {
    expect(esDiaSinHoras(dayjs('2026-11-23'), hoy, 2)).toBe(false);
    expect(esDiaSinHoras(dayjs('2026-11-22'), hoy, 0)).toBe(false);
    expect(esDiaSinHoras(dayjs('2026-11-25'), hoy, 0)).toBe(false);
    expect(esDiaSinHoras(dayjs('2026-11-26'), hoy, 0)).toBe(false);
  });
});
