import type { AreaCatalogo } from '@horas/shared';
import { Form, Select, type FormInstance } from 'antd';

interface Props {
  form: FormInstance;
  /** The catalogue's areas, for their names. */
  areas: AreaCatalogo[] | undefined;
}

/**
 * 'Responsable de': which of the areas chosen for the user they lead (they approve its people's
 * months). Only those areas are offered; ModalUsuario drops one as soon as it leaves 'Áreas'.
 */
export function CampoResponsableDe({ form, areas }: Props) {
  const elegidas = Form.useWatch<number[] | undefined>('areaIds', form) ?? [];
  const opciones = elegidas.map((id) => ({ value: id, label: areas?.find((area) => area.id === id)?.nombre ?? String(id) }));
  return (
    <Form.Item name="areasResponsable" label="Responsable de" extra="Aprueba los meses de las personas de estas áreas.">
      <Select
        mode="multiple"
        disabled={elegidas.length === 0}
        placeholder={elegidas.length ? 'Seleccione las áreas que dirige' : 'Elija primero las áreas del usuario'}
        options={opciones}
      />
    </Form.Item>
  );
}
