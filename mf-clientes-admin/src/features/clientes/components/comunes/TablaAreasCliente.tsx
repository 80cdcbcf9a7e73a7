import type { Area, Cliente } from '@horas/shared';
import { Table, Tag, Typography } from 'antd';
import { MENSAJES } from '../../utils/mensajes';
import { serviciosDeArea } from '../../utils/servicios';

/** The client's areas, each with the services assigned to it. */
export function TablaAreasCliente({ cliente }: { cliente: Cliente }) {
  if (cliente.areas.length === 0) return <Typography.Text type="secondary">{MENSAJES.sinAreas}</Typography.Text>;
  return (
    <Table<Area>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={cliente.areas}
      columns={[
        { title: 'Área', dataIndex: 'nombre', key: 'nombre' },
        {
          title: 'Servicios',
          key: 'servicios',
          render: (_, area) => {
            const servicios = serviciosDeArea(cliente.servicios, area.id);
            if (servicios.length === 0) return <Typography.Text type="secondary">{MENSAJES.sinServicios}</Typography.Text>;
            return servicios.map((servicio) => <Tag key={servicio.id}>{servicio.nombre}</Tag>);
          },
        },
      ]}
    />
  );
}
