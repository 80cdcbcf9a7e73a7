import { Alert, Button, Flex, Spin, Tabs, Typography } from 'antd';
import { useCallback } from 'react';
import { useCliente } from '../../hooks/useCliente';
import { MENSAJES } from '../../utils/mensajes';
import { AgregarAreas } from './AgregarAreas';
import { AgregarServicios } from './AgregarServicios';
import { FormDatosCliente } from './FormDatosCliente';

interface Props {
  id: number;
  onVolver: () => void;
  /** Refreshes the list of step 1 after any change. */
  onCambio: () => Promise<void>;
}

/** Edit step 2: basic data, areas and services of one client, each saved on its own. */
export function EdicionCliente({ id, onVolver, onCambio }: Props) {
  const { datos: cliente, cargando, fallo, recargar } = useCliente(id);
  const alCambiar = useCallback(() => Promise.all([recargar(), onCambio()]), [recargar, onCambio]);

  const volver = <Button onClick={onVolver}>Volver</Button>;
  if (fallo) {
    return (
      <Flex vertical gap="middle" align="start">
        <Alert type="error" showIcon title={MENSAJES.errorCargarCliente} />
        {volver}
      </Flex>
    );
  }
  if (!cliente) return <Spin description="Cargando cliente..." style={{ display: 'block', padding: 32 }} />;

  return (
    <Spin spinning={cargando}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {cliente.nombre}
      </Typography.Title>
      <Tabs
        items={[
          { key: 'datos', label: 'Datos', children: <FormDatosCliente cliente={cliente} alCambiar={alCambiar} /> },
          { key: 'areas', label: 'Áreas', children: <AgregarAreas cliente={cliente} alCambiar={alCambiar} /> },
          { key: 'servicios', label: 'Servicios', children: <AgregarServicios cliente={cliente} alCambiar={alCambiar} /> },
        ]}
      />
      <Flex justify="end">{volver}</Flex>
    </Spin>
  );
}
