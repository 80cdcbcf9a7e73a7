import { Button, Card, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatFecha, formatHoras, MENSAJES_HORAS, MotivoBloqueo, nombreDia, sumarHoras, type Hora } from '@horas/shared';
import { EntradaHora } from './EntradaHora';

interface Props {
  dia: Dayjs;
  horas: Hora[];
  /** Spec §6 editing window (or the global flag): enables add, edit and delete. */
  editable: boolean;
  /** The week is loading and nothing is known of this day yet: no total, no 'No hay horas cargadas'. */
  cargando?: boolean;
  onAgregar: (dia: Dayjs) => void;
  onEditar: (hora: Hora) => void;
  onEliminar: (hora: Hora) => void;
}

const capitalizar = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

export function DiaCard({ dia, horas, editable, cargando = false, onAgregar, onEditar, onEliminar }: Props) {
  const fecha = formatFecha(dia);
  const nombre = capitalizar(nombreDia(dia));
  return (
    <Card
      role="region"
      aria-label={`${nombre} ${fecha}`}
      size="small"
      // The date on a row of its own, the total beside the weekday or under it when the card is
      // narrow (seven cards on a 1280-px screen): in `extra` it clipped the date.
      title={
        <Flex vertical>
          <Flex justify="space-between" wrap gap={4}>
            <span>{nombre}</span>
            {!cargando && <Typography.Text strong>{formatHoras(sumarHoras(horas.map((hora) => hora.horas)))} hs</Typography.Text>}
          </Flex>
          <Typography.Text type="secondary">{fecha}</Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap="small">
        <MotivoBloqueo motivo={editable ? null : MENSAJES_HORAS.fueraDeVentana}>
          <Button type="dashed" block disabled={!editable} onClick={() => onAgregar(dia)}>
            Agregar hora
          </Button>
        </MotivoBloqueo>
        {horas.length === 0 ? (
          !cargando && <Typography.Text type="secondary">No hay horas cargadas</Typography.Text>
        ) : (
          <Flex component="ul" vertical gap="middle" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {horas.map((hora) => (
              <EntradaHora key={hora.id} hora={hora} editable={editable} onEditar={onEditar} onEliminar={onEliminar} />
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
