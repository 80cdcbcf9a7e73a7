import { claves, getClientesAdmin } from '@horas/shared';
import { useQuery } from '@tanstack/react-query';

/** Every client, active or not (admin list). */
export const useClientesAdmin = () => useQuery({ queryKey: claves.clientesAdmin, queryFn: getClientesAdmin });
