import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { EstadoCierre, TransicionCierre } from '../contracts';
import { motivoBloqueoDelDia } from './bloqueoDelDia';

const hoy = dayjs('2026-11-18');
const FUERA = 'Fuera del período de carga: se pueden cargar horas del 01/09/2026 al 30/11/2026.';
const paso = (estado: EstadoCierre, en: string): TransicionCierre => ({ estado, en, comentario: null, actor: { id: 1, nombre: 'Admin', apellidos: 'Sistema' } });
const motivo = (fecha: string, cierre?: Parameters<typeof motivoBloqueoDelDia>[1]['cierre'], horasHabilitadas = false) =>
  motivoBloqueoDelDia(dayjs(fecha), { horasHabilitadas, hoy, cierre });

describe('motivoBloqueoDelDia', () => {
  it('locks the days of a month sent or approved, whatever the window and the switch', () => {
    expect(motivo('2026-11-10', { estado: 'enviado', historial: [] }, true)).toBe('Mes enviado para aprobación');
    expect(motivo('2026-10-10', { estado: 'aprobado', historial: [] }, true)).toBe('Mes aprobado');
  });

  it('follows the window (or the switch) for an open month, or while its closing is unknown', () => {
    expect(motivo('2026-11-10', { estado: 'abierto', historial: [] })).toBeNull();
    expect(motivo('2026-08-31')).toBe(FUERA);
    expect(motivo('2026-08-31', { estado: 'abierto', historial: [] })).toBe(FUERA);
    expect(motivo('2026-08-31', undefined, true)).toBeNull();
  });

  it('opens a rejected month, and one an administrator reopened, outside the window; not one merely withdrawn', () => {
    expect(motivo('2026-08-31', { estado: 'rechazado', historial: [paso('enviado', '2026-09-01T10:00:00Z'), paso('rechazado', '2026-09-02T10:00:00Z')] })).toBeNull();
    const reabierto = [paso('enviado', '2026-09-01T10:00:00Z'), paso('aprobado', '2026-09-02T10:00:00Z'), paso('abierto', '2026-11-02T10:00:00Z')];
    expect(motivo('2026-08-31', { estado: 'abierto', historial: reabierto })).toBeNull();
    // The same, listed newest first.
    expect(motivo('2026-08-31', { estado: 'abierto', historial: [...reabierto].reverse() })).toBeNull();
    const retirado = [paso('enviado', '2026-09-01T10:00:00Z'), paso('abierto', '2026-09-01T11:00:00Z')];
    expect(motivo('2026-08-31', { estado: 'abierto', historial: retirado })).toBe(FUERA);
  });
});
