import type { Cliente } from '@horas/shared';
import { Descriptions, Flex } from 'antd';
import { TablaAreasCliente } from '../comunes/TablaAreasCliente';

/** A client's name, id and estado, then its areas with their services. */
export function DetalleCliente({ cliente }: { cliente: Cliente }) {
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'nombre', label: 'Nombre', children: cliente.nombre },
          { key: 'id', label: 'ID', children: cliente.id },
          { key: 'estado', label: 'Estado', children: cliente.estado ? 'Activo' : 'Inactivo' },
        ]}
      />
      <TablaAreasCliente cliente={cliente} />
    </Flex>
  );
}
