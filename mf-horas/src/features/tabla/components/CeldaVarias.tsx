import { Button, Tooltip } from 'antd';
import { formatHoras } from '@horas/shared';
import { totalDeCelda } from '../utils/filas';
import type { PropsDeCelda } from './propsDeCelda';

interface Props extends PropsDeCelda {
  onAbrir: () => void;
}

/** Two or more entries in one cell: their sum, opening them one by one rather than guessing how to split a new total. */
export function CeldaVarias({ fila, fechaCarga, dia, posicion, foco, onAbrir }: Props) {
  const horas = fila.horasPorDia[fechaCarga] ?? [];
  const total = formatHoras(totalDeCelda(horas));
  return (
    <div className="horas-tabla__celda">
      {/* On sight a sum looks like any cell: the hover says it holds several entries. */}
      <Tooltip title={`${horas.length} registros`}>
        <Button
          ref={foco.registrar(posicion)}
          size="small"
          block
          className="horas-tabla__varias"
          aria-label={`${fila.etiqueta}, ${dia}: ${horas.length} registros, ${total} hs`}
          onClick={onAbrir}
          onKeyDown={(evento) => foco.teclear(evento, posicion)}
        >
          {total}
        </Button>
      </Tooltip>
      <span className="horas-tabla__sin-nota" />
      <span className="horas-tabla__estado" />
    </div>
  );
}
