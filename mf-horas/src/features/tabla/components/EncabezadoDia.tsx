import { Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { EtiquetaDelDia } from '../../semana/components/EtiquetaDelDia';
import type { MarcaDelDia } from '../../semana/utils/marcaDelDia';

interface Props {
  /** 'Lunes 23/11' */
  titulo: string;
  marca: MarcaDelDia;
  /** Why the day is locked, or null. */
  motivo: string | null;
}

/** A day column's header: weekday and date, a lock when closed, a holiday's name or 'Sin horas'. */
export function EncabezadoDia({ titulo, marca, motivo }: Props) {
  return (
    <th scope="col" className="horas-tabla__dia">
      <span>{titulo}</span>
      {motivo && (
        <Tooltip title={motivo}>
          <LockOutlined className="horas-tabla__candado" aria-label={motivo} />
        </Tooltip>
      )}
      <EtiquetaDelDia marca={marca} className="horas-tabla__marca" />
    </th>
  );
}
