import { getCliente } from '@horas/shared';
import { useCallback } from 'react';
import { useCarga } from '../../../hooks/useCarga';

/** One client with its areas and services; waits while no client is chosen. */
export function useCliente(id: number | undefined) {
  const cargar = useCallback(() => getCliente(id as number), [id]);
  return useCarga(id === undefined ? null : cargar);
}
