import { skipToken, useQuery } from '@tanstack/react-query';

/** An answer that is not a list counts as a failed load (spec §2). */
async function comoLista<T>(peticion: Promise<T[]>): Promise<T[]> {
  const datos = await peticion;
  if (!Array.isArray(datos)) throw new Error('La respuesta no es una lista');
  return datos;
}

/**
 * A list that depends on a choice (a client's services, a service's tasks): `id` is the choice,
 * empty while nothing is chosen. `reintentar` asks again, e.g. when a list whose load failed is opened.
 */
export function useListaRemota<T>(id: number | null | undefined, clave: (id: number) => readonly unknown[], cargar: (id: number) => Promise<T[]>) {
  const elegido = id ?? null;
  const consulta = useQuery({
    queryKey: elegido === null ? ['sin-eleccion'] : clave(elegido),
    queryFn: elegido === null ? skipToken : () => comoLista(cargar(elegido)),
  });
  const cargando = elegido !== null && consulta.isFetching && consulta.data === undefined;
  return {
    lista: consulta.data ?? [],
    cargando,
    error: !cargando && consulta.isError,
    reintentar: () => void consulta.refetch(),
  };
}
