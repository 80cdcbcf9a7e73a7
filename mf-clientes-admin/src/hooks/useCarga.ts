import { useCallback, useEffect, useRef, useState } from 'react';

export interface Carga<T> {
  datos: T | undefined;
  cargando: boolean;
  fallo: boolean;
  /** Loads again keeping the current data on screen; resolves once the new data is in. */
  recargar: () => Promise<void>;
}

type Cargador<T> = () => Promise<T>;

interface Resultado<T> {
  /** Which loader produced it: data of a previous loader (another client) is never shown. */
  origen: Cargador<T> | null;
  datos?: T;
  fallo: boolean;
}

/**
 * Runs `cargar` on mount and whenever it changes (wrap it in useCallback); `null` waits.
 * Only the latest request may write, so a slow answer never overwrites a newer one.
 */
export function useCarga<T>(cargar: Cargador<T> | null): Carga<T> {
  const [resultado, setResultado] = useState<Resultado<T>>({ origen: null, fallo: false });
  const [recargando, setRecargando] = useState(false);
  const ultima = useRef(0);

  const ejecutar = useCallback(async (cargador: Cargador<T>) => {
    const peticion = ++ultima.current;
    let nuevo: Resultado<T>;
    try {
      nuevo = { origen: cargador, datos: await cargador(), fallo: false };
    } catch {
      nuevo = { origen: cargador, fallo: true };
    }
    if (peticion === ultima.current) setResultado(nuevo);
  }, []);

  useEffect(() => {
    if (cargar) void ejecutar(cargar);
  }, [cargar, ejecutar]);

  const recargar = useCallback(async () => {
    if (!cargar) return;
    setRecargando(true);
    await ejecutar(cargar);
    setRecargando(false);
  }, [cargar, ejecutar]);

  const vigente = resultado.origen === cargar;
  return {
    datos: vigente ? resultado.datos : undefined,
    fallo: vigente && resultado.fallo,
    cargando: cargar !== null && (!vigente || recargando),
    recargar,
  };
}
