import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After an accepted write: marks everything under `clave` old, and resolves once what is on
 * screen has been fetched again (in any remote of the page: e.g. the hour form's client search).
 */
export function useRefrescar(clave: readonly unknown[]) {
  const consultas = useQueryClient();
  return useCallback(() => consultas.invalidateQueries({ queryKey: clave }), [consultas, clave]);
}
