import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { aParametros, consultaDeRegistros, estadoInicial, leerEstado, sinFiltro, type EstadoAnalisis } from './estadoAnalisis';
import { presetDe, rangoDe } from './rangos';

const HOY = dayjs('2026-11-18'); // a Wednesday
const leer = (url: string) => leerEstado(new URLSearchParams(url), HOY);

describe("the analysis' state in the URL", () => {
  it('a fresh visit is this year by client, month by month', () => {
    expect(leer('')).toEqual({ fechaDesde: '2026-01-01', fechaHasta: '2026-12-31', grupo: 'cliente', subgrupo: null, periodo: 'mes', filtros: {}, comparar: false });
  });

  it('reads back what it writes, filters and comparison included', () => {
    const estado: EstadoAnalisis = {
      fechaDesde: '2026-07-01', fechaHasta: '2026-09-30', grupo: 'usuario', subgrupo: 'cliente', periodo: 'semana',
      filtros: { cliente: ['3', 'ninguno'], perfil: ['Senior'], tarea: ['9'] }, comparar: true,
    };
    const url = aParametros(estado).toString();
    expect(url).toBe('fechaDesde=2026-07-01&fechaHasta=2026-09-30&grupo=usuario&subgrupo=cliente&periodo=semana&clienteId=3%2Cninguno&tareaId=9&perfil=Senior&comparar=anterior');
    expect(leer(url)).toEqual(estado);
  });

  it('a link with a wrong part keeps the rest: dates turned around, a subgroup equal to the group, an id that is no id', () => {
    expect(leer('fechaDesde=2026-05-01&fechaHasta=2026-04-01&grupo=area&subgrupo=area&periodo=siglo&usuarioId=x&areaId=ninguno&comparar=si')).toEqual({
      ...estadoInicial(HOY), grupo: 'area', periodo: null, filtros: { area: ['ninguno'] },
    });
  });

  it("the entries' query: the row's filters added, without grouping nor comparison", () => {
    const estado = { ...estadoInicial(HOY), subgrupo: 'usuario' as const, comparar: true, filtros: { area: ['2'] } };
    expect(consultaDeRegistros(estado, { cliente: ['ninguno'], usuario: ['7'] })).toEqual({
      fechaDesde: '2026-01-01', fechaHasta: '2026-12-31', usuarioId: '7', clienteId: 'ninguno', areaId: '2',
    });
  });

  it('removing the last value of a filter removes the filter', () => {
    const estado = { ...estadoInicial(HOY), filtros: { cliente: ['1', '2'] } };
    expect(sinFiltro(estado, 'cliente', '1').filtros).toEqual({ cliente: ['2'] });
    expect(aParametros(sinFiltro(sinFiltro(estado, 'cliente', '1'), 'cliente', '2')).has('clienteId')).toBe(false);
  });
});

describe('range presets', () => {
  it.each([
    ['semana', '2026-11-16', '2026-11-22'],
    ['mes', '2026-11-01', '2026-11-30'],
    ['mesAnterior', '2026-10-01', '2026-10-31'],
    ['trimestre', '2026-10-01', '2026-12-31'],
    ['año', '2026-01-01', '2026-12-31'],
  ] as const)('%s spans %s to %s, and those dates read back as it', (preset, fechaDesde, fechaHasta) => {
    expect(rangoDe(preset, HOY)).toEqual({ fechaDesde, fechaHasta });
    expect(presetDe({ fechaDesde, fechaHasta }, HOY)).toBe(preset);
  });

  it('any other pair of dates is Personalizado', () => {
    expect(presetDe({ fechaDesde: '2026-11-02', fechaHasta: '2026-11-20' }, HOY)).toBe('personalizado');
  });
});
