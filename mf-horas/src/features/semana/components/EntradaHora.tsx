import { Button, Flex, Typography } from 'antd';
import { formatHoras, type Hora } from '@horas/shared';

interface Props {
  hora: Hora;
  editable: boolean;
  onEditar: (hora: Hora) => void;
  onEliminar: (hora: Hora) => void;
}

/** One entry of a day card: client (if any), task, hours, and its actions. */
export function EntradaHora({ hora, editable, onEditar, onEliminar }: Props) {
  return (
    <Flex component="li" vertical gap={2}>
      {hora.cliente && <Typography.Text strong>{hora.cliente.nombre}</Typography.Text>}
      <Typography.Text>{hora.tarea.nombre}</Typography.Text>
      {/* CSS ellipsis with a native tooltip: a measured antd tooltip per entry is costly. */}
      <Typography.Text type="secondary" ellipsis title={hora.descripcion}>
        {hora.descripcion}
      </Typography.Text>
      {/* In a narrow day column the actions wrap below the hours rather than split "2.00 hs". */}
      <Flex align="center" justify="space-between" wrap="wrap" style={{ columnGap: 8 }}>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatHoras(hora.horas)} hs
        </Typography.Text>
        <span style={{ whiteSpace: 'nowrap' }}>
          <Button size="small" type="link" disabled={!editable} onClick={() => onEditar(hora)}>
            Editar
          </Button>
          <Button size="small" type="link" danger disabled={!editable} onClick={() => onEliminar(hora)}>
            Eliminar
          </Button>
        </span>
      </Flex>
    </Flex>
  );
}
