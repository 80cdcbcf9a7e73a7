import { Button, Flex, Skeleton, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { formatFecha, formatHoras, Titulo } from '@horas/shared';
import { textoObjetivo } from '../utils/textoObjetivo';

interface Props {
  lunes: Dayjs;
  /** Null while the week loads with nothing known of it yet. */
  totalSemana: number | null;
  /** The user's target of the week, null until it is known. */
  objetivo: number | null;
  /** The target is on its way: its place is kept. */
  objetivoPendiente?: boolean;
  esSemanaActual: boolean;
  onAnterior: () => void;
  onSiguiente: () => void;
  onHoy: () => void;
  /** Beside the navigation: the choice of view. */
  children?: ReactNode;
}

/**
 * Where a text still on its way will be, about as wide: on a phone each text wraps to a line of its
 * own, and one that arrived later pushed the days below under a press already made.
 */
const Pendiente = ({ ancho }: { ancho: number }) => <Skeleton.Input active size="small" aria-hidden style={{ width: ancho, minWidth: 0, height: 22 }} />;

/** Arrows around the week's range, with the week's total and target beside them. */
export function NavegacionSemana({ lunes, totalSemana, objetivo, objetivoPendiente = false, esSemanaActual, onAnterior, onSiguiente, onHoy, children }: Props) {
  return (
    <Flex align="center" gap="small" wrap>
      <Button aria-label="Semana anterior" icon={<LeftOutlined />} onClick={onAnterior} />
      <Titulo nivel={2} aspecto={4} style={{ margin: 0 }} aria-live="polite">
        {formatFecha(lunes)} - {formatFecha(lunes.add(6, 'day'))}
      </Titulo>
      <Button aria-label="Semana siguiente" icon={<RightOutlined />} onClick={onSiguiente} />
      <Button onClick={onHoy} disabled={esSemanaActual}>
        Semana actual
      </Button>
      {children}
      {totalSemana === null ? <Pendiente ancho={190} /> : <Typography.Text strong>Total de la semana: {formatHoras(totalSemana)} hs</Typography.Text>}
      {totalSemana !== null && objetivo !== null && <Typography.Text>{textoObjetivo(objetivo, totalSemana)}</Typography.Text>}
      {(objetivoPendiente || (totalSemana === null && objetivo !== null)) && <Pendiente ancho={250} />}
    </Flex>
  );
}
