import type { UseQueryResult } from '@tanstack/react-query';

/** What a picker fed by a query shows, in the words every remote uses for it. */
export interface EstadoDeLista<T> {
  lista: T[];
  /** Only while asking and there is nothing to show yet: a kept list stays usable. */
  cargando: boolean;
  /** The last load failed and nothing is asking again. */
  error: boolean;
  reintentar: () => void;
}

/** `activa` false: a list that waits for a choice (no client picked yet) is neither loading nor failed. */
export function estadoDeLista<T>(consulta: UseQueryResult<T[]>, activa = true): EstadoDeLista<T> {
  const lista = consulta.data ?? [];
  return {
    lista,
    cargando: activa && consulta.isFetching && lista.length === 0,
    error: activa && consulta.isError && !consulta.isFetching,
    reintentar: () => void consulta.refetch(),
  };
}

/** For a Select's `onOpenChange`: opening a list whose load failed asks again (the API may be back). */
export const reintentarAlAbrir = (lista: Pick<EstadoDeLista<unknown>, 'error' | 'reintentar'>) => (abierto: boolean) => {
  if (abierto && lista.error) lista.reintentar();
};
