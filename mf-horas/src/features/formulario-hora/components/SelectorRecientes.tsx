import { useId } from 'react';
import { Flex, Form, Select, Typography } from 'antd';
import { busquedaSinAcentos, useRecientes, type Reciente } from '@horas/shared';
import { textoDeReciente } from '../utils/recientes';

interface Props {
  onElegir: (reciente: Reciente) => void;
}

/**
 * 'Recientes': the caller's recent client · service · task combinations, one choice away (the hour
 * form fills its fields with it, 'Agregar fila' adds it as a row). Not shown while there are none
 * (or they could not be read: the fields still work).
 */
export function SelectorRecientes({ onElegir }: Props) {
  const id = useId();
  const { data: recientes } = useRecientes();
  if (!recientes?.length) return null;

  return (
    <Form.Item label="Recientes" htmlFor={id}>
      {/* Always empty: it is an action, what it chose goes elsewhere. */}
      <Select<number | null, { value: number; label: string; descripcion: string }>
        id={id}
        value={null}
        showSearch={busquedaSinAcentos}
        placeholder="Elija una combinación reciente"
        options={recientes.map((reciente, indice) => ({ value: indice, label: textoDeReciente(reciente), descripcion: reciente.descripcion }))}
        optionRender={(opcion) => (
          <Flex vertical>
            <span>{opcion.label}</span>
            <Typography.Text type="secondary" ellipsis>{opcion.data.descripcion}</Typography.Text>
          </Flex>
        )}
        onSelect={(indice) => { if (indice !== null) onElegir(recientes[indice]); }}
      />
    </Form.Item>
  );
}
