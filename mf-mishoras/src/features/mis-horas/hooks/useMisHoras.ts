import {
  claves, getMisHorasPorCliente, getMisHorasPorFecha, getMisHorasPorSemana, mensajeDeError,
  type MisHorasPorClienteQuery, type MisHorasPorFechaQuery, type MisHorasPorSemanaQuery, type MisHorasRespuesta,
} from '@horas/shared';
import { hashKey, keepPreviousData, queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ESTADO_INICIAL, type EstadoMisHoras, type TipoBusqueda } from './estadoMisHoras';

/** Spec §8 fallbacks when the server gives no `mensaje`. */
const ERRORES: Record<TipoBusqueda, string> = {
  'por-cliente': 'Error al cargar las horas por cliente',
  'por-semana': 'Error al cargar las horas de la semana',
  'por-fecha': 'Error al cargar las horas de la fecha',
};

type Busqueda =
  | { tipo: 'por-cliente'; parametros: MisHorasPorClienteQuery }
  | { tipo: 'por-semana'; parametros: MisHorasPorSemanaQuery }
  | { tipo: 'por-fecha'; parametros: MisHorasPorFechaQuery };

function pedir(busqueda: Busqueda): Promise<MisHorasRespuesta> {
  switch (busqueda.tipo) {
    case 'por-cliente':
      return getMisHorasPorCliente(busqueda.parametros);
    case 'por-semana':
      return getMisHorasPorSemana(busqueda.parametros);
    case 'por-fecha':
      return getMisHorasPorFecha(busqueda.parametros);
  }
}

const consultaDe = (busqueda: Busqueda | null) =>
  queryOptions({
    queryKey: claves.misHoras(busqueda?.tipo ?? 'ninguno', busqueda?.parametros ?? {}),
    queryFn: busqueda ? () => pedir(busqueda) : skipToken,
    // A failed search waits for the user's next 'Buscar' instead of retrying in the background.
    refetchInterval: false,
  });

/**
 * The search on screen is a query under `horas`: an hour saved anywhere in the page marks it old
 * and it is asked again. What was searched lives in this hook, so it dies with the screen: the
 * next user of the same tab never sees the previous one's hours (logout also empties the cache).
 */
export function useMisHoras() {
  const consultas = useQueryClient();
  const [busqueda, setBusqueda] = useState<Busqueda | null>(null);
  const respuesta = useQuery({ ...consultaDe(busqueda), placeholderData: keepPreviousData });
  const terminadas = useBusquedasTerminadas(respuesta);

  const buscar = useCallback(
    (nueva: Busqueda) => {
      terminadas.esperar();
      const clave = consultaDe(nueva).queryKey;
      // 'Buscar' asks the server even for the search already on screen.
      if (busqueda && hashKey(clave) === hashKey(consultaDe(busqueda).queryKey)) void consultas.refetchQueries({ queryKey: clave, exact: true });
      else setBusqueda(nueva);
    },
    [busqueda, consultas, terminadas],
  );

  const acciones = useMemo(() => ({
    buscarPorCliente: (parametros: MisHorasPorClienteQuery) => buscar({ tipo: 'por-cliente', parametros }),
    buscarPorSemana: (parametros: MisHorasPorSemanaQuery) => buscar({ tipo: 'por-semana', parametros }),
    buscarPorFecha: (parametros: MisHorasPorFechaQuery) => buscar({ tipo: 'por-fecha', parametros }),
    limpiar: () => {
      terminadas.reiniciar();
      setBusqueda(null);
    },
  }), [buscar, terminadas]);

  return { estado: estadoDe(busqueda, respuesta, terminadas.cuantas), ...acciones };
}

type Respuesta = ReturnType<typeof useQuery<MisHorasRespuesta>>;

/**
 * How many searches the user asked for have been answered (a result or an error) since the screen
 * opened or was cleared; a refetch after an hour was saved elsewhere does not count.
 */
function useBusquedasTerminadas({ isFetching, isPlaceholderData, dataUpdatedAt, errorUpdatedAt }: Respuesta) {
  const [cuantas, setCuantas] = useState(0);
  const pedidaEn = useRef<number | null>(null);
  useEffect(() => {
    const pedida = pedidaEn.current;
    if (pedida === null || isFetching || isPlaceholderData || Math.max(dataUpdatedAt, errorUpdatedAt) < pedida) return;
    pedidaEn.current = null;
    setCuantas((n) => n + 1);
  }, [isFetching, isPlaceholderData, dataUpdatedAt, errorUpdatedAt]);
  return useMemo(() => ({
    cuantas,
    esperar: () => void (pedidaEn.current = Date.now()),
    reiniciar: () => {
      pedidaEn.current = null;
      setCuantas(0);
    },
  }), [cuantas]);
}
function estadoDe(busqueda: Busqueda | null, respuesta: Respuesta, terminadas: number): EstadoMisHoras {
  if (!busqueda) return ESTADO_INICIAL;
  const { data, isFetching } = respuesta;
  // Spec §4: an error empties the list and sets the total to 0; asking again shows the spinner instead.
  const fallo = respuesta.isError && !isFetching;
  return {
    horas: fallo ? [] : (data?.horas ?? []),
    loading: isFetching,
    error: fallo ? (mensajeDeError(respuesta.error) ?? ERRORES[busqueda.tipo]) : null,
    totalHoras: fallo ? 0 : (data?.totalHoras ?? 0),
    filtrosActivos: fallo ? null : (data?.filtrosActivos ?? null),
    tipoConsulta: busqueda.tipo,
    terminadas,
  };
}
