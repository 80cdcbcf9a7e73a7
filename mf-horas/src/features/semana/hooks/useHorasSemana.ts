import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { aIso, diasDeSemana, formatFecha, getHorasUsuario, mensajeDeError, useReintentoAutomatico, type Hora } from '@horas/shared';
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
  // The outcome of the last fetch; loading is derived: no outcome yet for the week on screen.
  const [resultado, setResultado] = useState<{ semana: string; error: string | null } | null>(null);
  // Bumped by 'Reintentar' and by the automatic retries: fetches the same week again.
  const [intento, setIntento] = useState(0);
  const lunesIso = aIso(lunes);
  const alDia = resultado?.semana === lunesIso;

  useEffect(() => guardarCacheHoras(usuarioId, porDia), [usuarioId, porDia]);

  useEffect(() => {
    const inicio = dayjs(lunesIso);
    let vigente = true;
    getHorasUsuario(usuarioId, { fechaDesde: lunesIso, fechaHasta: aIso(inicio.add(6, 'day')) })
      .then((horas) => {
        // Spec §6: only the user's own entries, whatever the server sends.
        const propias = horas.filter((hora) => hora.usuarioId === usuarioId);
        if (!vigente) return;
        setPorDia((estado) => reemplazarDias(estado, fechasDeSemana(inicio), propias));
        setResultado({ semana: lunesIso, error: null });
      })
      .catch((e: unknown) => vigente && setResultado({ semana: lunesIso, error: mensajeDeError(e) ?? ERROR_CARGA_SEMANA }));
    return () => {
      vigente = false;
    };
  }, [usuarioId, lunesIso, intento]);

  // In the background the message stays until an attempt succeeds (no spinner flashing every try).
  useReintentoAutomatico(alDia && resultado.error !== null, () => setIntento((n) => n + 1));

  return {
    horasDe: (fecha: string): Hora[] => porDia[fecha] ?? [],
    horasDeLaSemana: fechasDeSemana(lunes).flatMap((fecha) => porDia[fecha] ?? []),
    cargando: !alDia,
    error: alDia ? resultado.error : null,
    agregar: (hora: Hora) => setPorDia((estado) => agregarHora(estado, hora)),
    actualizar: (hora: Hora) => setPorDia((estado) => actualizarHora(estado, hora)),
    quitar: (id: number) => setPorDia((estado) => quitarHora(estado, id)),
    reintentar: () => {
      setResultado(null);
      setIntento((n) => n + 1);
    },
  };
}
