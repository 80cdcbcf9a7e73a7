import { useId } from 'react';
import { Flex, Form, Select, Typography, type FormInstance } from 'antd';
import { busquedaSinAcentos, useRecientes } from '@horas/shared';
import { textoDeReciente, valoresDeReciente } from '../utils/recientes';
import type { ValoresHora } from '../utils/reglasHora';

interface Props {
  form: FormInstance<ValoresHora>;
}

/**
 * 'Recientes': one choice fills client, service, task and description. Through `setFields`, which
 * (unlike a person's choice) does not run the form's `limpiarDependientes`, so the service and task
 * survive the new client; earlier messages of those fields go, and the focus moves on to 'Horas'.
 * Not shown while there are none (or they could not be read: the fields still work).
 */
export function RecientesHora({ form }: Props) {
  const id = useId();
  const { data: recientes } = useRecientes();
  if (!recientes?.length) return null;

  const elegir = (indice: number) => {
    const valores = valoresDeReciente(recientes[indice]);
    form.setFields((Object.keys(valores) as (keyof ValoresHora)[]).map((name) => ({ name, value: valores[name], errors: [] })));
    form.focusField('horas');
  };

  return (
    <Form.Item label="Recientes" htmlFor={id}>
      {/* Always empty: it is an action, the fields below hold what it chose. */}
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
        onSelect={(indice) => { if (indice !== null) elegir(indice); }}
      />
    </Form.Item>
  );
}
