import { actualizarCliente, type Cliente } from '@horas/shared';
import { Button, Form, Spin, Switch } from 'antd';
import { useCambioCliente } from '../../hooks/useCambioCliente';
import { cuerpoActualizacion, limpiarDatos, type DatosClienteForm } from '../../utils/datosCliente';
import { MENSAJES } from '../../utils/mensajes';
import { CamposDatosCliente } from '../comunes/CamposDatosCliente';

interface DatosEdicion extends DatosClienteForm {
  estado: boolean;
}

interface Props {
  cliente: Cliente;
}

/** Edit step 2, basic data and estado; areas and services travel unchanged. */
export function FormDatosCliente({ cliente }: Props) {
  const { procesando, ejecutar } = useCambioCliente();
  const guardar = (datos: DatosEdicion) =>
    ejecutar(() => actualizarCliente(cliente.id, cuerpoActualizacion(cliente, { ...limpiarDatos(datos), estado: datos.estado })), {
      exito: MENSAJES.datosActualizados,
      error: MENSAJES.errorActualizar,
    });

  return (
    <Spin spinning={procesando}>
      <Form<DatosEdicion> layout="vertical" initialValues={cliente} onFinish={guardar}>
        <CamposDatosCliente />
        <Form.Item name="estado" label="Estado" valuePropName="checked">
          <Switch checkedChildren="Activo" unCheckedChildren="Inactivo" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Guardar Cambios
        </Button>
      </Form>
    </Spin>
  );
}
