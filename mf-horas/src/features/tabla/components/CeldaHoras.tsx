import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Tooltip, type InputRef } from 'antd';
import { CheckOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatHoras } from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { horasPendientes, useGuardarCelda } from '../hooks/useGuardarCelda';
import { cambioDeCelda, textoDeCelda } from '../utils/celda';
import { NotaDeCelda } from './NotaDeCelda';
import type { PropsDeCelda } from './propsDeCelda';

interface Props extends PropsDeCelda {
  sesion: SesionHoras;
}

/**
 * A cell with at most one entry: type hours, Enter or leaving saves (create, update, or delete when
 * emptied), with its saving / saved / error state; Escape restores the saved value. Its note is its
 * entry's own description (or, before there is one, the one its entry will take: the row's unless
 * written here). A note saved while the cell's change travels waits for it, then goes to the entry it
 * left: sent at once, it would be lost with an entry still being created, or would send back the
 * hours being replaced. The error's tooltip shows while the cell has the focus, so one at a time.
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
  const [enfocada, setEnfocada] = useState(false);
  const [notaNueva, setNotaNueva] = useState<string | null>(null);
  const [notaAbierta, setNotaAbierta] = useState(false);
  const entrada = useRef<InputRef>(null);
  const idError = useId();
  const idNota = useId();
  const error = rechazo ?? celda.error;
  const [existente] = horas;
  const notaEnviada = celda.enviado?.tipo === 'describir' ? celda.enviado.descripcion : null;
  const descripcion = notaNueva ?? notaEnviada ?? existente?.descripcion ?? fila.descripcion;
  const nombre = `${fila.etiqueta}, ${dia}`;
  // While a change travels or after it failed, the cell shows what was sent, not the old value.
  const texto = borrador ?? (celda.enviado ? formatHorasOVacio(horasPendientes(celda.enviado)) : textoDeCelda(horas));

  const guardar = (): boolean => {
    if (escrito.current === null) return !error;
    const cambio = cambioDeCelda(escrito.current, horas, descripcion);
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
  const cerrarNota = () => {
    setNotaAbierta(false);
    entrada.current?.focus();
  };
  const guardarNota = (nueva: string) => {
    setNotaNueva(nueva);
    // The description was what this cell lacked: its refusal goes with it.
    if (!existente) setRechazo(null);
    cerrarNota();
  };
  // A note for an entry that exists, sent once nothing else of this cell travels; once the entry
  // holds it (a new entry takes it with it), nothing waits.
  const { guardar: enviar, enviando } = celda;
  if (notaNueva !== null && !enviando && existente?.descripcion === notaNueva) setNotaNueva(null);
  useEffect(() => {
    if (!existente || notaNueva === null || enviando || notaNueva === existente.descripcion) return;
    enviar({ tipo: 'describir', hora: existente, descripcion: notaNueva }, { onSettled: () => setNotaNueva(null) });
  }, [existente, notaNueva, enviando, enviar]);
  const alTeclear = (evento: KeyboardEvent<HTMLInputElement>) => {
    if (evento.key === 'Enter' && evento.altKey) {
      evento.preventDefault();
      setNotaAbierta(true);
      return;
    }
    foco.teclear(evento, posicion, { guardar, restaurar });
  };

  return (
    <Tooltip title={error} open={Boolean(error) && enfocada && !notaAbierta} placement="top">
      <div className="horas-tabla__celda">
        <Input
          ref={(elemento) => {
            entrada.current = elemento;
            foco.registrar(posicion)(elemento?.input ?? null);
          }}
          size="small"
          inputMode="decimal"
          autoComplete="off"
          aria-label={nombre}
          aria-busy={celda.enviando}
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? idError : null, descripcion ? idNota : null].filter(Boolean).join(' ') || undefined}
          status={error ? 'error' : undefined}
          readOnly={celda.enviando}
          value={texto}
          onFocus={(evento) => {
            setEnfocada(true);
            evento.target.select();
          }}
          onChange={(evento) => escribir(evento.target.value)}
          onBlur={() => {
            setEnfocada(false);
            void guardar();
          }}
          onKeyDown={alTeclear}
        />
        <NotaDeCelda
          celda={nombre}
          descripcion={descripcion}
          propia={Boolean(existente) || notaNueva !== null}
          abierta={notaAbierta}
          onAbrir={() => setNotaAbierta(true)}
          onCerrar={cerrarNota}
          onGuardar={guardarNota}
        />
        <span className="horas-tabla__estado">
          {celda.enviando && <LoadingOutlined aria-label="Guardando" />}
          {error && <ExclamationCircleOutlined className="horas-tabla__estado--error" aria-hidden />}
          {!celda.enviando && !error && celda.guardada && borrador === null && <CheckOutlined className="horas-tabla__estado--ok" aria-label="Guardado" />}
        </span>
        {error && <span id={idError} hidden>{error}</span>}
        {descripcion && <span id={idNota} hidden>{descripcion}</span>}
      </div>
    </Tooltip>
  );
}

const formatHorasOVacio = (horas: number) => (horas ? formatHoras(horas) : '');
