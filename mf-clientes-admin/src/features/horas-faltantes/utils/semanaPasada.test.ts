import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { aIso } from '@horas/shared';
import { semanaPasada } from './semanaPasada';

describe('last week', () => {
  it('is Monday to Sunday of the week before, whatever the day of this one', () => {
    for (const hoy of ['2026-11-23', '2026-11-25', '2026-11-29']) {
      const { desde, hasta } = semanaPasada(dayjs(hoy));
      expect([aIso(desde), aIso(hasta)]).toEqual(['2026-11-16', '2026-11-22']);
    }
  });

  it('crosses the year', () => {
    const { desde, hasta } = semanaPasada(dayjs('2027-01-01'));
    expect([aIso(desde), aIso(hasta)]).toEqual(['2026-12-21', '2026-12-27']);
  });
});
