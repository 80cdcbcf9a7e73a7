import type { FiltrosActivos, Hora, MisHorasRespuesta } from '@horas/shared';

/** The view mode of spec §4; 'ninguno' until a search runs and again after 'Limpiar Filtro'. */
export type TipoConsulta = 'ninguno' | 'por-cliente' | 'por-semana' | 'por-fecha';

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

export type AccionMisHoras =
  | { tipo: 'inicio'; consulta: Exclude<TipoConsulta, 'ninguno'> }
  | { tipo: 'exito'; respuesta: MisHorasRespuesta }
  | { tipo: 'error'; mensaje: string }
  | { tipo: 'limpiar' };

export const ESTADO_INICIAL: EstadoMisHoras = {
  horas: [],
  loading: false,
  error: null,
  totalHoras: 0,
  filtrosActivos: null,
  tipoConsulta: 'ninguno',
  terminadas: 0,
};

export function misHorasReducer(estado: EstadoMisHoras, accion: AccionMisHoras): EstadoMisHoras {
  switch (accion.tipo) {
    case 'inicio':
      return { ...estado, loading: true, error: null, tipoConsulta: accion.consulta };
    case 'exito': {
      const { horas, totalHoras, filtrosActivos } = accion.respuesta;
      return { ...estado, loading: false, horas, totalHoras, filtrosActivos, terminadas: estado.terminadas + 1 };
    }
    case 'error':
      // Spec §4: an error empties the list and sets the total to 0.
      return { ...estado, loading: false, error: accion.mensaje, horas: [], totalHoras: 0, filtrosActivos: null, terminadas: estado.terminadas + 1 };
    case 'limpiar':
      return ESTADO_INICIAL;
  }
}
