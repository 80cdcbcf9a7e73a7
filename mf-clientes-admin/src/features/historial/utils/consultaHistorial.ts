import { aIso, type EntidadHistorial, type HistorialQuery } from '@horas/shared';
import type { Dayjs } from 'dayjs';

/** The panel's filters as the form holds them: each one optional. */
export interface FiltrosHistorial {
  entidad?: EntidadHistorial | null;
  usuarioId?: number | null;
  desde?: Dayjs | null;
  hasta?: Dayjs | null;
}

/** GET /historial's (and historial.xlsx's) query: only the filters chosen. */
export const consultaHistorial = ({ entidad, usuarioId, desde, hasta }: FiltrosHistorial): Partial<HistorialQuery> => ({
  ...(entidad && { entidad }),
  ...(usuarioId && { usuarioId }),
  ...(desde && { fechaDesde: aIso(desde) }),
  ...(hasta && { fechaHasta: aIso(hasta) }),
});
