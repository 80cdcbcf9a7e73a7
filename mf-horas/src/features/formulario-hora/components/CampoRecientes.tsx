import { useId } from 'react';
import { Form } from 'antd';
import { useRecientes, type Reciente } from '@horas/shared';
import { SelectorDeRecientes } from './SelectorDeRecientes';

interface Props {
  onElegir: (reciente: Reciente) => void;
}

/**
 * 'Recientes' as a form's field: the caller's recent client · service · task combinations, one
 * choice away (the hour form fills its fields with it, 'Agregar fila' adds it as a row). Not shown
 * while there are none (or they could not be read: the fields still work).
 */
export function CampoRecientes({ onElegir }: Props) {
  const id = useId();
  const { data: recientes } = useRecientes();
  if (!recientes?.length) return null;
  return (
    <Form.Item label="Recientes" htmlFor={id}>
      {/* Always empty: it is an action, what it chose goes elsewhere. */}
      <SelectorDeRecientes id={id} recientes={recientes} onElegir={onElegir} placeholder="Elija una combinación reciente" />
    </Form.Item>
  );
}
