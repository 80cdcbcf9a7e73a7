import { describe, expect, it } from 'vitest';
import { formatDiferencia } from './numeros';

describe('formatDiferencia', () => {
  it('signs a balance of hours, two decimals', () => {
    expect(formatDiferencia(2)).toBe('+2.00');
    expect(formatDiferencia(-8)).toBe('-8.00');
    expect(formatDiferencia(0)).toBe('0.00');
  });
});
