import { Checkbox, Form, Input } from 'antd';
import { crearTipoAusenciaBodySchema, MAX_CARACTERES, ModalFormulario, reglaDe, type CrearTipoAusenciaBody, type TipoAusencia } from '@horas/shared';
import { useGuardarTipo } from '../../hooks/configuracion';

interface Props {
  /** `'nuevo'`, the type being edited, or null: closed. */
  tipo: TipoAusencia | 'nuevo' | null;
  onCerrar: () => void;
}

const NUEVO: CrearTipoAusenciaBody = { nombre: '', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false };

/** 'Nuevo tipo' and 'Editar': the name and what the type does. */
export function DialogoTipo({ tipo, onCerrar }: Props) {
  const [form] = Form.useForm<CrearTipoAusenciaBody>();
  const guardar = useGuardarTipo();
  const editando = tipo !== null && tipo !== 'nuevo' ? tipo : null;
  const enviar = async (cuerpo: CrearTipoAusenciaBody) => {
    await guardar.mutateAsync(editando ? { id: editando.id, cuerpo } : { cuerpo });
    onCerrar();
  };
  return (
    <ModalFormulario
      titulo={editando ? `Editar ${editando.nombre}` : 'Nuevo tipo de ausencia'}
      abierto={tipo !== null}
      onCerrar={onCerrar}
      textoAceptar="Guardar"
      form={form}
      valoresIniciales={editando ?? NUEVO}
      alEnviar={enviar}
      errorGenerico="No se pudo guardar el tipo de ausencia."
    >
      <Form.Item name="nombre" label="Nombre" rules={[reglaDe(crearTipoAusenciaBodySchema.shape.nombre)]}>
        <Input maxLength={MAX_CARACTERES.nombre} />
      </Form.Item>
      <Form.Item name="requiereAprobacion" valuePropName="checked"><Checkbox>Requiere aprobación</Checkbox></Form.Item>
      <Form.Item name="descuentaSaldo" valuePropName="checked"><Checkbox>Descuenta del saldo de vacaciones</Checkbox></Form.Item>
      <Form.Item name="permiteMedioDia" valuePropName="checked"><Checkbox>Permite medio día</Checkbox></Form.Item>
    </ModalFormulario>
  );
}
