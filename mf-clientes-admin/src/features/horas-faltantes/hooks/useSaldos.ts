import { claves, getSaldos, type SaldosQuery } from '@horas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Everyone's saldo over a range (and area), most missing first; the last answer stays while another range loads. */
export const useSaldos = (consulta: SaldosQuery) =>
  useQuery({ queryKey: claves.saldos(consulta), queryFn: () => getSaldos(consulta), placeholderData: keepPreviousData });
