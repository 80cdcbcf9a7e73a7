import {
  getMisHorasPorCliente, getMisHorasPorFecha, getMisHorasPorSemana, mensajeDeError,
  type MisHorasPorClienteQuery, type MisHorasPorFechaQuery, type MisHorasPorSemanaQuery, type MisHorasRespuesta,
} from '@horas/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ESTADO_INICIAL, misHorasReducer, type TipoConsulta } from './misHorasReducer';

/** Spec §8 fallbacks when the server gives no `mensaje`. */
const ERRORES: Record<Exclude<TipoConsulta, 'ninguno'>, string> = {
  'por-cliente': 'Error al cargar las horas por cliente',
  'por-semana': 'Error al cargar las horas de la semana',
  'por-fecha': 'Error al cargar las horas de la fecha',
};

/**
 * The screen's state lives in a reducer, not a module store, so it dies with the screen: the next
 * user of the same tab never sees the previous one's hours.
 */
export function useMisHoras() {
  const [estado, dispatch] = useReducer(misHorasReducer, ESTADO_INICIAL);
  // Only the latest search may write its answer (a slow earlier one, or one answered after
  // 'Limpiar Filtro' or unmount, is dropped).
  const ultima = useRef(0);
  useEffect(() => () => void (ultima.current += 1), []);

  const consultar = useCallback(async (consulta: Exclude<TipoConsulta, 'ninguno'>, peticion: () => Promise<MisHorasRespuesta>) => {
    const id = ++ultima.current;
    dispatch({ tipo: 'inicio', consulta });
    try {
      const respuesta = await peticion();
      if (id === ultima.current) dispatch({ tipo: 'exito', respuesta });
    } catch (error) {
      if (id === ultima.current) dispatch({ tipo: 'error', mensaje: mensajeDeError(error) ?? ERRORES[consulta] });
    }
  }, []);

  const acciones = useMemo(() => ({
    buscarPorCliente: (q: MisHorasPorClienteQuery) => consultar('por-cliente', () => getMisHorasPorCliente(q)),
    buscarPorSemana: (q: MisHorasPorSemanaQuery) => consultar('por-semana', () => getMisHorasPorSemana(q)),
    buscarPorFecha: (q: MisHorasPorFechaQuery) => consultar('por-fecha', () => getMisHorasPorFecha(q)),
    limpiar: () => {
      ultima.current += 1;
      dispatch({ tipo: 'limpiar' });
    },
  }), [consultar]);

  return { estado, ...acciones };
}
