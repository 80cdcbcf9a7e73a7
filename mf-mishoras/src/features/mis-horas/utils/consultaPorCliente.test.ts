import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { consultaPorCliente } from './consultaPorCliente';

describe('consultaPorCliente', () => {
  it('asks for a client first, whatever the date mode', () => {
    expect(consultaPorCliente({ modo: 'todas' })).toEqual({ aviso: 'Por favor seleccione un cliente' });
    expect(consultaPorCliente({ modo: 'rango' })).toEqual({ aviso: 'Por favor seleccione un cliente' });
  });

  it('sends only the client for all dates', () => {
    expect(consultaPorCliente({ clienteId: 4, modo: 'todas', mes: '03', año: '2026' })).toEqual({ consulta: { clienteId: 4 } });
  });

  it('sends month and year only when both are filled', () => {
    expect(consultaPorCliente({ clienteId: 4, modo: 'mes', mes: '03', año: '2026' })).toEqual({ consulta: { clienteId: 4, mes: 3, año: 2026 } });
    expect(consultaPorCliente({ clienteId: 4, modo: 'mes', mes: '03', año: '' })).toEqual({ consulta: { clienteId: 4 } });
    expect(consultaPorCliente({ clienteId: 4, modo: 'mes', año: '2026' })).toEqual({ consulta: { clienteId: 4 } });
    expect(consultaPorCliente({ clienteId: 4, modo: 'mes', mes: ' ', año: '2026' })).toEqual({ consulta: { clienteId: 4 } });
  });

  it('sends a specific day as YYYY-MM-DD, or asks for it', () => {
    expect(consultaPorCliente({ clienteId: 4, modo: 'fecha', fecha: dayjs('2026-03-09') })).toEqual({ consulta: { clienteId: 4, fecha: '2026-03-09' } });
    expect(consultaPorCliente({ clienteId: 4, modo: 'fecha' })).toEqual({ aviso: 'Por favor seleccione una fecha específica' });
  });

  it('sends a range as YYYY-MM-DD, or asks for both ends', () => {
    expect(consultaPorCliente({ clienteId: 4, modo: 'rango', fechaInicio: dayjs('2026-03-01'), fechaFin: dayjs('2026-03-15') }))
      .toEqual({ consulta: { clienteId: 4, fechaInicio: '2026-03-01', fechaFin: '2026-03-15' } });
    expect(consultaPorCliente({ clienteId: 4, modo: 'rango', fechaInicio: dayjs('2026-03-01') }))
      .toEqual({ aviso: 'Por favor seleccione las fechas de inicio y fin' });
  });
});
