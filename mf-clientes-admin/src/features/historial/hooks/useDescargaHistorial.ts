import { getHistorialXlsx, LIBRO_HISTORIAL, useDescargaLibro } from '@horas/shared';

const ERROR_DESCARGA_HISTORIAL = 'No se pudo descargar el historial';

/** 'Descargar Excel': historial.xlsx with the panel's filters, written by the API. */
export const useDescargaHistorial = () =>
  useDescargaLibro({
    pedir: getHistorialXlsx,
    nombreArchivo: LIBRO_HISTORIAL.nombreArchivo,
    error: ERROR_DESCARGA_HISTORIAL,
    vacio: 'No hay cambios registrados para los filtros elegidos.',
  });
