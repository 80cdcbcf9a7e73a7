import { Button, Typography } from 'antd';
import { formatHoras } from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import type { DiaDeLaSemana } from '../../semana/utils/diasConEstado';
import type { FocoDeTabla } from '../hooks/useFocoDeTabla';
import type { Fila } from '../utils/filas';
import { CeldaBloqueada } from './CeldaBloqueada';
import { CeldaHoras } from './CeldaHoras';
import { CeldaVarias } from './CeldaVarias';
import { DescripcionFila } from './DescripcionFila';

interface Props {
  fila: Fila;
  indice: number;
  dias: DiaDeLaSemana[];
  total: number;
  sesion: SesionHoras;
  foco: FocoDeTabla;
  onDescribir: (fila: Fila, descripcion: string) => void;
  onSeguir: () => void;
  onQuitar: () => void;
  onAbrir: (dia: DiaDeLaSemana) => void;
}

/** One row: its label and description (and 'Quitar fila' while it has no hours), a cell per day, its total. */
export function FilaTabla({ fila, indice, dias, total, sesion, foco, onDescribir, onSeguir, onQuitar, onAbrir }: Props) {
  return (
    <tr>
      <th scope="row" className="horas-tabla__fila">
        <span className="horas-tabla__etiqueta">{fila.etiqueta}</span>
        <DescripcionFila fila={fila} onCambiar={onDescribir} onSeguir={onSeguir} />
        {!fila.tieneHoras && (
          <Button size="small" type="link" danger onClick={onQuitar} style={{ paddingInline: 0 }}>
            Quitar fila
          </Button>
        )}
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
