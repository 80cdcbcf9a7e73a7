import { describe, expect, it } from 'vitest';
import { masRecientesPrimero, type Registro } from './registro';

const registro = (id: number, fecha: string) => ({ id, fecha }) as Registro;

describe('masRecientesPrimero', () => {
  it('puts the newest day first across months and years, and the last logged first within a day', () => {
    const registros = [registro(1, '28/12/2025'), registro(2, '03/01/2026'), registro(3, '15/11/2025'), registro(4, '03/01/2026')];
    expect(registros.sort(masRecientesPrimero).map((r) => r.id)).toEqual([4, 2, 1, 3]);
  });
});
