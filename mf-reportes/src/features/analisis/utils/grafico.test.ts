import { describe, expect, it } from 'vitest';
import { analisisDePrueba, gruposDePrueba } from './analisisDePrueba';
import { colorDe, COLOR_OTROS, COLOR_SIN } from './colores';
import { datosDelGrafico } from './grafico';

describe("the chart's data", () => {
  it('with a period: a stack per period, a part per group, named for screen readers', () => {
    const datos = datosDelGrafico(analisisDePrueba());
    expect(datos.tipo).toBe('periodos');
    expect(datos.etiqueta).toBe('Barras apiladas de horas por mes y cliente, del 01/07/2026 al 30/09/2026');
    expect(datos.series).toEqual([
      { clave: 'g0', nombre: 'Acme', color: colorDe(1), filtros: { cliente: ['1'] } },
      { clave: 'g1', nombre: 'Sin cliente', color: colorDe(null), filtros: { cliente: ['ninguno'] } },
    ]);
  });

  it("leaves a group without hours in a period out of that period (the tooltip lists no zeros)", () => {
    expect(datosDelGrafico(analisisDePrueba()).puntos).toEqual([{ nombre: 'jul 2026', g0: 10 }, { nombre: 'ago 2026', g1: 10 }, { nombre: 'sep 2026', g0: 10.5 }]);
  });

  it("colours a group by what it is: the same client the same colour at any rank; 'Sin cliente' and 'Otros' grey", () => {
    const colores = (grupos: ReturnType<typeof gruposDePrueba>) =>
      Object.fromEntries(datosDelGrafico(analisisDePrueba({ subgrupo: null, periodos: ['2026-07'], grupos })).series.map((s) => [s.nombre, s.color]));
    const grupos = gruposDePrueba(10);
    const antes = colores(grupos);
    const despues = colores([...grupos].reverse());
    for (const nombre of ['Cliente 3', 'Cliente 5', 'Cliente 8']) expect(despues[nombre]).toBe(antes[nombre]);
    expect(new Set(grupos.slice(0, 8).map((g) => antes[g.nombre])).size).toBe(8);
    expect(antes.Otros).toBe(COLOR_OTROS);
    expect(colorDe(null)).toBe(COLOR_SIN);
  });

  it("the eight largest groups, the rest as 'Otros' (not narrowable)", () => {
    const datos = datosDelGrafico(analisisDePrueba({ subgrupo: null, periodos: ['2026-07'], grupos: gruposDePrueba(11) }));
    expect(datos.series.map((s) => s.nombre)).toEqual([...Array.from({ length: 8 }, (_, i) => `Cliente ${i + 1}`), 'Otros']);
    expect(datos.series.at(-1)?.filtros).toBeNull();
    expect(datos.puntos[0].otros).toBe(3);
  });

  it('without a period: horizontal bars of the shares', () => {
    const datos = datosDelGrafico(analisisDePrueba({ periodo: null, periodos: [], grupos: gruposDePrueba(10) }));
    expect(datos.tipo).toBe('partes');
    expect(datos.etiqueta).toBe('Barras del porcentaje de horas de cada cliente, del 01/07/2026 al 30/09/2026');
    expect(datos.puntos.at(-1)).toEqual({ nombre: 'Otros', valor: 20 });
  });

  it("by user without a period: each person's hours beside their target", () => {
    const datos = datosDelGrafico(analisisDePrueba({
      grupo: 'usuario', subgrupo: null, periodo: null, periodos: [],
      grupos: [{ id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 100, objetivo: 160 }],
    }));
    expect(datos.tipo).toBe('objetivos');
    expect(datos.etiqueta).toBe('Barras de horas y objetivo de cada usuario, del 01/07/2026 al 30/09/2026');
    expect(datos.puntos).toEqual([{ nombre: 'Ana García', horas: 20, objetivo: 160 }]);
  });

  it('with the comparison: named in the label; a line of the previous range per period on average, or a bar of it beside each group', () => {
    const anterior = { fechaDesde: '2026-04-01', fechaHasta: '2026-06-30' };
    const conPeriodos = datosDelGrafico(analisisDePrueba({ anterior, total: { horas: 30.5, registros: 7, horasAnterior: 20 } }));
    expect(conPeriodos.etiqueta).toBe('Barras apiladas de horas por mes y cliente, del 01/07/2026 al 30/09/2026, comparado con 01/04/2026 – 30/06/2026');
    expect(conPeriodos.anterior).toEqual({ nombre: 'Comparado con 01/04/2026 – 30/06/2026', promedio: 6.67 });
    const partes = datosDelGrafico(analisisDePrueba({
      anterior, periodo: null, periodos: [], total: { horas: 30.5, registros: 7, horasAnterior: 20 },
      grupos: analisisDePrueba().grupos.map((g, i) => ({ ...g, horasAnterior: [15, 5][i] })),
    }));
    expect(partes.puntos).toEqual([{ nombre: 'Acme', valor: 67.2, anterior: 75 }, { nombre: 'Sin cliente', valor: 32.8, anterior: 25 }]);
    const objetivos = datosDelGrafico(analisisDePrueba({
      anterior, grupo: 'usuario', subgrupo: null, periodo: null, periodos: [],
      grupos: [{ id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 100, objetivo: 160, horasAnterior: 12 }],
    }));
    expect(objetivos.puntos).toEqual([{ nombre: 'Ana García', horas: 20, objetivo: 160, anterior: 12 }]);
    expect(objetivos.anterior).toEqual({ nombre: 'Comparado con 01/04/2026 – 30/06/2026' });
  });
});
