import { useAuthStore, useSaldo, type FiltrosActivos } from '@horas/shared';
import { rangoDeBusqueda } from '../utils/rangoDeBusqueda';

/** The signed-in user's target and balance over the days the search on screen covered, if it had dates. */
export function useSaldoDeBusqueda(filtros: FiltrosActivos | null) {
  const usuarioId = useAuthStore((estado) => estado.id);
  return useSaldo(usuarioId, filtros && rangoDeBusqueda(filtros)).data ?? null;
}
