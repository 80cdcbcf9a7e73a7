import { useCallback, useEffect, useRef, useState } from 'react';

export interface Carga<T> {
  datos: T | undefined;
  cargando: boolean;
  fallo: boolean;
  recargar: () => Promise<void>;
}

/**
 * Runs `cargar` on mount and whenever it changes (wrap it in useCallback); `null` waits.
 * Only the latest request may write, so a slow answer never overwrites a newer one.
 */
export function useCarga<T>(cargar: (() => Promise<T>) | null): Carga<T> {
  const [datos, setDatos] = useState<T>();
  const [cargando, setCargando] = useState(cargar !== null);
  const [fallo, setFallo] = useState(false);
  const ultima = useRef(0);

  const recargar = useCallback(async () => {
    const peticion = ++ultima.current;
    if (!cargar) {
      setDatos(undefined);
      setCargando(false);
      return;
    }
    setCargando(true);
    setFallo(false);
    try {
      const resultado = await cargar();
      if (peticion === ultima.current) setDatos(resultado);
    } catch {
      if (peticion === ultima.current) {
        setDatos(undefined);
        setFallo(true);
      }
    } finally {
      if (peticion === ultima.current) setCargando(false);
    }
  }, [cargar]);

  useEffect(() => {
    void recargar();
  }, [recargar]);

  return { datos, cargando, fallo, recargar };
}
