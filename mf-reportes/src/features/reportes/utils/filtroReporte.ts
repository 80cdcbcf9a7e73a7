import type { RangoQuery, ReporteXlsxQuery } from '@horas/shared';

export type TipoFiltro = 'usuario' | 'cliente' | 'area';

export const ETIQUETA_FILTRO: Record<TipoFiltro, string> = { usuario: 'Usuario', cliente: 'Cliente', area: 'Área' };

/** Sentinel value of the user selector's 'Todos los usuarios' option (spec §9). */
export const TODOS_LOS_USUARIOS = 'todos';
export const ETIQUETA_TODOS_LOS_USUARIOS = 'Todos los usuarios';

export type ValorEntidad = number | typeof TODOS_LOS_USUARIOS;

/** One option of the entity selector. */
export interface OpcionEntidad {
  value: ValorEntidad;
  label: string;
}

/** What step 1 ends with: the filter, the chosen entity and its visible name. */
export interface SeleccionReporte {
  tipo: TipoFiltro;
  valor: ValorEntidad;
  nombre: string;
}

/** The file's query: 'Todos los usuarios' is the `todos` report, without an id. */
export function consultaDeSeleccion({ tipo, valor }: SeleccionReporte, rango: RangoQuery): ReporteXlsxQuery {
  if (valor === TODOS_LOS_USUARIOS) return { tipo: 'todos', ...rango };
  return { tipo, id: valor, ...rango };
}
