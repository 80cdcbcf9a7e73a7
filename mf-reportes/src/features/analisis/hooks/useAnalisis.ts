import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { claves, obtenerAnalisis, type AnalisisQueryEntrada } from '@horas/shared';

const consulta = (query: AnalisisQueryEntrada) => queryOptions({ queryKey: claves.analisis(query), queryFn: () => obtenerAnalisis(query), staleTime: 5000 });

/**
 * The answer for the URL's analysis, under `horas` (an hour written elsewhere asks again). Asked
 * while the screen renders, as Aprobaciones does; while another loads, the last one stays on screen.
 */
export function useAnalisis(query: AnalisisQueryEntrada) {
  usePrefetchQuery(consulta(query));
  return useQuery({ ...consulta(query), placeholderData: keepPreviousData });
}
