import { useCallback, useEffect, useState } from 'react';
import { cargarOpciones, type OpcionEntidad } from '../api/opcionesFiltro';
import type { TipoFiltro } from '../utils/filtroReporte';

type Resultado = { clave: string; opciones: OpcionEntidad[]; fallo: boolean };

/** Loads the selector's options each time the filter changes; a late answer of an old filter is ignored. */
export function useOpcionesFiltro(tipo: TipoFiltro | null) {
  const [intento, setIntento] = useState(0);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const clave = `${tipo}:${intento}`;

  useEffect(() => {
    if (!tipo) return;
    let vigente = true;
    cargarOpciones(tipo).then(
      (opciones) => vigente && setResultado({ clave, opciones, fallo: false }),
      (error: unknown) => {
        console.error(error);
        if (vigente) setResultado({ clave, opciones: [], fallo: true });
      },
    );
    return () => {
      vigente = false;
    };
  }, [tipo, clave]);

  const reintentar = useCallback(() => setIntento((n) => n + 1), []);
  const actual = resultado?.clave === clave ? resultado : null;
  return { opciones: actual?.opciones ?? [], cargando: Boolean(tipo) && !actual, fallo: actual?.fallo ?? false, reintentar };
}
