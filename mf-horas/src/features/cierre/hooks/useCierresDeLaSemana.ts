import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { aIso, claves, getMiCierre, mesDeFecha, type Cierre } from '@horas/shared';

/** The months (`YYYY-MM`) a week touches, in order: one, or two when it straddles a month's end. */
export const mesesDeLaSemana = (dias: Dayjs[]): string[] => [...new Set(dias.map((dia) => mesDeFecha(aIso(dia))))];

export interface CierreDeLaSemana {
  mes: string;
  consulta: UseQueryResult<Cierre>;
}

/**
 * The signed-in user's closing of each month the week shows (GET /horas/cierres/me), under `horas`:
 * an hour saved anywhere, or a transition, asks them again.
 */
export function useCierresDeLaSemana(dias: Dayjs[]) {
  const meses = mesesDeLaSemana(dias);
  const consultas = useQueries({ queries: meses.map((mes) => ({ queryKey: claves.miCierre(mes), queryFn: () => getMiCierre(mes) })) });
  const porMes = new Map(meses.map((mes, i) => [mes, consultas[i].data]));
  return {
    meses: meses.map((mes, i): CierreDeLaSemana => ({ mes, consulta: consultas[i] })),
    /** The day's month closing, once it has arrived. */
    cierreDe: (dia: Dayjs): Cierre | undefined => porMes.get(mesDeFecha(aIso(dia))),
  };
}
