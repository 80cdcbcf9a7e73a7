import { claves, getAreas } from '@horas/shared';
import { useQuery } from '@tanstack/react-query';

/** Every area, for the create and edit forms. */
export const useAreas = () => useQuery({ queryKey: claves.areas, queryFn: getAreas });
