import { skipToken, useQuery } from '@tanstack/react-query';
import { claves, estadoDeLista } from '@horas/shared';
import { cargarOpciones } from '../api/opcionesFiltro';
import type { TipoFiltro } from '../utils/filtroReporte';

/** The selector's options of the chosen filter (none while no filter is chosen). */
export function useOpcionesFiltro(tipo: TipoFiltro | null) {
  const consulta = useQuery({
    queryKey: tipo ? claves.opcionesReporte(tipo) : ['sin-filtro'],
    queryFn: tipo ? () => cargarOpciones(tipo) : skipToken,
  });
  return estadoDeLista(consulta, tipo !== null);
}
