import { Titulo } from '@horas/shared';
import { Alert, Button, Flex, Spin, Tabs } from 'antd';
import { useCliente } from '../../hooks/useCliente';
import { MENSAJES } from '../../utils/mensajes';
import { AgregarAreas } from './AgregarAreas';
import { AgregarServicios } from './AgregarServicios';
import { FormDatosCliente } from './FormDatosCliente';

interface Props {
  id: number;
  onVolver: () => void;
}

/** Edit step 2: basic data, areas and services of one client, each saved on its own. */
export function EdicionCliente({ id, onVolver }: Props) {
  const { data: cliente, isFetching, isError } = useCliente(id);

  const volver = <Button onClick={onVolver}>Volver</Button>;
  if (isError) {
    return (
      <Flex vertical gap="middle" align="start">
        <Alert type="error" showIcon title={MENSAJES.errorCargarCliente} />
        {volver}
      </Flex>
    );
  }
  if (!cliente) return <Spin description="Cargando cliente..." style={{ display: 'block', padding: 32 }} />;

  return (
    <Spin spinning={isFetching}>
      <Titulo nivel={2} aspecto={4} style={{ marginTop: 0 }}>
        {cliente.nombre}
      </Titulo>
      <Tabs
        items={[
          { key: 'datos', label: 'Datos', children: <FormDatosCliente cliente={cliente} /> },
          { key: 'areas', label: 'Áreas', children: <AgregarAreas cliente={cliente} /> },
          { key: 'servicios', label: 'Servicios', children: <AgregarServicios cliente={cliente} /> },
        ]}
      />
      <Flex justify="end">{volver}</Flex>
    </Spin>
  );
}
