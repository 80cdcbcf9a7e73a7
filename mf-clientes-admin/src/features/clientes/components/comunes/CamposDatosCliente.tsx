import { Form, Input } from 'antd';
import { MENSAJES } from '../../utils/mensajes';

const sinEspacios = (valor?: string) => valor?.trim();

/** The client's basic data, rendered inside the caller's Form (create step 1, edit). */
export function CamposDatosCliente() {
  return (
    <>
      <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: MENSAJES.nombreObligatorio }]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item name="correo" label="Correo" normalize={sinEspacios} rules={[{ type: 'email', message: MENSAJES.correoInvalido }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="numeroContacto" label="Número de contacto">
        <Input type="tel" maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item name="direccion" label="Dirección">
        <Input maxLength={250} autoComplete="off" />
      </Form.Item>
    </>
  );
}
