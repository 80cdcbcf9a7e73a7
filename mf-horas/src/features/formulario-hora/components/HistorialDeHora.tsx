import { Collapse } from 'antd';
import { claves, getHistorialDeHora, ListaHistorial, useHistorial } from '@horas/shared';

function RegistrosDeHora({ horaId }: { horaId: number }) {
  const historial = useHistorial(claves.historialDeHora(horaId), (cursor) => getHistorialDeHora(horaId, cursor));
  return <ListaHistorial historial={historial} etiqueta="Historial de la hora" />;
}

/** 'Historial' of the entry being edited, asked only when opened: the form opens as fast as without it. */
export function HistorialDeHora({ horaId }: { horaId: number }) {
  return (
    <Collapse
      size="small"
      destroyOnHidden
      style={{ marginTop: 16 }}
      items={[{ key: 'historial', label: 'Historial', children: <RegistrosDeHora horaId={horaId} /> }]}
    />
  );
}
