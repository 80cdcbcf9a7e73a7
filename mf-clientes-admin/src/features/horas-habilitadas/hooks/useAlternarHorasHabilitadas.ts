import { mensajeDeError, setHorasHabilitadas as guardarHorasHabilitadas, useAppStore } from '@horas/shared';
import { App } from 'antd';
import { useState } from 'react';

/**
 * Flips the global hours flag on the server, then in the shared store, which the weekly view
 * reads too: its add/edit/delete buttons follow at once, without a reload.
 */
export function useAlternarHorasHabilitadas() {
  const { message } = App.useApp();
  const habilitadas = useAppStore((estado) => estado.horasHabilitadas);
  const fijarEnStore = useAppStore((estado) => estado.setHorasHabilitadas);
  const [cambiando, setCambiando] = useState(false);

  const alternar = async () => {
    setCambiando(true);
    try {
      const { habilitada } = await guardarHorasHabilitadas(!habilitadas);
      fijarEnStore(habilitada);
      message.success(habilitada ? 'Carga de horas habilitada' : 'Carga de horas deshabilitada');
    } catch (error) {
      message.error(mensajeDeError(error) ?? 'No se pudo cambiar la habilitación de horas');
    } finally {
      setCambiando(false);
    }
  };

  return { habilitadas, cambiando, alternar };
}
