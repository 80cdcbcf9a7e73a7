import type { ReporteFiltro } from '@horas/shared';

export type TipoFiltro = 'usuario' | 'cliente' | 'area';

export const ETIQUETA_FILTRO: Record<TipoFiltro, string> = { usuario: 'Usuario', cliente: 'Cliente', area: 'Área' };

/** Sentinel value of the user selector's 'Todos los usuarios' option (spec §9). */
export const TODOS_LOS_USUARIOS = 'todos';
export const ETIQUETA_TODOS_LOS_USUARIOS = 'Todos los usuarios';

export type ValorEntidad = number | typeof TODOS_LOS_USUARIOS;

/** What step 1 ends with: the filter, the chosen entity and its visible name. */
export interface SeleccionReporte {
  tipo: TipoFiltro;
  valor: ValorEntidad;
  nombre: string;
}

export function filtroDeSeleccion({ tipo, valor }: SeleccionReporte): ReporteFiltro {
  if (valor === TODOS_LOS_USUARIOS) return { tipo: 'todos' };
  return { tipo, id: valor };
}
