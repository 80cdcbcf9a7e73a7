import { TIPO_XLSX, type HistorialQuery, type PaginaHistorial } from '../contracts';
import { leerCuerpoDeError } from './cuerpoDeError';
import { http } from './http';

/** One page of the history, newest first; `siguiente` asks for the next one (null: the last page). */
export const getHistorial = (query: Partial<HistorialQuery>) => http.get<PaginaHistorial>('/historial', { params: query }).then((r) => r.data);
/** The history of one hour entry (its owner or an administrator), deleted ones included. */
export const getHistorialDeHora = (horaId: number, cursor?: string) => getHistorial({ entidad: 'hora', entidadId: String(horaId), cursor });

/** historial.xlsx with the same filters (administrators), as the file to save. */
export async function getHistorialXlsx(query: Partial<HistorialQuery>): Promise<Blob> {
  try {
    const { data } = await http.get<ArrayBuffer>('/historial.xlsx', { params: query, responseType: 'arraybuffer' });
    return new Blob([data], { type: TIPO_XLSX });
  } catch (error) {
    await leerCuerpoDeError(error);
    throw error;
  }
}
