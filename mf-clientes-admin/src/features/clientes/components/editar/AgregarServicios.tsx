import { agregarServiciosCliente, getServiciosPorAreaDeCliente, type Cliente } from '@horas/shared';
import { Alert, Button, Flex, Form, Spin, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useCambioCliente } from '../../hooks/useCambioCliente';
import { useCarga } from '../../../../hooks/useCarga';
import { MENSAJES } from '../../utils/mensajes';
import { serviciosSinAsignar } from '../../utils/servicios';
import { ServiciosPorArea } from '../comunes/ServiciosPorArea';
import { TablaAreasCliente } from '../comunes/TablaAreasCliente';

interface Props {
  cliente: Cliente;
  alCambiar: () => Promise<unknown>;
}

/** Edit step 2, services: what the client has, and the services of its areas it does not have yet. */
export function AgregarServicios({ cliente, alCambiar }: Props) {
  // Depends on the whole client: after an area is added its services must show up here.
  const cargar = useCallback(() => getServiciosPorAreaDeCliente(cliente.id), [cliente]);
  const grupos = useCarga(cargar);
  const pendientes = useMemo(() => serviciosSinAsignar(grupos.datos ?? [], cliente.servicios), [grupos.datos, cliente.servicios]);
  const [form] = Form.useForm<{ servicioIds: number[] }>();
  const { procesando, ejecutar } = useCambioCliente(alCambiar);

  const agregar = async ({ servicioIds }: { servicioIds: number[] }) => {
    const agregados = await ejecutar(() => agregarServiciosCliente(cliente.id, servicioIds), {
      exito: MENSAJES.serviciosAsignados,
      error: MENSAJES.errorAgregarServicios,
    });
    if (agregados) form.resetFields();
  };

  const seleccion = () => {
    if (grupos.fallo) return <Alert type="error" showIcon title={MENSAJES.errorCargarServicios} />;
    if (cliente.areas.length === 0 || grupos.cargando) return null;
    if (pendientes.length === 0) return <Alert type="info" showIcon title={MENSAJES.todosLosServiciosAsignados} />;
    return (
      <Form form={form} layout="vertical" onFinish={agregar}>
        <Typography.Title level={5}>Servicios a agregar</Typography.Title>
        <Form.Item name="servicioIds" rules={[{ required: true, type: 'array', min: 1, message: MENSAJES.servicioParaAgregar }]}>
          <ServiciosPorArea grupos={pendientes} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Agregar Servicios
        </Button>
      </Form>
    );
  };

  return (
    <Spin spinning={procesando || grupos.cargando}>
      <Flex vertical gap="middle">
        <TablaAreasCliente cliente={cliente} />
        {seleccion()}
      </Flex>
    </Spin>
  );
}
