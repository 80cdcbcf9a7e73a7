import { Alert, Button, Flex, Typography } from 'antd';
import { CRONOMETRO_MAXIMO_HORAS_DEFECTO, formatTranscurrido, useSegundosDesde, type Cliente, type Cronometro, type Tarea } from '@horas/shared';
import { useParaQue } from '../hooks/useParaQue';

interface Props {
  cronometro: Cronometro;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onEditar: () => void;
  onDetener: () => void;
  onDescartar: () => void;
}

const AVISO_MAXIMO = `En marcha hace más de ${CRONOMETRO_MAXIMO_HORAS_DEFECTO} horas: indique las horas trabajadas al detenerlo.`;

/** A running timer: its time ticking, what it is for, and what may be done with it. */
export function CronometroEnMarcha({ cronometro, clientes, tareasDefault, onEditar, onDetener, onDescartar }: Props) {
  const segundos = useSegundosDesde(cronometro.inicio);
  const paraQue = useParaQue(cronometro, clientes, tareasDefault);
  return (
    <Flex vertical gap="small">
      <Flex align="center" gap="small" wrap>
        {/* role timer: read when reached, never announced each second. */}
        <Typography.Text strong role="timer" aria-label={`Tiempo transcurrido: ${formatTranscurrido(segundos)}`} style={{ fontVariantNumeric: 'tabular-nums', fontSize: 20 }}>
          {formatTranscurrido(segundos)}
        </Typography.Text>
        <Typography.Text>{paraQue}</Typography.Text>
        <Button onClick={onEditar}>Editar</Button>
        <Button type="primary" onClick={onDetener}>Detener</Button>
        <Button danger onClick={onDescartar}>Descartar</Button>
      </Flex>
      {segundos > CRONOMETRO_MAXIMO_HORAS_DEFECTO * 3600 && <Alert type="warning" showIcon title={AVISO_MAXIMO} />}
    </Flex>
  );
}
