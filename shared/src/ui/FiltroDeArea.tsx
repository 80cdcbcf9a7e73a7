import { Form, Select } from 'antd';
import { busquedaSinAcentos } from '../domain/busqueda';
import { nombreConEstado } from '../domain/estado';

interface Props {
  /** The areas offered; a deactivated one marked '(Inactivo)'. */
  areas: { id: number; nombre: string; activo?: boolean }[] | undefined;
  cargando?: boolean;
}

/** A list's 'Área' filter inside the caller's Form (field `areaId`), empty for 'Todas las áreas'. */
export function FiltroDeArea({ areas, cargando = false }: Props) {
  return (
    <Form.Item name="areaId" label="Área">
      <Select
        allowClear
        showSearch={busquedaSinAcentos}
        placeholder="Todas las áreas"
        loading={cargando}
        options={areas?.map((area) => ({ value: area.id, label: nombreConEstado(area.nombre, area.activo ?? true) }))}
        style={{ width: 220 }}
      />
    </Form.Item>
  );
}
