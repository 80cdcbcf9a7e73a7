import { useInfiniteQuery } from '@tanstack/react-query';
import type { PaginaHistorial } from '../contracts';

/**
 * The history of changes page by page, newest first: the next page is asked with the last one's
 * `siguiente` (none after the last page). `pedir` is GET /historial with the screen's filters.
 */
export const useHistorial = (queryKey: readonly unknown[], pedir: (cursor?: string) => Promise<PaginaHistorial>) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => pedir(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (pagina) => pagina.siguiente ?? undefined,
  });

export type Historial = ReturnType<typeof useHistorial>;
