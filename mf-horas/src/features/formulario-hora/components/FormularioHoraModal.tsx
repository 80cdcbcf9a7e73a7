import { Modal } from 'antd';
import { useFocoAlAbrir } from '@horas/shared';
import { FormularioHora, type FormularioHoraProps } from './FormularioHora';
import { HistorialDeHora } from './HistorialDeHora';
import { CAMPO_CLIENTE } from './CamposCatalogo';

interface Props extends FormularioHoraProps {
  abierto: boolean;
  onCerrar: () => void;
  /** Instead of 'Agregar hora' or 'Editar hora' (the timer's stop). */
  titulo?: string;
}

/** The hour form in a modal, and an entry's 'Historial' when editing; it opens in its first field; Escape and the close button close it, its content is rebuilt each time. */
export function FormularioHoraModal({ abierto, onCerrar, titulo, ...formulario }: Props) {
  const { contenido, alAbrirCambiar } = useFocoAlAbrir(CAMPO_CLIENTE);
  return (
    <Modal
      open={abierto}
      title={`${titulo ?? (formulario.hora ? 'Editar hora' : 'Agregar hora')} - ${formulario.fechaCarga}`}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onCerrar}
      afterOpenChange={alAbrirCambiar}
    >
      <div ref={contenido}>
        <FormularioHora {...formulario} />
        {formulario.hora && <HistorialDeHora horaId={formulario.hora.id} fecha={formulario.hora.fechaCarga} />}
      </div>
    </Modal>
  );
}
