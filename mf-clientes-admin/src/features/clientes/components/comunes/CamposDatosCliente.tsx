import { crearClienteBodySchema, MAX_CARACTERES, reglaDe } from '@horas/shared';
import { Col, Form, Input, Row } from 'antd';
import { MENSAJES } from '../../utils/mensajes';

const sinEspacios = (valor?: string) => valor?.trim();
const campo = crearClienteBodySchema.shape;
/** The API's rule of an optional field (its length, no control characters). */
const opcional = (esquema: (typeof campo)['direccion']) => [reglaDe(esquema, { opcional: true })];

/**
 * The client's basic data, rendered inside the caller's Form (create step 1, edit). Two columns from
 * a tablet's width up, so the create step fits a laptop screen with its button.
 */
export function CamposDatosCliente() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="nombre" label="Nombre" rules={[reglaDe(campo.nombre)]}>
          <Input maxLength={MAX_CARACTERES.nombre} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="correo" label="Correo" normalize={sinEspacios} rules={[{ type: 'email', message: MENSAJES.correoInvalido }]}>
          <Input type="email" maxLength={MAX_CARACTERES.email} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="numeroContacto" label="Número de contacto" rules={opcional(campo.numeroContacto)}>
          <Input type="tel" maxLength={MAX_CARACTERES.numeroContacto} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="direccion" label="Dirección" rules={opcional(campo.direccion)}>
          <Input maxLength={MAX_CARACTERES.direccion} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="descripcion" label="Descripción" rules={opcional(campo.descripcion)}>
          <Input.TextArea rows={2} maxLength={MAX_CARACTERES.descripcion} />
        </Form.Item>
      </Col>
    </Row>
  );
}
