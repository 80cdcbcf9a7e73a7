import { MAX_CARACTERES } from '@horas/shared';
import { App, Form, Input, Typography } from 'antd';
import { ModalFormulario } from '@horas/shared';
import { NIVELES, type ElementoCatalogo, type Nivel } from '../utils/niveles';

/** What the modal is open for: a new item (under its parent, if it has one) or a new name. */
export type Edicion =
  | { modo: 'crear'; nivel: Nivel; padre?: { id: number; nombre: string; nivel: Nivel } }
  | { modo: 'renombrar'; nivel: Nivel; elemento: ElementoCatalogo };

interface Props {
  edicion: Edicion | null;
  onCerrar: () => void;
  /** Reloads the catalogue after a save. */
  alGuardar: () => Promise<void>;
}

/** 'Crear Área', 'Renombrar Servicio'…: one name field, checked with the API's own rule before sending. */
export function ModalNombre({ edicion, onCerrar, alGuardar }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ nombre: string }>();
  const nivel = edicion ? NIVELES[edicion.nivel] : null;

  const enviar = async ({ nombre }: { nombre: string }) => {
    if (!edicion || !nivel) return;
    if (edicion.modo === 'crear') await nivel.crear(nombre.trim(), edicion.padre?.id ?? null);
    else await nivel.actualizar(edicion.elemento.id, { nombre: nombre.trim() });
    await alGuardar();
    onCerrar();
    void message.success(edicion.modo === 'crear' ? nivel.creado : nivel.renombrado);
  };

  return (
    <ModalFormulario
      titulo={edicion && nivel ? `${edicion.modo === 'crear' ? 'Crear' : 'Renombrar'} ${nivel.etiqueta}` : ''}
      abierto={edicion !== null}
      onCerrar={onCerrar}
      textoAceptar={edicion?.modo === 'crear' ? 'Crear' : 'Guardar'}
      form={form}
      valoresIniciales={edicion?.modo === 'renombrar' ? { nombre: edicion.elemento.nombre } : undefined}
      alEnviar={enviar}
      errorGenerico={nivel?.errorGuardar ?? ''}
    >
      {edicion?.modo === 'crear' && edicion.padre && (
        <Typography.Paragraph>{`${NIVELES[edicion.padre.nivel].etiqueta}: ${edicion.padre.nombre}`}</Typography.Paragraph>
      )}
      <Form.Item
        name="nombre"
        label="Nombre"
        rules={nivel ? [nivel.reglaNombre] : []}
      >
        <Input maxLength={MAX_CARACTERES.nombre} />
      </Form.Item>
    </ModalFormulario>
  );
}
