import { useQuery } from '@tanstack/react-query';
import { getFeriados } from '../api';
import { claves } from './claves';

/** A year's holidays (any signed-in user reads them): the admin's list and the team calendar's shading. */
export const useFeriados = (año: number) => useQuery({ queryKey: claves.feriados(año), queryFn: () => getFeriados(año) });
