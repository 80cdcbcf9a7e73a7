import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { SeleccionReporte, TipoFiltro } from '../utils/filtroReporte';

export interface FechasReporte {
  inicio: Dayjs | null;
  fin: Dayjs | null;
}

const SIN_FECHAS: FechasReporte = { inicio: null, fin: null };

/**
 * The modal's states (spec §4): no filter, filter chosen, entity selected (date step), both dates
 * set. Choosing a filter and going back both clear the dates.
 */
export function useAsistenteReporte() {
  const [tipo, setTipo] = useState<TipoFiltro | null>(null);
  const [seleccion, setSeleccion] = useState<SeleccionReporte | null>(null);
  const [fechas, setFechas] = useState<FechasReporte>(SIN_FECHAS);

  return {
    tipo,
    seleccion,
    fechas,
    fechasCompletas: Boolean(fechas.inicio && fechas.fin),
    elegirTipo: (nuevo: TipoFiltro) => {
      setTipo(nuevo);
      setSeleccion(null);
      setFechas(SIN_FECHAS);
    },
    elegirEntidad: setSeleccion,
    cambiarFechas: (cambio: Partial<FechasReporte>) => setFechas((actuales) => ({ ...actuales, ...cambio })),
    volver: () => {
      setSeleccion(null);
      setFechas(SIN_FECHAS);
    },
  };
}
