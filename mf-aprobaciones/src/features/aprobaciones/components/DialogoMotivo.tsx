import { MAX_COMENTARIO_CIERRE, ModalFormulario, nombreCompleto, nombreMes, reabrirCierreBodySchema, rechazarCierreBodySchema, reglaDe, type CierreFila } from '@horas/shared';
import { Form, Input } from 'antd';
import type { Decision } from '../hooks/useDecisiones';

/** A decision that needs words: a rejection its comment, a reopening its reason. */
export interface ConMotivo {
  accion: 'rechazar' | 'reabrir';
  fila: CierreFila;
}

interface Props {
  abierto: ConMotivo | null;
  onCerrar: () => void;
  decidir: (decision: Decision) => Promise<unknown>;
}

const TEXTOS = {
  rechazar: { verbo: 'Rechazar', campo: 'Comentario', regla: reglaDe(rechazarCierreBodySchema.shape.comentario), error: 'No se pudo rechazar el mes.' },
  reabrir: { verbo: 'Reabrir', campo: 'Motivo', regla: reglaDe(reabrirCierreBodySchema.shape.motivo), error: 'No se pudo reabrir el mes.' },
} as const;

/** 'Rechazar' (a comment, 1 to 500 characters, for its owner) or 'Reabrir' (the reason, administrators). */
export function DialogoMotivo({ abierto, onCerrar, decidir }: Props) {
  const [form] = Form.useForm<{ texto: string }>();
  const textos = TEXTOS[abierto?.accion ?? 'rechazar'];
  const enviar = async ({ texto }: { texto: string }) => {
    if (!abierto) return;
    const { accion, fila } = abierto;
    await decidir(accion === 'rechazar' ? { accion, fila, comentario: texto } : { accion, fila, motivo: texto });
    onCerrar();
  };
  return (
    <ModalFormulario
      titulo={abierto ? `${textos.verbo} ${nombreMes(abierto.fila.mes)} de ${nombreCompleto(abierto.fila)}` : textos.verbo}
      abierto={abierto !== null}
      onCerrar={onCerrar}
      textoAceptar={textos.verbo}
      form={form}
      alEnviar={enviar}
      errorGenerico={textos.error}
    >
      <Form.Item name="texto" label={textos.campo} rules={[textos.regla]}>
        <Input.TextArea rows={4} showCount maxLength={MAX_COMENTARIO_CIERRE} />
      </Form.Item>
    </ModalFormulario>
  );
}
