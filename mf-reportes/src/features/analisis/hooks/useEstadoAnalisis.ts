import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { aParametros, leerEstado, type EstadoAnalisis } from '../utils/estadoAnalisis';

/**
 * The analysis on screen is the URL's: every change is a new history entry (the back button steps
 * through them) and a copied link opens the same one. A fresh visit writes its defaults' dates in.
 */
export function useEstadoAnalisis() {
  const [parametros, setParametros] = useSearchParams();
  const hoy = useMemo(() => dayjs(), []);
  const estado = useMemo(() => leerEstado(parametros, hoy), [parametros, hoy]);
  const cambiar = useCallback((nuevo: EstadoAnalisis) => setParametros(aParametros(nuevo)), [setParametros]);
  const fresca = !parametros.has('grupo');
  useEffect(() => {
    if (fresca) setParametros(aParametros(estado), { replace: true });
  }, [fresca, estado, setParametros]);
  return { estado, cambiar, hoy };
}
