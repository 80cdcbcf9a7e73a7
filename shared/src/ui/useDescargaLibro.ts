import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { mensajeDeError } from '../api/http';
import { descargarArchivo } from '../xlsx/descargarArchivo';

interface DescargaLibro<Q> {
  /** The API's workbook for `consulta`, null when it has no rows (`getLibro`). */
  pedir: (consulta: Q) => Promise<Blob | null>;
  nombreArchivo: string;
  /** Said when the API gave no message of its own. */
  error: string;
  /** Said instead of saving an empty file. */
  vacio: string;
}

/** A 'Descargar Excel' button's work: the workbook saved under its name, or why there is none. */
export function useDescargaLibro<Q>({ pedir, nombreArchivo, error, vacio }: DescargaLibro<Q>) {
  const { message } = App.useApp();
  const descarga = useMutation({
    mutationFn: pedir,
    onSuccess: (archivo) => (archivo ? descargarArchivo(archivo, nombreArchivo) : void message.info(vacio)),
    onError: (e) => void message.error(mensajeDeError(e) ?? error),
  });
  return { descargando: descarga.isPending, descargar: (consulta: Q) => descarga.mutate(consulta) };
}
