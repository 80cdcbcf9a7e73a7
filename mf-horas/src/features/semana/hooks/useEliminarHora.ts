import { App } from 'antd';
import { eliminarHoras, mensajeDeError, type Hora } from '@horas/shared';

export const ERROR_ELIMINAR_HORA = 'No se pudo eliminar el registro.';

/** Asks for confirmation (spec §2 texts), deletes, then lets the caller drop the entry. */
export function useEliminarHora(onEliminada: (id: number) => void) {
  const { modal, message } = App.useApp();

  return (hora: Hora) =>
    modal.confirm({
      title: '¿Desea eliminar este registro?',
      okText: 'Si, eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      // A stray Enter must not delete: focus starts on 'Cancelar'.
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await eliminarHoras(hora.id);
          onEliminada(hora.id);
        } catch (error) {
          console.error(error);
          message.error(mensajeDeError(error) ?? ERROR_ELIMINAR_HORA);
        }
      },
    });
}
