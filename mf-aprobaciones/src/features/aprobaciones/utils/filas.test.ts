import { describe, expect, it } from 'vitest';
import { unaFilaDeCierre } from '@horas/shared/testing';
import { areasDe, decidible, filtrar, sinDiferencias } from './filas';

const DESARROLLO = { id: 1, nombre: 'Desarrollo' };
const DISENO = { id: 3, nombre: 'Diseño' };

describe('the rows of the month', () => {
  const luis = unaFilaDeCierre({ usuarioId: 3, nombre: 'Luis', apellidos: 'Pérez', areas: [DESARROLLO] });
  const carla = unaFilaDeCierre({ usuarioId: 4, nombre: 'Carla', apellidos: 'Méndez', estado: 'aprobado', areas: [DESARROLLO, DISENO] });

  it('filters by area and state, by name', () => {
    expect(filtrar([luis, carla], {}).map((f) => f.nombre)).toEqual(['Carla', 'Luis']);
    expect(filtrar([luis, carla], { areaId: DISENO.id })).toEqual([carla]);
    expect(filtrar([luis, carla], { estado: 'enviado' })).toEqual([luis]);
    expect(areasDe([luis, carla])).toEqual([DESARROLLO, DISENO]);
  });

  it('an approver decides on sent months only, and a responsable never on their own', () => {
    expect(decidible(luis, { id: 2, administrador: false })).toBe(true);
    expect(decidible(luis, { id: 3, administrador: false })).toBe(false);
    expect(decidible(luis, { id: 3, administrador: true })).toBe(true);
    expect(decidible(carla, { id: 1, administrador: true })).toBe(false);
  });

  it('without differences: the target reached and no day without hours', () => {
    expect(sinDiferencias(unaFilaDeCierre({ diferencia: 0, diasSinHoras: [] }))).toBe(true);
    expect(sinDiferencias(unaFilaDeCierre({ diferencia: 2, diasSinHoras: [] }))).toBe(true);
    expect(sinDiferencias(unaFilaDeCierre({ diferencia: -0.5, diasSinHoras: [] }))).toBe(false);
    // Hours made up on other days still leave a day without any.
    expect(sinDiferencias(unaFilaDeCierre({ diferencia: 4, diasSinHoras: ['2026-10-05'] }))).toBe(false);
  });
});
