import { actualizarCliente, Titulo, type Cliente } from '@horas/shared';
import { Button, Flex, Form, Spin, Tag, Typography } from 'antd';
import { useAreas } from '../../../../hooks/useAreas';
import { useCambioCliente } from '../../hooks/useCambioCliente';
import { cuerpoActualizacion } from '../../utils/datosCliente';
import { MENSAJES } from '../../utils/mensajes';
import { CampoAreas } from '../../../../componentes/CampoAreas';

interface Props {
  cliente: Cliente;
}

/** Edit step 2, areas: shows the client's areas and adds new ones (none is removed). */
export function AgregarAreas({ cliente }: Props) {
  const areas = useAreas();
  const [form] = Form.useForm<{ areaIds: number[] }>();
  const { procesando, ejecutar } = useCambioCliente();
  const asignadas = cliente.areas.map((area) => area.id);

  const agregar = async ({ areaIds }: { areaIds: number[] }) => {
    const agregadas = await ejecutar(
      () => actualizarCliente(cliente.id, cuerpoActualizacion(cliente, { areaIds: [...asignadas, ...areaIds] })),
      { exito: MENSAJES.areasAgregadas, error: MENSAJES.errorAgregarAreas },
    );
    if (agregadas) form.resetFields();
  };

  return (
    <Spin spinning={procesando}>
      <Flex vertical gap="middle">
        <div>
          <Titulo nivel={3} aspecto={5}>Áreas asignadas</Titulo>
          {cliente.areas.length === 0 ? (
            <Typography.Text type="secondary">{MENSAJES.sinAreas}</Typography.Text>
          ) : (
            cliente.areas.map((area) => <Tag key={area.id}>{area.nombre}</Tag>)
          )}
        </div>
        <Form form={form} layout="vertical" onFinish={agregar}>
          <CampoAreas
            name="areaIds"
            label="Áreas a agregar"
            placeholder="Seleccione las áreas a agregar"
            mensajeObligatorio={MENSAJES.areaParaAgregar}
            areas={areas}
            excluir={asignadas}
          />
          <Button type="primary" htmlType="submit">
            Agregar Áreas
          </Button>
        </Form>
      </Flex>
    </Spin>
  );
}
