import { useClientesDelUsuario } from '@horas/shared';

/**
 * The user's clients for the client filter, from the session's shared query. After a failure
 * (the API down) `reintentar` asks again; the filter calls it when its list is opened.
 */
export function useClientesUsuario() {
  const { data: clientes, isFetching, isError, refetch } = useClientesDelUsuario();
  return {
    clientes,
    cargando: isFetching && clientes.length === 0,
    fallo: isError && !isFetching,
    reintentar: () => void refetch(),
  };
}
