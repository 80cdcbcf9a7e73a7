import { construirLibro, type Hora } from '@horas/shared';
import { COLUMNAS_REPORTE, filaReporte, HOJA_REPORTE, NOMBRE_ARCHIVO_REPORTE } from './filasReporte';

type ModuloXlsx = typeof import('xlsx');

export interface DatosLibroReporte {
  horas: Hora[];
  areaDelReporte?: string;
}

/** The finished horas.xlsx as bytes; pure, so the worker and the main-thread fallback share it. */
export function escribirLibroReporte(XLSX: ModuloXlsx, { horas, areaDelReporte }: DatosLibroReporte): ArrayBuffer {
  const libro = construirLibro(XLSX, {
    nombreArchivo: NOMBRE_ARCHIVO_REPORTE,
    hoja: HOJA_REPORTE,
    columnas: COLUMNAS_REPORTE,
    filas: horas.map((hora) => filaReporte(hora, areaDelReporte)),
  });
  return XLSX.write(libro, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
