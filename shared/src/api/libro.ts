import { TIPO_XLSX } from '../contracts';
import { leerCuerpoDeError } from './cuerpoDeError';
import { http } from './http';

/**
 * A workbook the API writes (historial.xlsx, ausencias.xlsx), as the file to save; null when the API
 * answered 204: nothing to export, no empty file to download.
 */
export async function getLibro(ruta: string, params: object): Promise<Blob | null> {
  try {
    const { data, status } = await http.get<ArrayBuffer>(ruta, { params, responseType: 'arraybuffer' });
    return status === 204 ? null : new Blob([data], { type: TIPO_XLSX });
  } catch (error) {
    // An error's body arrives as bytes too: read its Spanish `mensaje` before it is shown.
    await leerCuerpoDeError(error);
    throw error;
  }
}
