import { TituloDePantalla } from '@horas/shared';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { GenerarReportesModal } from './GenerarReportesModal';

/** /Reportes: the modal is open on arrival; 'Crear reporte' reopens it from scratch. */
export function PaginaReportes() {
  const [abierto, setAbierto] = useState(true);
  // A new key on each opening gives a fresh modal: no filter, no dates.
  const [apertura, setApertura] = useState(0);

  const abrir = () => {
    setApertura((n) => n + 1);
    setAbierto(true);
  };

  return (
    <Card>
      {/* The spec's name of this screen is its modal's: 'Generar Reportes'. */}
      <TituloDePantalla>Generar Reportes</TituloDePantalla>
      <Button type="primary" onClick={abrir}>Crear reporte</Button>
      <GenerarReportesModal key={apertura} open={abierto} onCerrar={() => setAbierto(false)} />
    </Card>
  );
}
