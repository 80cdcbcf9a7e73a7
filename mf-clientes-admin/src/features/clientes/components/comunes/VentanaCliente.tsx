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

/** The modal of one client flow; its content is dropped on close, so each opening starts afresh. */
export function VentanaCliente({ titulo, abierto, onCerrar, ancho, children }: Props) {
  return (
    <Modal title={titulo} open={abierto} onCancel={onCerrar} footer={null} destroyOnHidden mask={{ closable: false }} width={ancho}>
      {children}
    </Modal>
  );
}
