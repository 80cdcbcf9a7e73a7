import { aIso } from '@horas/shared';
import { App, Spin } from 'antd';
import { useState } from 'react';
import type { DialogoReporte } from '../utils/erroresReporte';
import { exportarReporte } from '../utils/exportarReporte';
import type { SeleccionReporte } from '../utils/filtroReporte';
import type { FechasReporte } from './useAsistenteReporte';

/** Export with the spec's blocking 'Exportando...' dialog, then the outcome dialog if any. */
export function useExportarReporte() {
  const { modal } = App.useApp();
  const [exportando, setExportando] = useState(false);

  const exportar = async (seleccion: SeleccionReporte, { inicio, fin }: FechasReporte) => {
    if (!inicio || !fin || exportando) return;
    setExportando(true);
    const aviso = modal.info({
      title: 'Exportando...',
      content: 'Por favor espera mientras se preparan los datos.',
      icon: <Spin size="small" style={{ marginInlineEnd: 12 }} />,
      footer: null,
      closable: false,
      keyboard: false,
      mask: { closable: false },
    });
    let dialogo: DialogoReporte | null = null;
    try {
      dialogo = await exportarReporte(seleccion, { fechaDesde: aIso(inicio), fechaHasta: aIso(fin) });
    } finally {
      aviso.destroy();
      setExportando(false);
    }
    if (dialogo) modal[dialogo.tipo]({ title: dialogo.titulo, content: dialogo.contenido });
  };

  return { exportar, exportando };
}
