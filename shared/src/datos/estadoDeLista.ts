import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

/** What a picker fed by a query shows, in the words every remote uses for it. */
export interface EstadoDeLista<T> {
  lista: T[];
  /** Only while asking and there is nothing to show yet: a kept list stays usable. */
  cargando: boolean;
  /** The last load failed and nothing is asking again. */
  error: boolean;
  reintentar: () => void;
}

// One empty list for every query without data, so an unchanged state keeps its identity.
const NINGUNO: never[] = [];

/** `activa` false: a list that waits for a choice (no client picked yet) is neither loading nor failed. */
export function estadoDeLista<T>(consulta: UseQueryResult<T[]>, activa = true): EstadoDeLista<T> {
  const lista = consulta.data ?? NINGUNO;
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

/**
 * `estadoDeLista` as one object while the list, its loading and its failure stay the same, for a
 * memoized picker that should not redraw each time its screen does.
 */
export function useEstadoDeLista<T>(consulta: UseQueryResult<T[]>, activa = true): EstadoDeLista<T> {
  const { lista, cargando, error } = estadoDeLista(consulta, activa);
  const { refetch } = consulta;
  return useMemo(() => ({ lista, cargando, error, reintentar: () => void refetch() }), [lista, cargando, error, refetch]);
}
