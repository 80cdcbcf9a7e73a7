import { getHorasReporte, type RangoQuery } from '@horas/shared';
import { descargarArchivo } from './descargarArchivo';
import { dialogoDeError, dialogoSinHoras, type DialogoReporte } from './erroresReporte';
import { filtroDeSeleccion, type SeleccionReporte } from './filtroReporte';
import { filaReporte, NOMBRE_ARCHIVO_REPORTE } from './filasReporte';
import { generarLibroReporte } from './generarLibroReporte';

/** Spec §9: the file, or the error dialog, comes at least 2 seconds after the export starts. */
export const ESPERA_EXPORTACION_MS = 2000;

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the whole export; answers the dialog to show, or `null` once horas.xlsx is downloaded. */
export async function exportarReporte(seleccion: SeleccionReporte, rango: RangoQuery): Promise<DialogoReporte | null> {
  // The wait runs beside the request, so a slow server does not add its time to the 2 seconds.
  const [respuesta] = await Promise.allSettled([getHorasReporte(filtroDeSeleccion(seleccion), rango), esperar(ESPERA_EXPORTACION_MS)]);
  if (respuesta.status === 'rejected') return dialogoDeError(respuesta.reason);
  const horas = respuesta.value;
  if (horas.length === 0) return dialogoSinHoras(seleccion.tipo);
  try {
    const areaDelReporte = seleccion.tipo === 'area' ? seleccion.nombre : undefined;
    const bytes = await generarLibroReporte(horas.map((hora) => filaReporte(hora, areaDelReporte)));
    descargarArchivo(bytes, NOMBRE_ARCHIVO_REPORTE);
    return null;
  } catch (error) {
    return dialogoDeError(error);
  }
}
