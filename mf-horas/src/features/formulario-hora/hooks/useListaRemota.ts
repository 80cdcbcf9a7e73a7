import { useEffect, useState } from 'react';

interface Estado<T> {
  clave?: number;
  intento?: number;
  lista: T[];
  error: boolean;
}

/**
 * A list fetched for the chosen id (a client's services, a service's tasks). `cargar` must be
 * stable (a module function). An answer that is not a list counts as an error (spec §2).
 * `reintentar` fetches the same id again, e.g. once the API answers after a failure.
 */
export function useListaRemota<T>(clave: number | null | undefined, cargar: (clave: number) => Promise<T[]>) {
  const [estado, setEstado] = useState<Estado<T>>({ lista: [], error: false });
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    if (clave == null) return;
    let vigente = true;
    cargar(clave)
      .then((datos) => vigente && setEstado({ clave, intento, lista: Array.isArray(datos) ? datos : [], error: !Array.isArray(datos) }))
      .catch(() => vigente && setEstado({ clave, intento, lista: [], error: true }));
    return () => {
      vigente = false;
    };
  }, [clave, cargar, intento]);

  // Loading is derived: the answer held is for another id or attempt (or none yet).
  const alDia = clave != null && estado.clave === clave && estado.intento === intento;
  return {
    lista: alDia ? estado.lista : [],
    cargando: clave != null && !alDia,
    error: alDia && estado.error,
    reintentar: () => setIntento((n) => n + 1),
  };
}
