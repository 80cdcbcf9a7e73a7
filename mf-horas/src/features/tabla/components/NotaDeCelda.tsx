import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, Flex, Input, Popover, Typography, type GetRef } from 'antd';
import { FileTextFilled, FileTextOutlined } from '@ant-design/icons';
import { MAX_DESCRIPCION } from '@horas/shared';
import { errorDeNota } from '../utils/celda';

interface Props {
  /** The cell's name ('Acme · Desarrollo · Programación, Lunes 16/11/2026'). */
  celda: string;
  /** The description the cell's entry has, or the one its entry would take. */
  descripcion: string;
  /** The cell has its own (its entry's, or a note written for the entry to come). */
  propia: boolean;
  abierta: boolean;
  onAbrir: () => void;
  /** Closed, saved or not: the focus goes back to the cell. */
  onCerrar: () => void;
  onGuardar: (descripcion: string) => void;
}

/**
 * A cell's note, as Harvest and Clockify show it: an icon where the cell has a description, opened
 * by a click or by Alt+Enter from the cell (out of the Tab order, which goes from day to day).
 */
export function NotaDeCelda({ celda, descripcion, propia, abierta, onAbrir, onCerrar, onGuardar }: Props) {
  const campo = useRef<Campo>(null);
  return (
    <Popover
      open={abierta}
      trigger="click"
      placement="bottom"
      destroyOnHidden
      onOpenChange={(abrir) => (abrir ? onAbrir() : onCerrar())}
      // Opened from the cell's keyboard too: once shown, its text is next to type in.
      afterOpenChange={(abierto) => abierto && campo.current?.focus()}
      content={<FormularioNota campo={campo} celda={celda} descripcion={descripcion} onGuardar={onGuardar} onCancelar={onCerrar} />}
    >
      <Button
        size="small"
        type="text"
        tabIndex={-1}
        className={propia ? 'horas-tabla__nota horas-tabla__nota--propia' : 'horas-tabla__nota'}
        aria-label={`Descripción de ${celda}`}
        title={descripcion ? `${descripcion} (Alt+Enter)` : 'Descripción (Alt+Enter)'}
        icon={propia ? <FileTextFilled /> : <FileTextOutlined />}
      />
    </Popover>
  );
}

type Campo = GetRef<typeof Input.TextArea>;

interface PropsFormulario {
  campo: RefObject<Campo | null>;
  celda: string;
  descripcion: string;
  onGuardar: (descripcion: string) => void;
  onCancelar: () => void;
}

/** The note's text: Enter saves it (Shift+Enter is a new line), Escape leaves it as it was. */
function FormularioNota({ campo, celda, descripcion, onGuardar, onCancelar }: PropsFormulario) {
  const [texto, setTexto] = useState(descripcion);
  const [error, setError] = useState<string | null>(null);
  const guardar = () => {
    const problema = errorDeNota(texto);
    if (problema) return setError(problema);
    onGuardar(texto.trim());
  };
  const alTeclear = (evento: KeyboardEvent) => {
    if (evento.key === 'Escape') onCancelar();
    if (evento.key !== 'Enter' || evento.shiftKey) return;
    evento.preventDefault();
    guardar();
  };
  // A landmark of its own: the popover is drawn outside the page's main region.
  return (
    <Flex component="section" aria-label={`Descripción de ${celda}`} vertical gap="small" className="horas-tabla__formulario-nota">
      <Typography.Text strong>{`Descripción de ${celda}`}</Typography.Text>
      <Input.TextArea
        ref={campo}
        aria-label="Descripción"
        rows={3}
        maxLength={MAX_DESCRIPCION}
        status={error ? 'error' : undefined}
        value={texto}
        onChange={(evento) => setTexto(evento.target.value)}
        onKeyDown={alTeclear}
      />
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
      <Flex justify="end" gap="small">
        <Button size="small" onClick={onCancelar}>Cancelar</Button>
        <Button size="small" type="primary" onClick={guardar}>Guardar</Button>
      </Flex>
    </Flex>
  );
}
