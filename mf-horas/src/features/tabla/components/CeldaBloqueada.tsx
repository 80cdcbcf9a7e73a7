import { useId } from 'react';
import { Input, Tooltip } from 'antd';
import { textoDeCelda } from '../utils/celda';
import type { PropsDeCelda } from './propsDeCelda';

interface Props extends PropsDeCelda {
  /** Why the day is locked, with the open period: shown on hover and on keyboard focus. */
  motivo: string;
}

/** A day outside the editing window: its hours, read-only but reachable, saying why. */
export function CeldaBloqueada({ fila, fechaCarga, dia, posicion, foco, motivo }: Props) {
  const idMotivo = useId();
  return (
    <Tooltip title={motivo} trigger={['hover', 'focus']}>
      <div className="horas-tabla__celda">
        <Input
          ref={(entrada) => foco.registrar(posicion)(entrada?.input ?? null)}
          size="small"
          readOnly
          variant="filled"
          aria-label={`${fila.etiqueta}, ${dia}`}
          aria-describedby={idMotivo}
          value={textoDeCelda(fila.horasPorDia[fechaCarga])}
          onKeyDown={(evento) => foco.teclear(evento, posicion)}
        />
        <span className="horas-tabla__sin-nota" />
        <span className="horas-tabla__estado" />
        <span id={idMotivo} hidden>{motivo}</span>
      </div>
    </Tooltip>
  );
}
