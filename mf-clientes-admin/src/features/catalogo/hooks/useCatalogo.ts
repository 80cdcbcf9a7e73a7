import { claves, getAreas, getServicios, getTareas } from '@horas/shared';
import { useQuery } from '@tanstack/react-query';

/** The whole catalogue, inactive items included: areas, every service, every task (default ones have no service). */
async function cargarCatalogo() {
  const [areas, servicios, tareas] = await Promise.all([getAreas(), getServicios(), getTareas()]);
  return { areas, servicios, tareas };
}

export type Catalogo = Awaited<ReturnType<typeof cargarCatalogo>>;

export const useCatalogo = () => useQuery({ queryKey: claves.arbolCatalogo, queryFn: cargarCatalogo });
