import { describe, expect, it } from 'vitest';
import { busquedaSinAcentos, coincideBusqueda } from './busqueda';

describe('coincideBusqueda', () => {
  it.each([
    ['clinica', 'Clínica Santa Lucía'],
    ['rio', 'Municipalidad de Río Claro'],
    ['RÍO', 'Municipalidad de Rio Claro'],
    ['garcia', 'Ana García'],
    ['area', 'Área'],
    ['pena', 'Peña'],
  ])("'%s' finds '%s'", (busqueda, texto) => {
    expect(coincideBusqueda(busqueda, texto)).toBe(true);
  });

  it('still needs the letters to be there', () => {
    expect(coincideBusqueda('clinicas', 'Clínica Santa Lucía')).toBe(false);
    expect(coincideBusqueda('banco', 'Café del Valle')).toBe(false);
  });
});

describe('busquedaSinAcentos', () => {
  it("filters a Select's options by their label", () => {
    const opciones = [{ value: 1, label: 'Clínica Santa Lucía' }, { value: 2, label: 'Banco Andino' }];
    expect(opciones.filter((o) => busquedaSinAcentos.filterOption('clinica', o))).toEqual([opciones[0]]);
    expect(busquedaSinAcentos.filterOption('x')).toBe(false);
  });
});
