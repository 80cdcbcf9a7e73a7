import { Col, Form, Input, Row } from 'antd';
import { MENSAJES } from '../../utils/mensajes';

const sinEspacios = (valor?: string) => valor?.trim();

/**
 * The client's basic data, rendered inside the caller's Form (create step 1, edit). Two columns from
 * a tablet's width up, so the create step fits a laptop screen with its button.
 */
export function CamposDatosCliente() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: MENSAJES.nombreObligatorio }]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="correo" label="Correo" normalize={sinEspacios} rules={[{ type: 'email', message: MENSAJES.correoInvalido }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="numeroContacto" label="Número de contacto">
          <Input type="tel" maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="direccion" label="Dirección">
          <Input maxLength={250} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="descripcion" label="Descripción">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
