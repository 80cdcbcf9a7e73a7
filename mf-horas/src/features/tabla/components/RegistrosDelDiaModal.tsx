import { Modal } from 'antd';
import type { Hora } from '@horas/shared';
import { ListaDeHoras } from '../../semana/components/ListaDeHoras';

interface Props {
  /** 'Acme · Desarrollo · Programación, Lunes 23/11/2026' */
  titulo: string;
  horas: Hora[];
  editable: boolean;
  onEditar: (hora: Hora) => void;
  onEliminar: (hora: Hora) => void;
  onCerrar: () => void;
}

/** The entries behind a cell that holds several, each edited or deleted on its own, as in its day card. */
export function RegistrosDelDiaModal({ titulo, horas, editable, onEditar, onEliminar, onCerrar }: Props) {
  return (
    <Modal open title={titulo} footer={null} onCancel={onCerrar}>
      <ListaDeHoras horas={horas} editable={editable} onEditar={onEditar} onEliminar={onEliminar} />
    </Modal>
  );
}
