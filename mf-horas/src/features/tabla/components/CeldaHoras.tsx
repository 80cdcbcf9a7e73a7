import { useId, useRef, useState } from 'react';
import { Input, Tooltip } from 'antd';
import { CheckOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatHoras } from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { horasPendientes, useGuardarCelda } from '../hooks/useGuardarCelda';
import { cambioDeCelda, textoDeCelda } from '../utils/celda';
import type { PropsDeCelda } from './propsDeCelda';

interface Props extends PropsDeCelda {
  sesion: SesionHoras;
}

/**
 * A cell with at most one entry: type hours, Enter or leaving saves (create, update, or delete when
 * emptied), with its saving / saved / error state; Escape restores the saved value.
 */
export function CeldaHoras({ fila, fechaCarga, dia, posicion, sesion, foco }: Props) {
  const horas = fila.horasPorDia[fechaCarga] ?? [];
  const celda = useGuardarCelda(sesion, fila, fechaCarga);
  const [borrador, setBorrador] = useState<string | null>(null);
  // Enter saves and then moves the focus, whose blur saves again: the second one must find nothing typed.
  const escrito = useRef<string | null>(null);
  const escribir = (texto: string | null) => {
    escrito.current = texto;
    setBorrador(texto);
  };
  const [rechazo, setRechazo] = useState<string | null>(null);
  const idError = useId();
  const error = rechazo ?? celda.error;
  // While a change travels or after it failed, the cell shows what was sent, not the old value.
  const texto = borrador ?? (celda.enviado ? formatHorasOVacio(horasPendientes(celda.enviado)) : textoDeCelda(horas));

  const guardar = (): boolean => {
    if (escrito.current === null) return !error;
    const cambio = cambioDeCelda(escrito.current, horas, fila.descripcion);
    if (cambio.tipo === 'error') {
      setRechazo(cambio.mensaje);
      return false;
    }
    escribir(null);
    setRechazo(null);
    if (cambio.tipo === 'nada') celda.olvidar();
    else celda.guardar(cambio);
    return true;
  };
  const restaurar = () => {
    escribir(null);
    setRechazo(null);
    celda.olvidar();
  };

  return (
    <Tooltip title={error} open={Boolean(error)} placement="top">
      <div className="horas-tabla__celda">
        <Input
          ref={(entrada) => foco.registrar(posicion)(entrada?.input ?? null)}
          size="small"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`${fila.etiqueta}, ${dia}`}
          aria-busy={celda.enviando}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? idError : undefined}
          status={error ? 'error' : undefined}
          readOnly={celda.enviando}
          value={texto}
          onFocus={(evento) => evento.target.select()}
          onChange={(evento) => escribir(evento.target.value)}
          onBlur={() => void guardar()}
          onKeyDown={(evento) => foco.teclear(evento, posicion, { guardar, restaurar })}
        />
        <span className="horas-tabla__estado">
          {celda.enviando && <LoadingOutlined aria-label="Guardando" />}
          {error && <ExclamationCircleOutlined className="horas-tabla__estado--error" aria-hidden />}
          {!celda.enviando && !error && celda.guardada && borrador === null && <CheckOutlined className="horas-tabla__estado--ok" aria-label="Guardado" />}
        </span>
        {error && <span id={idError} hidden>{error}</span>}
      </div>
    </Tooltip>
  );
}

const formatHorasOVacio = (horas: number) => (horas ? formatHoras(horas) : '');
