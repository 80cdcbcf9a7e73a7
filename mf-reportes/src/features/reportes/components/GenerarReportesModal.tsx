import { BotonOcupado } from '@horas/shared';
import { Button, Modal } from 'antd';
import { useAsistenteReporte } from '../hooks/useAsistenteReporte';
import { useExportarReporte } from '../hooks/useExportarReporte';
import { PasoFechas } from './PasoFechas';
import { PasoFiltro } from './PasoFiltro';

interface Props {
  open: boolean;
  onCerrar: () => void;
}

/** 'Generar Reportes': filter step, then date step and export (spec §2, §4). */
export function GenerarReportesModal({ open, onCerrar }: Props) {
  const asistente = useAsistenteReporte();
  const { exportar, exportando } = useExportarReporte();
  const { seleccion, fechas } = asistente;

  const cerrar = <Button key="cerrar" onClick={onCerrar}>Cerrar</Button>;
  const footer = seleccion
    ? [
        <Button key="volver" onClick={asistente.volver} disabled={exportando}>Volver</Button>,
        cerrar,
        <BotonOcupado
          key="exportar"
          type="primary"
          disabled={!asistente.fechasCompletas}
          ocupado={exportando}
          onClick={() => exportar(seleccion, fechas)}
        >
          Exportar Reporte
        </BotonOcupado>,
      ]
    : [cerrar];

  return (
    // No corner X: each step's own 'Cerrar' button (spec §2) is the one way out besides Esc.
    <Modal title="Generar Reportes" open={open} onCancel={onCerrar} footer={footer} closable={false}>
      {seleccion ? (
        <PasoFechas seleccion={seleccion} fechas={fechas} onFechas={asistente.cambiarFechas} />
      ) : (
        <PasoFiltro tipo={asistente.tipo} onTipo={asistente.elegirTipo} onEntidad={asistente.elegirEntidad} />
      )}
    </Modal>
  );
}
