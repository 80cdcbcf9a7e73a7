import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { claves, obtenerRegistrosAnalisis, type RegistrosAnalisisQueryEntrada } from '@horas/shared';

/** The pages of entries behind a row ('Cargar más' asks for the next), none while no row is open. */
export const useRegistrosAnalisis = (query: RegistrosAnalisisQueryEntrada | null) =>
  useInfiniteQuery({
    queryKey: claves.registrosAnalisis(query ?? {}),
    queryFn: query ? ({ pageParam }) => obtenerRegistrosAnalisis(pageParam ? { ...query, cursor: pageParam } : query) : skipToken,
    initialPageParam: null as string | null,
    getNextPageParam: (pagina) => pagina.siguiente,
  });
