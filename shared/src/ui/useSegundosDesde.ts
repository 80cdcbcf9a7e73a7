import { useEffect, useState } from 'react';
import { segundosDesde } from '../domain/cronometro';

/**
 * The seconds since `inicio`, again every second while mounted: render it with a running timer
 * only, so the clock it starts from is read when the timer is first shown.
 */
export function useSegundosDesde(inicio: string): number {
  const [ahora, setAhora] = useState(Date.now);
  useEffect(() => {
    const reloj = setInterval(() => setAhora(Date.now()), 1000);
    return () => clearInterval(reloj);
  }, []);
  return segundosDesde(inicio, ahora);
}
