import { descargarArchivo, getHistorialXlsx, LIBRO_HISTORIAL, mensajeDeError, type HistorialQuery } from '@horas/shared';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';

export const ERROR_DESCARGA_HISTORIAL = 'No se pudo descargar el historial';

/** 'Descargar Excel': historial.xlsx with the panel's filters, written by the API. */
export function useDescargaHistorial() {
  const { message } = App.useApp();
  const descarga = useMutation({
    mutationFn: getHistorialXlsx,
    onSuccess: (archivo) => descargarArchivo(archivo, LIBRO_HISTORIAL.nombreArchivo),
    onError: (error) => void message.error(mensajeDeError(error) ?? ERROR_DESCARGA_HISTORIAL),
  });
  return { descargando: descarga.isPending, descargar: (consulta: Partial<HistorialQuery>) => descarga.mutate(consulta) };
}
