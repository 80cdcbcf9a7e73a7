import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { aIso, diasDeSemana, formatFecha, getHorasUsuario, mensajeDeError, type Hora } from '@horas/shared';
import { guardarCacheHoras, leerCacheHoras } from '../utils/cacheHoras';
import { actualizarHora, agregarHora, quitarHora, reemplazarDias, type HorasPorDia } from '../utils/horasPorDia';

export const ERROR_CARGA_SEMANA = 'No se pudieron cargar las horas de la semana.';

const fechasDeSemana = (lunes: Dayjs) => diasDeSemana(lunes).map(formatFecha);

/**
 * The user's entries of one week: cached ones at once, then only that week from the API.
 * Saving or deleting patches the state locally, so the week is not fetched again.
 */
export function useHorasSemana(usuarioId: number, lunes: Dayjs) {
  const [porDia, setPorDia] = useState<HorasPorDia>(() => leerCacheHoras(usuarioId));
  const [cargando, setCargando] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const lunesIso = aIso(lunes);

  useEffect(() => guardarCacheHoras(usuarioId, porDia), [usuarioId, porDia]);

  useEffect(() => {
    const inicio = dayjs(lunesIso);
    let vigente = true;
    setCargando(true);
    setError(null);
    getHorasUsuario(usuarioId, { fechaDesde: lunesIso, fechaHasta: aIso(inicio.add(6, 'day')) })
      .then((horas) => {
        // Spec §6: only the user's own entries, whatever the server sends.
        const propias = horas.filter((hora) => hora.usuarioId === usuarioId);
        if (vigente) setPorDia((estado) => reemplazarDias(estado, fechasDeSemana(inicio), propias));
      })
      .catch((e: unknown) => vigente && setError(mensajeDeError(e) ?? ERROR_CARGA_SEMANA))
      .finally(() => vigente && setCargando(false));
    return () => {
      vigente = false;
    };
  }, [usuarioId, lunesIso]);

  return {
    horasDe: (fecha: string): Hora[] => porDia[fecha] ?? [],
    horasDeLaSemana: fechasDeSemana(lunes).flatMap((fecha) => porDia[fecha] ?? []),
    cargando,
    error,
    agregar: (hora: Hora) => setPorDia((estado) => agregarHora(estado, hora)),
    actualizar: (hora: Hora) => setPorDia((estado) => actualizarHora(estado, hora)),
    quitar: (id: number) => setPorDia((estado) => quitarHora(estado, id)),
  };
}
