import { describe, expect, it } from 'vitest';
import { unaRespuesta } from '@horas/shared/testing';
import { rangoDeBusqueda } from './rangoDeBusqueda';

const filtros = (cambios: Parameters<typeof unaRespuesta>[1]) => unaRespuesta([], cambios).filtrosActivos;

describe('the range a Mis Horas search covered', () => {
  it('is the day, the range or the whole month searched', () => {
    expect(rangoDeBusqueda(filtros({ fecha: '2026-03-02' }))).toEqual({ desde: '2026-03-02', hasta: '2026-03-02' });
    expect(rangoDeBusqueda(filtros({ fechaInicio: '2026-11-16', fechaFin: '2026-11-22' }))).toEqual({ desde: '2026-11-16', hasta: '2026-11-22' });
    expect(rangoDeBusqueda(filtros({ clienteId: 1, mes: 2, año: 2028 }))).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
    expect(rangoDeBusqueda(filtros({ clienteId: 1, mes: 12, año: 2026 }))).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
  });

  it("is none for 'Todas las fechas'", () => {
    expect(rangoDeBusqueda(filtros({ clienteId: 1 }))).toBeNull();
  });
});
