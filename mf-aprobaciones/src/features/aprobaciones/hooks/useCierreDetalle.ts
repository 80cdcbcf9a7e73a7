import { skipToken, useQuery } from '@tanstack/react-query';
import { claves, getCierre } from '@horas/shared';

/** One person's month with its days and entries ('Ver mes'); nothing asked until one is chosen. */
export const useCierreDetalle = (cual: { usuarioId: number; mes: string } | null) =>
  useQuery({
    queryKey: claves.cierre(cual?.usuarioId ?? 0, cual?.mes ?? ''),
    queryFn: cual ? () => getCierre(cual.usuarioId, cual.mes) : skipToken,
  });
