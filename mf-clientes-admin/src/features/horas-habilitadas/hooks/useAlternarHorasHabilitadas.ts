import { claves, mensajeDeError, setHorasHabilitadas as guardarHorasHabilitadas, useHorasHabilitadas } from '@horas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * Flips the global hours flag on the server, then in the shared query, which every open week view
 * of this tab reads: their add/edit/delete buttons follow at once (other people's within a minute).
 */
export function useAlternarHorasHabilitadas() {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  const habilitadas = useHorasHabilitadas();
  const alternar = useMutation({
    mutationFn: () => guardarHorasHabilitadas(!habilitadas),
    onSuccess: async ({ habilitada }) => {
      // A check of the minute still under way must not put the old value back.
      await consultas.cancelQueries({ queryKey: claves.horasHabilitadas });
      consultas.setQueryData(claves.horasHabilitadas, habilitada);
      message.success(habilitada ? 'Carga de horas habilitada' : 'Carga de horas deshabilitada');
    },
    onError: (error) => message.error(mensajeDeError(error) ?? 'No se pudo cambiar la habilitación de horas'),
  });

  return { habilitadas, cambiando: alternar.isPending, alternar: () => alternar.mutate() };
}
