import { useEffect } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { aIso, claves, diasDeSemana, formatFecha, getHorasUsuario, mensajeDeError, type Hora } from '@horas/shared';
import { guardarCacheDeDias, leerCacheDeDias } from '../utils/cacheHoras';

export const ERROR_CARGA_SEMANA = 'No se pudieron cargar las horas de la semana.';

export const fechasDeSemana = (lunes: Dayjs) => diasDeSemana(lunes).map(formatFecha);

/** One week of the user's entries, from the API (spec §6: only their own, whatever it sends). */
export async function leerSemana(usuarioId: number, lunesIso: string): Promise<Hora[]> {
  const horas = await getHorasUsuario(usuarioId, { fechaDesde: lunesIso, fechaHasta: aIso(dayjs(lunesIso).add(6, 'day')) });
  return horas.filter((hora) => hora.usuarioId === usuarioId);
}

/**
 * The user's entries of one week: those kept in `horas-{userId}` at once, then the week from the
 * API. Saving or deleting an entry updates this query (useCambiosDeHoras).
 */
export function useHorasSemana(usuarioId: number, lunes: Dayjs) {
  const lunesIso = aIso(lunes);
  const fechas = fechasDeSemana(lunes);
  const consulta = useQuery({
    queryKey: claves.semana(usuarioId, lunesIso),
    queryFn: () => leerSemana(usuarioId, lunesIso),
    // Kept entries are old by definition: shown, and fetched again at once.
    initialData: () => leerCacheDeDias(usuarioId, fechas),
    initialDataUpdatedAt: 0,
  });
  const { data, isError, isFetching, isFetchedAfterMount, error, refetch } = consulta;

  useEffect(() => {
    if (data) guardarCacheDeDias(usuarioId, fechasDeSemana(dayjs(lunesIso)), data);
  }, [usuarioId, lunesIso, data]);

  const horasDeLaSemana = data ?? [];
  return {
    horasDe: (fecha: string): Hora[] => horasDeLaSemana.filter((hora) => hora.fechaCarga === fecha),
    horasDeLaSemana,
    // Until this week has been answered since it was opened (or while 'Reintentar' asks again).
    cargando: !isFetchedAfterMount || (isError && isFetching),
    error: isError ? (mensajeDeError(error) ?? ERROR_CARGA_SEMANA) : null,
    reintentar: () => void refetch(),
  };
}
