import { busquedaSinAcentos, nombreConEstado, type AreaCatalogo } from '@horas/shared';
import { Alert, Form, Select } from 'antd';
import { MENSAJES } from '../features/clientes/utils/mensajes';
import type { UseQueryResult } from '@tanstack/react-query';

interface Props {
  name: string;
  label: string;
  placeholder: string;
  /** Shown when nothing is chosen; without it, choosing none is allowed. */
  mensajeObligatorio?: string;
  areas: UseQueryResult<AreaCatalogo[]>;
  /** Areas not offered, e.g. those the client has already. */
  excluir?: number[];
}

/**
 * A multi-select of areas inside the caller's Form, with its load failure shown above. Deactivated
 * areas cannot be chosen anew (the API refuses them); one already chosen stays, marked '(Inactivo)'.
 */
export function CampoAreas({ name, label, placeholder, mensajeObligatorio, areas, excluir = [] }: Props) {
  const opciones = areas.data
    ?.filter((area) => !excluir.includes(area.id))
    .map((area) => ({ value: area.id, label: nombreConEstado(area.nombre, area.activo), disabled: !area.activo }));
  const reglas = mensajeObligatorio ? [{ required: true, type: 'array' as const, min: 1, message: mensajeObligatorio }] : [];
  return (
    <>
      {areas.isError && <Alert type="error" showIcon title={MENSAJES.errorCargarAreas} style={{ marginBottom: 16 }} />}
      <Form.Item name={name} label={label} rules={reglas}>
        <Select mode="multiple" showSearch={busquedaSinAcentos} loading={areas.isFetching} placeholder={placeholder} options={opciones} />
      </Form.Item>
    </>
  );
}
