import { Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { EtiquetaSinHoras } from '../../semana/components/EtiquetaSinHoras';

interface Props {
  /** 'Lunes 23/11' */
  titulo: string;
  sinHoras: boolean;
  /** Why the day is locked, or null. */
  motivo: string | null;
}

/** A day column's header: weekday and date, 'Sin horas' for a past weekday left empty, a lock when closed. */
export function EncabezadoDia({ titulo, sinHoras, motivo }: Props) {
  return (
    <th scope="col" className="horas-tabla__dia">
      <span>{titulo}</span>
      {motivo && (
        <Tooltip title={motivo}>
          <LockOutlined className="horas-tabla__candado" aria-label={motivo} />
        </Tooltip>
      )}
      {sinHoras && <EtiquetaSinHoras className="horas-tabla__sin-horas" />}
    </th>
  );
}
