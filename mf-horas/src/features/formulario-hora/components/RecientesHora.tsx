import type { FormInstance } from 'antd';
import type { Reciente } from '@horas/shared';
import { valoresDeReciente } from '../utils/recientes';
import type { ValoresHora } from '../utils/reglasHora';
import { CampoRecientes } from './CampoRecientes';

interface Props {
  form: FormInstance<ValoresHora>;
}

/**
 * The hour form's 'Recientes': one choice fills client, service, task and description. Through
 * `setFields`, which (unlike a person's choice) does not run the form's `limpiarDependientes`, so the
 * service and task survive the new client; earlier messages of those fields go, and the focus moves
 * on to 'Horas'.
 */
export function RecientesHora({ form }: Props) {
  const elegir = (reciente: Reciente) => {
    const valores = valoresDeReciente(reciente);
    form.setFields((Object.keys(valores) as (keyof ValoresHora)[]).map((name) => ({ name, value: valores[name], errors: [] })));
    form.focusField('horas');
  };
  return <CampoRecientes onElegir={elegir} />;
}
