import { describe, expect, it } from 'vitest';
import { celdasHistorial, detalleHistorial, entidadDelHistorial, fechaHoraEn } from './historialTextos';
import type { RegistroHistorial } from './historial';

describe('detalleHistorial', () => {
  it('an edit: each field before and after, hours with two decimals', () => {
    expect(detalleHistorial({ accion: 'modificar', cambios: { horas: [3.5, 4], descripcion: ['Informe', 'Informe final'] } }))
      .toBe('Horas: 3.50 → 4.00; Descripción: Informe → Informe final');
    expect(detalleHistorial({ accion: 'modificar', cambios: { correo: [null, 'a@b.com'], cliente: ['Acme', null] } })).toBe('Correo: — → a@b.com; Cliente: Acme → —');
  });

  it('a creation shows what it became; a deletion what it was', () => {
    expect(detalleHistorial({ accion: 'crear', cambios: { tarea: [null, 'Reunión interna'], horas: [null, 1] } })).toBe('Tarea: Reunión interna; Horas: 1.00');
    expect(detalleHistorial({ accion: 'eliminar', cambios: { nombre: ['Navidad', null] } })).toBe('Nombre: Navidad');
  });

  it('lists, switches, a jornada day by day, unknown fields by their key, and nothing for a sign-in', () => {
    expect(detalleHistorial({ accion: 'modificar', cambios: { areas: [['Desarrollo'], ['Desarrollo', 'Diseño']], servicios: [[], ['Web']] } }))
      .toBe('Áreas: Desarrollo → Desarrollo, Diseño; Servicios: — → Web');
    expect(detalleHistorial({ accion: 'desactivar', cambios: { activo: [true, false] } })).toBe('Activo: Sí → No');
    expect(detalleHistorial({ accion: 'activar', cambios: { estado: [false, true] } })).toBe('Estado: Inactivo → Activo');
    expect(detalleHistorial({ accion: 'crear', cambios: { horasPorDia: [null, [8, 8, 8, 8, 7.5, 0, 0]] } }))
      .toBe('Horas por día: lun 8.00, mar 8.00, mié 8.00, jue 8.00, vie 7.50, sáb 0.00, dom 0.00');
    expect(detalleHistorial({ accion: 'enviar', cambios: { estado: ['abierto', 'enviado'], otro: [1, 2] } })).toBe('Estado: abierto → enviado; otro: 1 → 2');
    expect(detalleHistorial({ accion: 'iniciar-sesion', cambios: {} })).toBe('');
  });
});

describe('entidadDelHistorial', () => {
  it.each([
    [{ entidad: 'hora', entidadId: '1234' }, 'Hora 1234'],
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

  it('the row in the order of the columns, its time in the zone, formulas neutralised, no actor is the system', () => {
    expect(fechaHoraEn(registro.en, 'America/Argentina/Buenos_Aires')).toBe('18/03/2026 12:04:05');
    expect(celdasHistorial({ ...registro, cambios: {} }, 'UTC')).toEqual(['18/03/2026 15:04:05', 'Sistema', 'Modificar', 'Hora 9', '']);
    expect(celdasHistorial({ ...registro, accion: 'crear', cambios: { descripcion: [null, '=1+1'] } }, 'UTC')[4]).toBe('Descripción: =1+1');
    expect(celdasHistorial({ ...registro, accion: 'crear', cambios: { nombre: [null, '-x'] } }, 'UTC')[4]).toBe('Nombre: -x');
    expect(celdasHistorial({ ...registro, actor: { id: 1, nombre: 'Ana', apellidos: 'García' } }, 'UTC')[1]).toBe('Ana García');
  });
});
