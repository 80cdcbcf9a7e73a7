import { Modal } from 'antd';
import type { Cliente, Tarea } from '@horas/shared';
import type { FilaGuardada } from '../utils/filas';
import { FormularioFila } from './FormularioFila';

interface Props {
  abierto: boolean;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onAgregar: (fila: FilaGuardada) => void;
  onCerrar: () => void;
  /** Once it has gone: where the focus goes next is the grid's choice. */
  alCerrar: () => void;
}

/** 'Agregar fila' in a dialog; its form is built anew each time it opens, with nothing chosen. */
export function AgregarFilaModal({ abierto, clientes, tareasDefault, onAgregar, onCerrar, alCerrar }: Props) {
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
    >
      <FormularioFila clientes={clientes} tareasDefault={tareasDefault} onAgregar={onAgregar} />
    </Modal>
  );
}
