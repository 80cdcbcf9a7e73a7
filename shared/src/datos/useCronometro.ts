import { useQuery } from '@tanstack/react-query';
import { getCronometro } from '../api';
import { claves } from './claves';

/**
 * The caller's running timer (null: none), for the week's control and the top bar alike. Asked again
 * whenever the tab regains focus (the cache's default), so one started on another device shows up.
 */
export const useCronometro = () => useQuery({ queryKey: claves.cronometro, queryFn: getCronometro });
