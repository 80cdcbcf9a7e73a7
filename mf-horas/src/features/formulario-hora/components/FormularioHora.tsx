import { Flex, Form, Input, InputNumber } from 'antd';
import { BotonOcupado, leerHorasEscritas, type Cliente, type Hora, type Tarea } from '@horas/shared';
import { useGuardarHora } from '../hooks/useGuardarHora';
import type { SesionHoras } from '../utils/payloadHora';
import { errorHoras, limpiarDependientes, REGLAS_DESCRIPCION, validarCon, type ValoresHora } from '../utils/reglasHora';
import { CamposCatalogo } from './CamposCatalogo';
import { RecientesHora } from './RecientesHora';

export interface FormularioHoraProps {
  fechaCarga: string;
  /** The entry being edited; absent for a new one. */
  hora?: Hora;
  sesion: SesionHoras;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onGuardado: (hora: Hora) => void;
  /** Another write than an entry's save (the timer's stop): its values to start from and its button. */
  envio?: EnvioDelFormulario;
}

export interface EnvioDelFormulario {
  iniciales: ValoresHora;
  texto: string;
  ocupado: boolean;
  enviar: (valores: ValoresHora) => void;
}

const valoresIniciales = (hora?: Hora): ValoresHora =>
  hora
    ? { clienteId: hora.clienteId, servicioId: hora.servicioId, tareaId: hora.tareaId, horas: hora.horas, descripcion: hora.descripcion }
    : {};

export function FormularioHora({ fechaCarga, hora, sesion, clientes, tareasDefault, onGuardado, envio }: FormularioHoraProps) {
  const [form] = Form.useForm<ValoresHora>();
  const { guardando, guardar } = useGuardarHora(sesion, fechaCarga, hora, onGuardado);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={envio?.iniciales ?? valoresIniciales(hora)}
      onValuesChange={limpiarDependientes(form)}
      onFinish={envio?.enviar ?? guardar}
    >
      {!hora && <RecientesHora form={form} />}
      <CamposCatalogo form={form} clientes={clientes} tareasDefault={tareasDefault} clienteActual={hora?.cliente} />
      <Form.Item
        name="horas"
        label="Horas"
        required
        rules={[{ validator: (_, horas: number | null) => validarCon(errorHoras(horas)) }]}
      >
        {/* min 0, not 0.01: a typed 0 must reach the rule and its §5 message instead of being
            silently clamped to 0.01 on blur; the rule enforces the 0.01 minimum. */}
        <InputNumber<number | string> min={0} step={0.01} precision={2} parser={leerHorasEscritas} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción" rules={REGLAS_DESCRIPCION}>
        <Input />
      </Form.Item>
      {/* Closing is the modal's own 'Cerrar' (X) button and Escape. */}
      <Flex justify="end">
        <BotonOcupado type="primary" htmlType="submit" ocupado={envio?.ocupado ?? guardando}>
          {envio?.texto ?? (hora ? 'Actualizar horas' : 'Cargar horas')}
        </BotonOcupado>
      </Flex>
    </Form>
  );
}
