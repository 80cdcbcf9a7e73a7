import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { eliminarHoras, mensajeDeError, type Hora } from '@horas/shared';
import { useCambiosDeHoras } from './useCambiosDeHoras';

export const ERROR_ELIMINAR_HORA = 'No se pudo eliminar el registro.';

/** Asks for confirmation (spec §2 texts), deletes, then drops the entry from its week. */
export function useEliminarHora() {
  const { modal, message } = App.useApp();
  const cambios = useCambiosDeHoras();
  const eliminar = useMutation({
    mutationFn: async (hora: Hora) => {
      await eliminarHoras(hora.id);
      return hora;
    },
    onSuccess: cambios.eliminada,
    onError: (error) => {
      console.error(error);
      message.error(mensajeDeError(error) ?? ERROR_ELIMINAR_HORA);
    },
  });

  return (hora: Hora) =>
    modal.confirm({
      title: '¿Desea eliminar este registro?',
      okText: 'Si, eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      // A stray Enter must not delete: focus starts on 'Cancelar'.
      focusable: { autoFocusButton: 'cancel' },
      // The dialog stays (its button loading) until the answer; a failure is shown by onError.
      onOk: () => eliminar.mutateAsync(hora).catch(() => undefined),
    });
}
