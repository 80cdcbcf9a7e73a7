import type { HistorialQuery, PaginaHistorial } from '../contracts';
import { http } from './http';
import { getLibro } from './libro';

/** One page of the history, newest first; `siguiente` asks for the next one (null: the last page). */
export const getHistorial = (query: Partial<HistorialQuery>) => http.get<PaginaHistorial>('/historial', { params: query }).then((r) => r.data);
/** The history of one hour entry (its owner or an administrator), deleted ones included. */
export const getHistorialDeHora = (horaId: number, cursor?: string) => getHistorial({ entidad: 'hora', entidadId: String(horaId), cursor });

/** historial.xlsx with the same filters (administrators); null when no record matches. */
export const getHistorialXlsx = (query: Partial<HistorialQuery>) => getLibro('/historial.xlsx', query);
