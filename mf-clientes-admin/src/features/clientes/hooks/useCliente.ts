import { claves, getCliente } from '@horas/shared';
import { skipToken, useQuery } from '@tanstack/react-query';

/** One client with its areas and services; waits while no client is chosen. */
export const useCliente = (id: number | undefined) =>
  useQuery({ queryKey: claves.cliente(id ?? 0), queryFn: id === undefined ? skipToken : () => getCliente(id) });
