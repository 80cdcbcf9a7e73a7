import { describe, expect, it } from 'vitest';
import { unaHora } from '@horas/shared/testing';
import { resumirPorCliente } from './resumenPorCliente';

const acme = { id: 1, nombre: 'Acme' };
const globex = { id: 2, nombre: 'Globex' };

describe('resumirPorCliente', () => {
  it('sums the hours of each client without floating-point drift', () => {
    const resumen = resumirPorCliente([
      unaHora({ cliente: acme, horas: 0.1 }),
      unaHora({ cliente: acme, horas: 0.2 }),
      unaHora({ cliente: globex, horas: 1.25 }),
    ]);
    expect(resumen.map((r) => [r.cliente, r.horas])).toEqual([['Globex', 1.25], ['Acme', 0.3]]);
  });

  it('orders by hours, most first, and ties by name', () => {
    const resumen = resumirPorCliente([
      unaHora({ cliente: { id: 3, nombre: 'Zeta' }, horas: 2 }),
      unaHora({ cliente: globex, horas: 5 }),
      unaHora({ cliente: acme, horas: 2 }),
    ]);
    expect(resumen.map((r) => r.cliente)).toEqual(['Globex', 'Acme', 'Zeta']);
  });

  it("groups entries without a client as 'Sin cliente'", () => {
    const resumen = resumirPorCliente([
      unaHora({ clienteId: null, cliente: null, horas: 1 }),
      unaHora({ clienteId: null, cliente: null, horas: 2 }),
      unaHora({ cliente: acme, horas: 1 }),
    ]);
    expect(resumen[0]).toMatchObject({ cliente: 'Sin cliente', horas: 3 });
  });

  it('keeps two clients with the same name apart', () => {
    const resumen = resumirPorCliente([unaHora({ cliente: acme }), unaHora({ cliente: { id: 9, nombre: 'Acme' } })]);
    expect(resumen).toHaveLength(2);
  });

  it('gives unrounded shares of the total that add up to 100', () => {
    const resumen = resumirPorCliente([
      unaHora({ cliente: acme, horas: 1 }),
      unaHora({ cliente: globex, horas: 1 }),
      unaHora({ cliente: { id: 3, nombre: 'Zeta' }, horas: 1 }),
    ]);
    expect(resumen[0].porcentaje).toBeCloseTo(33.333, 3);
    expect(resumen.reduce((t, r) => t + r.porcentaje, 0)).toBeCloseTo(100, 10);
  });

  it('is empty for no entries and gives 0 % when every entry has 0 hours', () => {
    expect(resumirPorCliente([])).toEqual([]);
    expect(resumirPorCliente([unaHora({ horas: 0 })])[0].porcentaje).toBe(0);
  });
});
