import { aIso } from '@horas/shared';
import { App, Spin } from 'antd';
import { useState } from 'react';
import { AvisoExportando } from '../components/AvisoExportando';
import type { DialogoReporte } from '../utils/erroresReporte';
import { exportarReporte } from '../utils/exportarReporte';
import type { SeleccionReporte } from '../utils/filtroReporte';
import type { ProgresoExportacion } from '../utils/recibirLibro';
import type { FechasReporte } from './useAsistenteReporte';

/** A redraw of the dialog at most this often while rows arrive (and always for the last one). */
const REFRESCO_PROGRESO_MS = 150;

/** Export with the spec's blocking 'Exportando...' dialog, then the outcome dialog if any. */
export function useExportarReporte() {
  const { modal } = App.useApp();
  const [exportando, setExportando] = useState(false);

  const exportar = async (seleccion: SeleccionReporte, { inicio, fin }: FechasReporte) => {
    if (!inicio || !fin || exportando) return;
    setExportando(true);
    const aviso = modal.info({
      title: 'Exportando...',
      content: <AvisoExportando />,
      icon: <Spin size="small" style={{ marginInlineEnd: 12 }} />,
      footer: null,
      closable: false,
      keyboard: false,
      mask: { closable: false },
    });
    let ultimo = 0;
    const mostrar = (progreso: ProgresoExportacion) => {
      const ahora = performance.now();
      if (progreso.recibidas < progreso.total && ahora - ultimo < REFRESCO_PROGRESO_MS) return;
      ultimo = ahora;
      aviso.update({ content: <AvisoExportando progreso={progreso} /> });
    };
    let dialogo: DialogoReporte | null = null;
    try {
      dialogo = await exportarReporte(seleccion, { fechaDesde: aIso(inicio), fechaHasta: aIso(fin) }, mostrar);
    } finally {
      aviso.destroy();
      setExportando(false);
    }
    if (dialogo) modal[dialogo.tipo]({ title: dialogo.titulo, content: dialogo.contenido });
  };

  return { exportar, exportando };
}
