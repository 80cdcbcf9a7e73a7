import { construirLibro, type Celda } from '@horas/shared';
import { COLUMNAS_REPORTE, HOJA_REPORTE, NOMBRE_ARCHIVO_REPORTE } from './filasReporte';

type ModuloXlsx = typeof import('xlsx');

/** The finished horas.xlsx as bytes; pure, so the worker and the main-thread fallback share it. */
export function escribirLibroReporte(XLSX: ModuloXlsx, filas: Celda[][]): ArrayBuffer {
  const libro = construirLibro(XLSX, { nombreArchivo: NOMBRE_ARCHIVO_REPORTE, hoja: HOJA_REPORTE, columnas: COLUMNAS_REPORTE, filas });
  return XLSX.write(libro, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
