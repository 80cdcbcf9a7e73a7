import { getReporteXlsx, TIPO_XLSX, type ReporteXlsxQuery } from '@horas/shared';
import { seguirFilas } from './filasRecibidas';

export interface ProgresoExportacion {
  recibidas: number;
  total: number;
}

/**
 * Receives horas.xlsx as the server writes it, telling how many of its rows have arrived; the
 * file, or `null` when the range has no entries.
 */
export async function recibirLibro(query: ReporteXlsxQuery, alAvanzar: (progreso: ProgresoExportacion) => void): Promise<Blob | null> {
  const archivo = await getReporteXlsx(query);
  if (!archivo) return null;
  const { total, cuerpo } = archivo;
  alAvanzar({ recibidas: 0, total });
  const filas = seguirFilas((recibidas) => alAvanzar({ recibidas: Math.min(recibidas, total), total }));
  const trozos: Uint8Array[] = [];
  const lector = cuerpo.getReader();
  try {
    for (;;) {
      const { done, value } = await lector.read();
      if (done) break;
      trozos.push(value);
      filas.escribir(value);
    }
  } finally {
    filas.terminar();
  }
  alAvanzar({ recibidas: total, total });
  return new Blob(trozos as BlobPart[], { type: TIPO_XLSX });
}
