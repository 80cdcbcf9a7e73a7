import { skipToken, useQuery } from '@tanstack/react-query';
import { getSaldo } from '../api';
import { claves } from './claves';

/** A range of calendar days, `YYYY-MM-DD`, both ends included. */
export interface RangoDeFechas {
  desde: string;
  hasta: string;
}

/**
 * One person's target, hours and missing days over a range (GET /horas/saldo), under `horas`: an
 * hour saved anywhere, or a jornada or holiday changed, asks it again. `rango` null: nothing to ask.
 */
export const useSaldo = (usuarioId: number | null, rango: RangoDeFechas | null) =>
  useQuery({
    queryKey: claves.saldo(usuarioId ?? 0, rango?.desde ?? '', rango?.hasta ?? ''),
    queryFn: usuarioId !== null && rango ? () => getSaldo({ usuarioId, fechaDesde: rango.desde, fechaHasta: rango.hasta }) : skipToken,
  });
