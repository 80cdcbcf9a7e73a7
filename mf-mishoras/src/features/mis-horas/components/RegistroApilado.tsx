import { formatHoras } from '@horas/shared';
import { Flex, Typography } from 'antd';
import type { Registro } from '../utils/registro';
import { TextoPlegable } from './TextoPlegable';

/** One entry as a phone shows it: day and hours, client, service and task, then its description. */
export function RegistroApilado({ registro }: { registro: Registro }) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap="small">
        <Typography.Text strong>{registro.fecha}</Typography.Text>
        <Typography.Text strong>{formatHoras(registro.horas)} hs</Typography.Text>
      </Flex>
      <Typography.Text>{registro.cliente}</Typography.Text>
      <Typography.Text type="secondary">
        {registro.servicio} · {registro.tarea}
      </Typography.Text>
      <TextoPlegable texto={registro.descripcion} />
    </Flex>
  );
}
