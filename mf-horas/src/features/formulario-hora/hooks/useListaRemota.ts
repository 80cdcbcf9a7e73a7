import { useEffect, useState } from 'react';

interface Estado<T> {
  clave?: number;
  lista: T[];
  error: boolean;
}

/**
 * A list fetched for the chosen id (a client's services, a service's tasks). `cargar` must be
 * stable (a module function). An answer that is not a list counts as an error (spec §2).
 */
export function useListaRemota<T>(clave: number | null | undefined, cargar: (clave: number) => Promise<T[]>) {
  const [estado, setEstado] = useState<Estado<T>>({ lista: [], error: false });

  useEffect(() => {
    if (clave == null) return;
    let vigente = true;
    cargar(clave)
      .then((datos) => vigente && setEstado({ clave, lista: Array.isArray(datos) ? datos : [], error: !Array.isArray(datos) }))
      .catch(() => vigente && setEstado({ clave, lista: [], error: true }));
    return () => {
      vigente = false;
    };
  }, [clave, cargar]);

  // Loading is derived: the answer held is for another id (or none yet).
  const alDia = clave != null && estado.clave === clave;
  return { lista: alDia ? estado.lista : [], cargando: clave != null && !alDia, error: alDia && estado.error };
}
