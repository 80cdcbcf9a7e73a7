import { skipToken, useQuery } from '@tanstack/react-query';
import { claves } from '@horas/shared';
import { cargarOpciones } from '../api/opcionesFiltro';
import type { TipoFiltro } from '../utils/filtroReporte';

/** The selector's options of the chosen filter (none while no filter is chosen). */
export function useOpcionesFiltro(tipo: TipoFiltro | null) {
  const consulta = useQuery({
    queryKey: tipo ? claves.opcionesReporte(tipo) : ['sin-filtro'],
    queryFn: tipo ? () => cargarOpciones(tipo) : skipToken,
  });
  const cargando = tipo !== null && consulta.isFetching && consulta.data === undefined;
  return {
    opciones: consulta.data ?? [],
    cargando,
    fallo: !cargando && consulta.isError,
    reintentar: () => void consulta.refetch(),
  };
}
