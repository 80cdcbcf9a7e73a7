import { Button, Tooltip, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { formatHoras } from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import type { DiaDeLaSemana } from '../../semana/utils/diasConEstado';
import type { FocoDeTabla } from '../hooks/useFocoDeTabla';
import type { Fila } from '../utils/filas';
import { CeldaBloqueada } from './CeldaBloqueada';
import { CeldaHoras } from './CeldaHoras';
import { CeldaVarias } from './CeldaVarias';

interface Props {
  fila: Fila;
  indice: number;
  dias: DiaDeLaSemana[];
  total: number;
  sesion: SesionHoras;
  foco: FocoDeTabla;
  onQuitar: () => void;
  onAbrir: (dia: DiaDeLaSemana) => void;
}

/**
 * One row on one line: its label (cut with an ellipsis, whole on hover and in every cell's name) and
 * 'Quitar fila' while it has no hours, a cell per day, its total.
 */
export function FilaTabla({ fila, indice, dias, total, sesion, foco, onQuitar, onAbrir }: Props) {
  return (
    <tr>
      <th scope="row" className="horas-tabla__fila">
        <div className="horas-tabla__cabecera-fila">
          <Tooltip title={fila.etiqueta} placement="topLeft">
            <span className="horas-tabla__etiqueta">{fila.etiqueta}</span>
          </Tooltip>
          {!fila.tieneHoras && (
            <Button size="small" type="text" danger icon={<CloseOutlined />} aria-label="Quitar fila" title="Quitar fila" onClick={onQuitar} />
          )}
        </div>
      </th>
      {dias.map((dia, numero) => {
        const celda = { fila, fechaCarga: dia.fecha, dia: `${dia.nombre} ${dia.fecha}`, posicion: { fila: indice, dia: numero }, foco };
        const cantidad = fila.horasPorDia[dia.fecha]?.length ?? 0;
        return (
          <td key={dia.fecha}>
            {cantidad > 1 ? (
              <CeldaVarias {...celda} onAbrir={() => onAbrir(dia)} />
            ) : dia.motivoBloqueo ? (
              <CeldaBloqueada {...celda} motivo={dia.motivoBloqueo} />
            ) : (
              <CeldaHoras {...celda} sesion={sesion} />
            )}
          </td>
        );
      })}
      <td>
        <Typography.Text className="horas-tabla__total">{formatHoras(total)}</Typography.Text>
      </td>
    </tr>
  );
}
