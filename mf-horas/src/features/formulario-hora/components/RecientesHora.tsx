import { useId } from 'react';
import { Form, type FormInstance } from 'antd';
import { useRecientes, type Reciente } from '@horas/shared';
import { valoresDeReciente } from '../utils/recientes';
import type { ValoresHora } from '../utils/reglasHora';
import { SelectorDeRecientes } from './SelectorDeRecientes';

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

  const elegir = (reciente: Reciente) => {
    const valores = valoresDeReciente(reciente);
    form.setFields((Object.keys(valores) as (keyof ValoresHora)[]).map((name) => ({ name, value: valores[name], errors: [] })));
    form.focusField('horas');
  };

  return (
    <Form.Item label="Recientes" htmlFor={id}>
      {/* Always empty: it is an action, the fields below hold what it chose. */}
      <SelectorDeRecientes id={id} recientes={recientes} onElegir={elegir} placeholder="Elija una combinación reciente" />
    </Form.Item>
  );
}
