import { aIso, type FiltrosActivos, type RangoDeFechas } from '@horas/shared';
import dayjs from 'dayjs';

/**
 * The days a search covered, as the server echoes them in `filtrosActivos`: one day, a range, or a
 * month; null for 'Todas las fechas', which has no target to compare with.
 */
export function rangoDeBusqueda(filtros: FiltrosActivos): RangoDeFechas | null {
  const { fecha, fechaInicio, fechaFin, mes, año } = filtros;
  if (fecha) return { desde: fecha, hasta: fecha };
  if (fechaInicio && fechaFin) return { desde: fechaInicio, hasta: fechaFin };
  if (mes !== null && año !== null) {
    const primero = dayjs(new Date(año, mes - 1, 1));
    return { desde: aIso(primero), hasta: aIso(primero.endOf('month')) };
  }
  return null;
}
