import { Form, Input } from 'antd';
import { MAX_MOTIVO_AUSENCIA, ModalFormulario, nombreCompleto, rechazarAusenciaBodySchema, reglaDe, type Ausencia } from '@horas/shared';
import { useRechazar } from '../../hooks/acciones';
import { fechasDe } from '../../utils/ausencias';

interface Props {
  ausencia: Ausencia | null;
  onCerrar: () => void;
}

/** 'Rechazar': the motivo (required, 1 to 500 characters) goes to its owner. */
export function DialogoRechazo({ ausencia, onCerrar }: Props) {
  const [form] = Form.useForm<{ motivo: string }>();
  const rechazar = useRechazar();
  const enviar = async ({ motivo }: { motivo: string }) => {
    if (!ausencia) return;
    await rechazar.mutateAsync({ id: ausencia.id, motivo });
    onCerrar();
  };
  return (
    <ModalFormulario
      titulo={ausencia ? `Rechazar la ausencia de ${nombreCompleto(ausencia.usuario)} (${fechasDe(ausencia)})` : 'Rechazar'}
      abierto={ausencia !== null}
      onCerrar={onCerrar}
      textoAceptar="Rechazar"
      form={form}
      alEnviar={enviar}
      errorGenerico="No se pudo rechazar la ausencia."
    >
      <Form.Item name="motivo" label="Motivo" rules={[reglaDe(rechazarAusenciaBodySchema.shape.motivo)]}>
        <Input.TextArea rows={4} showCount maxLength={MAX_MOTIVO_AUSENCIA} />
      </Form.Item>
    </ModalFormulario>
  );
}
