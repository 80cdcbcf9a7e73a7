import { useQuery } from '@tanstack/react-query';
import { getRecientes } from '../api';
import { claves } from './claves';

/**
 * The signed-in person's recent combinations ('Recientes'): the hour form, and later the timer and
 * 'Tabla', offer them to fill client, service, task and description at once. Under `horas`: an
 * hour written anywhere asks them again.
 */
export const useRecientes = () => useQuery({ queryKey: claves.recientes, queryFn: getRecientes });
