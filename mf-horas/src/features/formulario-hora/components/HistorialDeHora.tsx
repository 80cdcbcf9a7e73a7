import { Collapse } from 'antd';
import { claves, getHistorialDeHora, ListaHistorial, useHistorial } from '@horas/shared';

interface Props {
  horaId: number;
  /** The entry's day (dd/MM/yyyy), which its records of other changes do not say. */
  fecha: string;
}

function RegistrosDeHora({ horaId, fecha }: Props) {
  const historial = useHistorial(claves.historialDeHora(horaId), (cursor) => getHistorialDeHora(horaId, cursor));
  return <ListaHistorial historial={historial} etiqueta="Historial de la hora" horaActual={{ horaId, fecha }} />;
}

/** 'Historial' of the entry being edited, asked only when opened: the form opens as fast as without it. */
export function HistorialDeHora({ horaId, fecha }: Props) {
  return (
    <Collapse
      size="small"
      destroyOnHidden
      style={{ marginTop: 16 }}
      items={[{ key: 'historial', label: 'Historial', children: <RegistrosDeHora horaId={horaId} fecha={fecha} /> }]}
    />
  );
}
