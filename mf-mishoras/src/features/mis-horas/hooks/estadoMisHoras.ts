import type { FiltrosActivos, Hora } from '@horas/shared';

/** The view mode of spec §4; 'ninguno' until a search runs and again after 'Limpiar Filtro'. */
export type TipoConsulta = 'ninguno' | 'por-cliente' | 'por-semana' | 'por-fecha';
export type TipoBusqueda = Exclude<TipoConsulta, 'ninguno'>;

/** Spec §3 misHoras state. */
export interface EstadoMisHoras {
  horas: Hora[];
  loading: boolean;
  error: string | null;
  totalHoras: number;
  filtrosActivos: FiltrosActivos | null;
  tipoConsulta: TipoConsulta;
  /** Searches answered (result or error) since the screen opened or was cleared. */
  terminadas: number;
}

export const ESTADO_INICIAL: EstadoMisHoras = {
  horas: [],
  loading: false,
  error: null,
  totalHoras: 0,
  filtrosActivos: null,
  tipoConsulta: 'ninguno',
  terminadas: 0,
};
