import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { claves, getCierres } from '@horas/shared';

/**
 * Every month the approver sees for `mes` (YYYY-MM): administrators everyone's, a responsable the
 * people of their areas. Under `horas`: an hour written, or any transition, asks again. The area and
 * state are filtered on screen, so changing them asks nothing.
 */
export const useCierresDelMes = (mes: string) =>
  useQuery({ queryKey: claves.listaCierres({ mes }), queryFn: () => getCierres({ mes }), placeholderData: keepPreviousData });
