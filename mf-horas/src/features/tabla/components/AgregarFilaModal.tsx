import { Modal } from 'antd';
import { useFocoAlAbrir, type Cliente, type Tarea } from '@horas/shared';
import type { FilaGuardada } from '../utils/filas';
import { FormularioFila } from './FormularioFila';
import { CAMPO_CLIENTE } from '../../formulario-hora/components/CamposCatalogo';

interface Props {
  abierto: boolean;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onAgregar: (fila: FilaGuardada) => void;
  onCerrar: () => void;
  /** Once it has gone: where the focus goes next is the grid's choice. */
  alCerrar: () => void;
}

/** 'Agregar fila' in a dialog, open in 'Cliente'; its form is built anew each time it opens, with nothing chosen. */
export function AgregarFilaModal({ abierto, clientes, tareasDefault, onAgregar, onCerrar, alCerrar }: Props) {
  const { contenido, alAbrirCambiar } = useFocoAlAbrir(CAMPO_CLIENTE);
  return (
    <Modal
      open={abierto}
      title="Agregar fila"
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      focusable={{ focusTriggerAfterClose: false }}
      onCancel={onCerrar}
      afterClose={alCerrar}
      afterOpenChange={alAbrirCambiar}
    >
      <div ref={contenido}>
        <FormularioFila clientes={clientes} tareasDefault={tareasDefault} onAgregar={onAgregar} />
      </div>
    </Modal>
  );
}
