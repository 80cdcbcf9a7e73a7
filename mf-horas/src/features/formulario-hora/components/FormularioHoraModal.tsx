import { Modal } from 'antd';
import { FormularioHora, type FormularioHoraProps } from './FormularioHora';

interface Props extends FormularioHoraProps {
  abierto: boolean;
  onCerrar: () => void;
}

/** The hour form in a modal; Escape and the close button close it, its content is rebuilt each time. */
export function FormularioHoraModal({ abierto, onCerrar, ...formulario }: Props) {
  return (
    <Modal
      open={abierto}
      title={`${formulario.hora ? 'Editar hora' : 'Agregar hora'} - ${formulario.fechaCarga}`}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onCerrar}
    >
      <FormularioHora {...formulario} />
    </Modal>
  );
}
