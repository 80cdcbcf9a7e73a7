import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { aIso, claves, getAusencias, type Ausencia } from '@horas/shared';

const VIGENTES: ReadonlySet<Ausencia['estado']> = new Set(['pendiente', 'aprobada']);

/**
 * The user's own absences, pending or approved, that touch the week on screen (an approver's
 * answer would hold their people's too: asked for the user alone). Under the `horas` prefix, so a
 * request, a decision or a cancellation in 'Ausencias' shows here at once.
 */
export function useAusenciasSemana(usuarioId: number, lunes: Dayjs) {
  const consulta = { desde: aIso(lunes), hasta: aIso(lunes.add(6, 'day')), usuarioId };
  const { data } = useQuery({ queryKey: claves.listaAusencias(consulta), queryFn: () => getAusencias(consulta) });
  const vigentes = (data ?? []).filter((a) => VIGENTES.has(a.estado));
  return (fecha: Dayjs): Ausencia | undefined => {
    const dia = aIso(fecha);
    return vigentes.find((a) => a.desde <= dia && dia <= a.hasta);
  };
}
