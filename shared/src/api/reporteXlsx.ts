import { CABECERA_TOTAL_FILAS, type ReporteXlsxQuery } from '../contracts';
import { leerCuerpoDeError } from './cuerpoDeError';
import { http } from './http';

/** horas.xlsx as the server streams it: its row count (known before the first byte) and its bytes. */
export interface ArchivoReporte {
  total: number;
  cuerpo: ReadableStream<Uint8Array>;
}

/**
 * GET /horas/reporte.xlsx through the shared client (its Bearer token and 401 handling), with the
 * fetch adapter so the file can be read as it arrives. `null` when the range has no entries (204).
 */
export async function getReporteXlsx(query: ReporteXlsxQuery): Promise<ArchivoReporte | null> {
  try {
    const respuesta = await http.get<ReadableStream<Uint8Array>>('/horas/reporte.xlsx', { params: query, adapter: 'fetch', responseType: 'stream' });
    if (respuesta.status === 204) return null;
    return { total: Number(respuesta.headers[CABECERA_TOTAL_FILAS.toLowerCase()]), cuerpo: respuesta.data };
  } catch (error) {
    await leerCuerpoDeError(error);
    throw error;
  }
}
