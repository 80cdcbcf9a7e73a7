import { descargarLibro, type HojaDeCalculo } from '@horas/shared';
import { App } from 'antd';
import { useState } from 'react';

/** Downloads a sheet with the spec §5 messages for "nothing to export" and failure. */
export function useDescarga(mensajeSinDatos: string) {
  const { message } = App.useApp();
  const [descargando, setDescargando] = useState(false);

  const descargar = async (hoja: HojaDeCalculo) => {
    if (hoja.filas.length === 0) {
      message.warning(mensajeSinDatos);
      return;
    }
    setDescargando(true);
    try {
      await descargarLibro(hoja);
    } catch {
      message.error('Error al exportar el archivo');
    } finally {
      setDescargando(false);
    }
  };

  return { descargar, descargando };
}
