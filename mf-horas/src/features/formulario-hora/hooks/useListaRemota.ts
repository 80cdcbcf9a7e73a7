import { skipToken, useQuery } from '@tanstack/react-query';
import { estadoDeLista } from '@horas/shared';

/** An answer that is not a list counts as a failed load (spec §2). */
async function comoLista<T>(peticion: Promise<T[]>): Promise<T[]> {
  const datos = await peticion;
  if (!Array.isArray(datos)) throw new Error('La respuesta no es una lista');
  return datos;
}

/**
 * A list that depends on a choice (a client's services, a service's tasks): `id` is the choice,
 * empty while nothing is chosen.
 */
export function useListaRemota<T>(id: number | null | undefined, clave: (id: number) => readonly unknown[], cargar: (id: number) => Promise<T[]>) {
  const elegido = id ?? null;
  const consulta = useQuery({
    queryKey: elegido === null ? ['sin-eleccion'] : clave(elegido),
    queryFn: elegido === null ? skipToken : () => comoLista(cargar(elegido)),
  });
  return estadoDeLista(consulta, elegido !== null);
}
