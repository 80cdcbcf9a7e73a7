import { descargarArchivo, LIBRO_REPORTE, type RangoQuery } from '@horas/shared';
import { dialogoDeError, dialogoSinHoras, type DialogoReporte } from './erroresReporte';
import { consultaDeSeleccion, type SeleccionReporte } from './filtroReporte';
import { recibirLibro, type ProgresoExportacion } from './recibirLibro';

/** Spec §9: the file, or the error dialog, comes at least 2 seconds after the export starts. */
export const ESPERA_EXPORTACION_MS = 2000;

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the whole export: the server writes horas.xlsx, this page only receives and saves it.
 * Answers the dialog to show, or `null` once the file is downloaded.
 */
export async function exportarReporte(
  seleccion: SeleccionReporte,
  rango: RangoQuery,
  alAvanzar: (progreso: ProgresoExportacion) => void = () => undefined,
): Promise<DialogoReporte | null> {
  // The wait runs beside the download, so a slow server does not add its time to the 2 seconds.
  const [respuesta] = await Promise.allSettled([recibirLibro(consultaDeSeleccion(seleccion, rango), alAvanzar), esperar(ESPERA_EXPORTACION_MS)]);
  if (respuesta.status === 'rejected') return dialogoDeError(respuesta.reason);
  if (!respuesta.value) return dialogoSinHoras(seleccion.tipo);
  descargarArchivo(respuesta.value, LIBRO_REPORTE.nombreArchivo);
  return null;
}
