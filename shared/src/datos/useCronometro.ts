import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCronometro } from '../api';
import { claves } from './claves';

/**
 * The caller's running timer (null: none), for the week's control and the top bar alike. Asked again
 * when the tab comes to the front (the cache's default) and when its window gets the focus back, which
 * the cache does not watch: a browser window beside another one is never hidden, and a timer started
 * there must show up here.
 */
export function useCronometro() {
  const consultas = useQueryClient();
  useEffect(() => {
    // One request for every screen part reading it (cancelRefetch false joins the one under way).
    const alEnfocar = () => void consultas.refetchQueries({ queryKey: claves.cronometro, type: 'active' }, { cancelRefetch: false });
    window.addEventListener('focus', alEnfocar);
    return () => window.removeEventListener('focus', alEnfocar);
  }, [consultas]);
  return useQuery({ queryKey: claves.cronometro, queryFn: getCronometro });
}
