import { Button, Card, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatFecha, formatHoras, MotivoBloqueo, nombreDeDia, sumarHoras, type Hora } from '@horas/shared';
import type { MarcaDelDia } from '../utils/marcaDelDia';
import { EtiquetaDelDia } from './EtiquetaDelDia';
import { ListaDeHoras } from './ListaDeHoras';

interface Props {
  dia: Dayjs;
  horas: Hora[];
  /** Why the day is outside the editing window (spec §6, unless the global flag is on), or null: add, edit and delete follow it. */
  motivoBloqueo: string | null;
  /** A holiday's name, or 'Sin horas' for a past day without the hours of its jornada, beside the spec's texts. */
  marca?: MarcaDelDia;
  /** The week is loading and nothing is known of this day yet: no total, no 'No hay horas cargadas'. */
  cargando?: boolean;
  onAgregar: (dia: Dayjs) => void;
  onEditar: (hora: Hora) => void;
  onEliminar: (hora: Hora) => void;
}

export function DiaCard({ dia, horas, motivoBloqueo, marca = null, cargando = false, onAgregar, onEditar, onEliminar }: Props) {
  const fecha = formatFecha(dia);
  const nombre = nombreDeDia(dia);
  const editable = motivoBloqueo === null;
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
          <Flex justify="space-between" wrap gap={4}>
            <Typography.Text type="secondary">{fecha}</Typography.Text>
            {!cargando && <EtiquetaDelDia marca={marca} />}
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap="small">
        <MotivoBloqueo motivo={motivoBloqueo}>
          <Button type="dashed" block disabled={!editable} onClick={() => onAgregar(dia)}>
            Agregar hora
          </Button>
        </MotivoBloqueo>
        {horas.length === 0 ? (
          !cargando && <Typography.Text type="secondary">No hay horas cargadas</Typography.Text>
        ) : (
          <ListaDeHoras horas={horas} editable={editable} onEditar={onEditar} onEliminar={onEliminar} />
        )}
      </Flex>
    </Card>
  );
}
