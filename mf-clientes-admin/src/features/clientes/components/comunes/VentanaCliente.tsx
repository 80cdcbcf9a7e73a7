import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface PropsVentana {
  abierto: boolean;
  onCerrar: () => void;
}

interface Props extends PropsVentana {
  titulo: string;
  ancho?: number;
  children: ReactNode;
}

// The modal's own offset from the top (antd's 100 px), its header and padding: what the body leaves.
const ALTO_MAXIMO_CUERPO = 'calc(100vh - 200px)';

/**
 * The modal of one client flow; its content is dropped on close, so each opening starts afresh.
 * It never outgrows the window: a long step scrolls inside it, its buttons (`BotonesPaso`) in sight.
 */
export function VentanaCliente({ titulo, abierto, onCerrar, ancho = 720, children }: Props) {
  return (
    <Modal
      title={titulo}
      open={abierto}
      onCancel={onCerrar}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={ancho}
      styles={{ body: { maxHeight: ALTO_MAXIMO_CUERPO, overflowY: 'auto', overflowX: 'hidden' } }}
    >
      {children}
    </Modal>
  );
}
