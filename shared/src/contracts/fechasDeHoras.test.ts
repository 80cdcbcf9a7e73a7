import { describe, expect, it } from 'vitest';
import { conFechasDeHoras } from './fechasDeHoras';
import { fraseDeHistorial, type RegistroParaFrase } from './frasesDeHistorial';

const ANA = { id: 2, nombre: 'Ana', apellidos: 'García' };
const hora = (entidadId: string, accion: string, cambios: RegistroParaFrase['cambios']): RegistroParaFrase =>
  ({ actor: ANA, entidad: 'hora', entidadId, accion, cambios });
const frases = (registros: RegistroParaFrase[], actual?: { horaId: number; fecha: string }) => conFechasDeHoras(registros, actual).map(fraseDeHistorial);

describe('the day of an hour entry a change does not say', () => {
  it('comes from its creation, or a change of day, before it', () => {
    expect(frases([
      hora('7', 'modificar', { horas: [2, 3] }),
      hora('7', 'modificar', { fecha: ['23/11/2026', '24/11/2026'] }),
      hora('7', 'modificar', { horas: [1, 2] }),
      hora('7', 'crear', { fecha: [null, '23/11/2026'], horas: [null, 1] }),
    ])).toEqual([
      'Ana García modificó horas del 24/11/2026: Horas 2.00 → 3.00',
      'Ana García modificó horas del 24/11/2026: Fecha 23/11/2026 → 24/11/2026',
      'Ana García modificó horas del 23/11/2026: Horas 1.00 → 2.00',
      'Ana García cargó horas del 23/11/2026: Horas 1.00',
    ]);
  });

  it('comes from its deletion, or from the entry as it is now, after it', () => {
    expect(frases([hora('8', 'eliminar', { fecha: ['20/11/2026', null], horas: [3, null] }), hora('8', 'modificar', { horas: [2, 3] })]))
      .toEqual(['Ana García eliminó horas del 20/11/2026: Horas 3.00', 'Ana García modificó horas del 20/11/2026: Horas 2.00 → 3.00']);
    expect(frases([hora('9', 'modificar', { descripcion: ['a', 'b'] })], { horaId: 9, fecha: '19/11/2026' }))
      .toEqual(['Ana García modificó horas del 19/11/2026: Descripción «a» → «b»']);
  });

  it('stays unsaid when nothing in the list tells it, and never crosses entries', () => {
    expect(frases([hora('10', 'modificar', { horas: [2, 3] }), hora('11', 'crear', { fecha: [null, '18/11/2026'] })]))
      .toEqual(['Ana García modificó horas n.º 10: Horas 2.00 → 3.00', 'Ana García cargó horas del 18/11/2026']);
  });
});
