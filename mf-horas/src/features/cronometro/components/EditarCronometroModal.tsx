import { Form, Input } from 'antd';
import { ModalFormulario, type Cliente, type Cronometro, type CronometroBody, type Tarea } from '@horas/shared';
import { CamposCatalogo } from '../../formulario-hora/components/CamposCatalogo';
import { limpiarDependientes, REGLAS_DESCRIPCION, type ValoresHora } from '../../formulario-hora/utils/reglasHora';
import { ERROR_CRONOMETRO } from '../hooks/useAccionesCronometro';
import { cuerpoCronometro, valoresDelCronometro } from '../utils/valoresDelCronometro';

interface Props {
  cronometro: Cronometro;
  abierto: boolean;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  cambiar: (body: CronometroBody) => Promise<void>;
  onCerrar: () => void;
}

// While it runs the description may still be missing: the form's rules but 'Ingrese una descripción.'.
const REGLAS_DESCRIPCION_OPCIONAL = REGLAS_DESCRIPCION.slice(1);

/** What the running timer is for, with the hour form's pickers; each field may stay empty until the stop. */
export function EditarCronometroModal({ cronometro, abierto, clientes, tareasDefault, cambiar, onCerrar }: Props) {
  const [form] = Form.useForm<ValoresHora>();
  return (
    <ModalFormulario
      titulo="Editar cronómetro"
      abierto={abierto}
      onCerrar={onCerrar}
      textoAceptar="Guardar"
      form={form}
      valoresIniciales={valoresDelCronometro(cronometro)}
      alCambiar={limpiarDependientes(form)}
      alEnviar={async (valores) => {
        await cambiar(cuerpoCronometro(valores));
        onCerrar();
      }}
      errorGenerico={ERROR_CRONOMETRO}
    >
      <CamposCatalogo form={form} clientes={clientes} tareasDefault={tareasDefault} tareaOpcional />
      <Form.Item name="descripcion" label="Descripción" rules={REGLAS_DESCRIPCION_OPCIONAL}>
        <Input />
      </Form.Item>
    </ModalFormulario>
  );
}
