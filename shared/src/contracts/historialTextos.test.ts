import { describe, expect, it } from 'vitest';
import { celdasHistorial, entidadDelHistorial, fechaHoraEn } from './historialTextos';
import type { RegistroHistorial } from './historial';

describe('entidadDelHistorial', () => {
  it.each([
    [{ entidad: 'hora', entidadId: '1234' }, 'Horas n.º 1234'],
    [{ entidad: 'feriado', entidadId: '2026-12-25' }, 'Feriado 25/12/2026'],
    [{ entidad: 'jornada', entidadId: '3/2026-03-01' }, 'Jornada del usuario 3 desde 01/03/2026'],
    [{ entidad: 'jornada', entidadId: 'defecto/1900-01-01' }, 'Jornada por defecto desde 01/01/1900'],
    [{ entidad: 'cierre', entidadId: '3/2026-02' }, 'Cierre de mes del usuario 3: 02/2026'],
    [{ entidad: 'configuracion', entidadId: null }, 'Configuración'],
  ] as const)('%o reads %s', (registro, texto) => {
    expect(entidadDelHistorial(registro)).toBe(texto);
  });
});

describe('celdasHistorial', () => {
  const registro: RegistroHistorial = {
    id: '7', en: '2026-03-18T15:04:05.123Z', actor: null, origen: null, entidad: 'hora', entidadId: '9', accion: 'modificar',
    cambios: { descripcion: ['=1+1', '@SUM(A1)'] },
  };

  it("the row in the order of the columns, its time in the zone, the screens' sentence as the detail, no actor is the system", () => {
    expect(fechaHoraEn(registro.en, 'America/Argentina/Buenos_Aires')).toBe('18/03/2026 12:04:05');
    expect(celdasHistorial({ ...registro, cambios: { fecha: ['24/11/2026', '24/11/2026'], horas: [3.5, 4] } }, 'UTC')).toEqual([
      '18/03/2026 15:04:05', 'El sistema', 'Modificación', 'Horas n.º 9', 'El sistema modificó horas del 24/11/2026: Horas 3.50 → 4.00',
    ]);
    expect(celdasHistorial({ ...registro, actor: { id: 1, nombre: 'Ana', apellidos: 'García' } }, 'UTC')[1]).toBe('Ana García');
  });

  it('neutralises what a spreadsheet would read as a formula', () => {
    expect(celdasHistorial({ ...registro, actor: { id: 1, nombre: '=Ana', apellidos: 'García' } }, 'UTC')[1]).toBe("'=Ana García");
  });
});
