import dayjs from 'dayjs';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { aParametros, leerEstado, type EstadoAnalisis } from '../utils/estadoAnalisis';

/**
 * The analysis on screen is the URL's: every change is a new history entry (the back button steps
 * through them) and a copied link opens the same one. A fresh visit writes its defaults' dates in.
 * `estado` and `cambiar` keep their identity while the analysis is the same (writing the defaults
 * in changes the URL, not the analysis), so the memoized chart and table are not drawn twice.
 */
/** A change to the analysis, from the one it applies to. */
export type CambioDeAnalisis = (actual: EstadoAnalisis) => EstadoAnalisis;

export function useEstadoAnalisis() {
  const [parametros, setParametros] = useSearchParams();
  const hoy = useMemo(() => dayjs(), []);
  const canonica = aParametros(leerEstado(parametros, hoy)).toString();
  const estado = useMemo(() => leerEstado(new URLSearchParams(canonica), hoy), [canonica, hoy]);
  const escribir = useRef(setParametros);
  useLayoutEffect(() => {
    escribir.current = setParametros;
  }, [setParametros]);
  // A change applies to the analysis last asked for, even before it is drawn: React Router draws a
  // new URL in a transition, and a second change made meanwhile (a quick click) must not undo the first.
  const ultimo = useRef(estado);
  useLayoutEffect(() => {
    ultimo.current = estado;
  }, [estado]);
  const cambiar = useCallback((cambio: CambioDeAnalisis) => {
    ultimo.current = cambio(ultimo.current);
    escribir.current(aParametros(ultimo.current));
  }, []);
  const fresca = !parametros.has('grupo');
  useEffect(() => {
    if (fresca) setParametros(aParametros(estado), { replace: true });
  }, [fresca, estado, setParametros]);
  return { estado, cambiar, hoy };
}
