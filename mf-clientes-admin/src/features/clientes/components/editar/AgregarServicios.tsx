import { agregarServiciosCliente, claves, getServiciosPorAreaDeCliente, Titulo, type Cliente } from '@horas/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Spin } from 'antd';
import { useMemo } from 'react';
import { useCambioCliente } from '../../hooks/useCambioCliente';
import { MENSAJES } from '../../utils/mensajes';
import { serviciosSinAsignar } from '../../utils/servicios';
import { ServiciosPorArea } from '../comunes/ServiciosPorArea';
import { TablaAreasCliente } from '../comunes/TablaAreasCliente';

interface Props {
  cliente: Cliente;
}

/** Edit step 2, services: what the client has, and the services of its areas it does not have yet. */
export function AgregarServicios({ cliente }: Props) {
  // Under `catalogo`: after an area is added its services show up here.
  const grupos = useQuery({ queryKey: claves.serviciosPorAreaDeCliente(cliente.id), queryFn: () => getServiciosPorAreaDeCliente(cliente.id) });
  const pendientes = useMemo(() => serviciosSinAsignar(grupos.data ?? [], cliente.servicios), [grupos.data, cliente.servicios]);
  const [form] = Form.useForm<{ servicioIds: number[] }>();
  const { procesando, ejecutar } = useCambioCliente();

  const agregar = async ({ servicioIds }: { servicioIds: number[] }) => {
    const agregados = await ejecutar(() => agregarServiciosCliente(cliente.id, servicioIds), {
      exito: MENSAJES.serviciosAsignados,
      error: MENSAJES.errorAgregarServicios,
    });
    if (agregados) form.resetFields();
  };

  const seleccion = () => {
    if (grupos.isError) return <Alert type="error" showIcon title={MENSAJES.errorCargarServicios} />;
    if (cliente.areas.length === 0 || grupos.isFetching) return null;
    if (pendientes.length === 0) return <Alert type="info" showIcon title={MENSAJES.todosLosServiciosAsignados} />;
    return (
      <Form form={form} layout="vertical" onFinish={agregar}>
        <Titulo nivel={3} aspecto={5}>Servicios a agregar</Titulo>
        <Form.Item name="servicioIds" rules={[{ required: true, type: 'array', min: 1, message: MENSAJES.servicioParaAgregar }]}>
          <ServiciosPorArea grupos={pendientes} nivel={4} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Agregar Servicios
        </Button>
      </Form>
    );
  };

  return (
    <Spin spinning={procesando || grupos.isFetching}>
      <Flex vertical gap="middle">
        <TablaAreasCliente cliente={cliente} />
        {seleccion()}
      </Flex>
    </Spin>
  );
}
