import { useRef, useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import { MAX_DESCRIPCION } from '@horas/shared';
import { MENSAJE_DESCRIPCION } from '../../formulario-hora/utils/reglasHora';
import type { Fila } from '../utils/filas';

interface Props {
  fila: Fila;
  onCambiar: (fila: Fila, descripcion: string) => void;
  /** Enter: on to the row's first open cell. */
  onSeguir: () => void;
}

/** The description the row's new entries take: saved on Enter or on leaving it, Escape restores it. */
export function DescripcionFila({ fila, onCambiar, onSeguir }: Props) {
  const [borrador, setBorrador] = useState<string | null>(null);
  // Enter saves and moves on, and leaving saves: the second time must find nothing typed.
  const escrito = useRef<string | null>(null);
  const escribir = (valor: string | null) => {
    escrito.current = valor;
    setBorrador(valor);
  };
  const texto = borrador ?? fila.descripcion;

  const confirmar = () => {
    const valor = escrito.current;
    escribir(null);
    if (valor !== null && valor !== fila.descripcion) onCambiar(fila, valor);
  };
  const alTeclear = (evento: KeyboardEvent) => {
    if (evento.key === 'Escape') escribir(null);
    if (evento.key !== 'Enter') return;
    evento.preventDefault();
    confirmar();
    onSeguir();
  };

  return (
    <Input
      size="small"
      placeholder="Descripción"
      aria-label={`Descripción de ${fila.etiqueta}`}
      maxLength={MAX_DESCRIPCION}
      status={texto.trim() ? undefined : 'warning'}
      title={texto.trim() ? texto : MENSAJE_DESCRIPCION}
      value={texto}
      onChange={(evento) => escribir(evento.target.value)}
      onBlur={confirmar}
      onKeyDown={alTeclear}
    />
  );
}
