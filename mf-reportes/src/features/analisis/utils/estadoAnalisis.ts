import type { Dayjs } from 'dayjs';
import {
  DIMENSIONES_ANALISIS, filtrosAnalisisShape, PERIODOS_ANALISIS, type AnalisisQueryEntrada, type DimensionAnalisis, type PeriodoAnalisis, type RegistrosAnalisisQueryEntrada,
} from '@horas/shared';
import { rangoDe, type Rango } from './rangos';

/** The query parameter (of the URL and of the API alike) that filters by each dimension. */
export const PARAMETRO_FILTRO = {
  usuario: 'usuarioId', cliente: 'clienteId', servicio: 'servicioId', tarea: 'tareaId', area: 'areaId', perfil: 'perfil',
} as const satisfies Record<DimensionAnalisis, keyof typeof filtrosAnalisisShape>;

/** Each filter's values as the URL writes them: ids, 'ninguno' (entries without one), perfiles. */
export type Filtros = Partial<Record<DimensionAnalisis, string[]>>;

export interface EstadoAnalisis extends Rango {
  grupo: DimensionAnalisis;
  subgrupo: DimensionAnalisis | null;
  periodo: PeriodoAnalisis | null;
  filtros: Filtros;
  comparar: boolean;
}

/** A fresh /analisis: this year's hours by client, month by month. */
export const estadoInicial = (hoy: Dayjs): EstadoAnalisis =>
  ({ ...rangoDe('año', hoy), grupo: 'cliente', subgrupo: null, periodo: 'mes', filtros: {}, comparar: false });

const deLista = <T extends string>(lista: readonly T[], valor: string | null): T | null => lista.find((v) => v === valor) ?? null;
const esFecha = (valor: string | null): valor is string => filtrosAnalisisShape.fechaDesde.safeParse(valor).success;

function leerFiltros(parametros: URLSearchParams): Filtros {
  const filtros: Filtros = {};
  for (const dimension of DIMENSIONES_ANALISIS) {
    const leido = filtrosAnalisisShape[PARAMETRO_FILTRO[dimension]].safeParse(parametros.get(PARAMETRO_FILTRO[dimension]) ?? undefined);
    if (leido.success && leido.data) filtros[dimension] = leido.data.map(String);
  }
  return filtros;
}

/**
 * The analysis a URL describes. Without `grupo` it is a fresh visit (the defaults); a link never
 * fails: what it says wrong falls back to the default of that part alone.
 */
export function leerEstado(parametros: URLSearchParams, hoy: Dayjs): EstadoAnalisis {
  const inicial = estadoInicial(hoy);
  const grupo = deLista(DIMENSIONES_ANALISIS, parametros.get('grupo'));
  if (!grupo) return inicial;
  const [desde, hasta] = [parametros.get('fechaDesde'), parametros.get('fechaHasta')];
  const fechas = esFecha(desde) && esFecha(hasta) && desde <= hasta ? { fechaDesde: desde, fechaHasta: hasta } : rangoDe('año', hoy);
  const subgrupo = deLista(DIMENSIONES_ANALISIS, parametros.get('subgrupo'));
  return {
    ...fechas,
    grupo,
    subgrupo: subgrupo === grupo ? null : subgrupo,
    periodo: deLista(PERIODOS_ANALISIS, parametros.get('periodo')),
    filtros: leerFiltros(parametros),
    comparar: parametros.get('comparar') === 'anterior',
  };
}

/** The URL's parameters, which are also GET /reportes/analisis's query. */
export function aParametros(estado: EstadoAnalisis): URLSearchParams {
  const parametros = new URLSearchParams({ fechaDesde: estado.fechaDesde, fechaHasta: estado.fechaHasta, grupo: estado.grupo });
  if (estado.subgrupo) parametros.set('subgrupo', estado.subgrupo);
  if (estado.periodo) parametros.set('periodo', estado.periodo);
  for (const dimension of DIMENSIONES_ANALISIS) {
    const valores = estado.filtros[dimension];
    if (valores?.length) parametros.set(PARAMETRO_FILTRO[dimension], valores.join(','));
  }
  if (estado.comparar) parametros.set('comparar', 'anterior');
  return parametros;
}

export const consultaDe = (estado: EstadoAnalisis): AnalisisQueryEntrada => Object.fromEntries(aParametros(estado)) as AnalisisQueryEntrada;

/** A group's id as a filter value: `null` is the group without one ('Sin cliente'…). */
export const valorDeFiltro = (id: number | string | null): string => (id === null ? 'ninguno' : String(id));

export const conFiltros = (estado: EstadoAnalisis, filtros: Filtros): EstadoAnalisis => ({ ...estado, filtros: { ...estado.filtros, ...filtros } });

/** The filters in force, one per value, in the dimensions' order: the tags that remove them, and the count on 'Filtros'. */
export const filtrosAplicados = (estado: EstadoAnalisis): { dimension: DimensionAnalisis; valor: string }[] =>
  DIMENSIONES_ANALISIS.flatMap((dimension) => (estado.filtros[dimension] ?? []).map((valor) => ({ dimension, valor })));

export function sinFiltro(estado: EstadoAnalisis, dimension: DimensionAnalisis, valor: string): EstadoAnalisis {
  const restantes = (estado.filtros[dimension] ?? []).filter((v) => v !== valor);
  return { ...estado, filtros: { ...estado.filtros, [dimension]: restantes.length ? restantes : undefined } };
}

/** GET /reportes/analisis/registros's query for a row: the dates and filters, narrowed to the row. */
export function consultaDeRegistros(estado: EstadoAnalisis, filtros: Filtros): RegistrosAnalisisQueryEntrada {
  const parametros = aParametros(conFiltros(estado, filtros));
  for (const ignorado of ['grupo', 'subgrupo', 'periodo', 'comparar']) parametros.delete(ignorado);
  return Object.fromEntries(parametros) as RegistrosAnalisisQueryEntrada;
}
