import { describe, expect, it } from 'vitest';
import { leerHorasEscritas } from './horasEscritas';

describe('leerHorasEscritas', () => {
  it('reads a decimal comma as a point', () => {
    expect(leerHorasEscritas('1,5')).toBe('1.5');
    expect(leerHorasEscritas('0,25')).toBe('0.25');
  });

  it('keeps a decimal point and drops spaces', () => {
    expect(leerHorasEscritas(' 2.75 ')).toBe('2.75');
    expect(leerHorasEscritas('')).toBe('');
  });
});
