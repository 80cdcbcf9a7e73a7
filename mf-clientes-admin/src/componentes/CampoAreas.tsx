import { busquedaSinAcentos, type Area } from '@horas/shared';
import { Alert, Form, Select } from 'antd';
import type { Carga } from '../../hooks/useCarga';
import { MENSAJES } from '../../utils/mensajes';

interface Props {
  name: string;
  label: string;
  placeholder: string;
  /** Shown when nothing is chosen. */
  mensajeObligatorio: string;
  areas: Carga<Area[]>;
  /** Areas not offered, e.g. those the client has already. */
  excluir?: number[];
}

/** A required multi-select of areas inside the caller's Form, with its load failure shown above. */
export function CampoAreas({ name, label, placeholder, mensajeObligatorio, areas, excluir = [] }: Props) {
  const opciones = areas.datos
    ?.filter((area) => !excluir.includes(area.id))
    .map((area) => ({ value: area.id, label: area.nombre }));
  return (
    <>
      {areas.fallo && <Alert type="error" showIcon title={MENSAJES.errorCargarAreas} style={{ marginBottom: 16 }} />}
      <Form.Item name={name} label={label} rules={[{ required: true, type: 'array', min: 1, message: mensajeObligatorio }]}>
        <Select mode="multiple" showSearch={busquedaSinAcentos} loading={areas.cargando} placeholder={placeholder} options={opciones} />
      </Form.Item>
    </>
  );
}
