import { mensajeDeError, useAppStore } from '@horas/shared';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { esperarTrasCambio } from '../utils/esperar';

interface Textos {
  exito: string;
  /** Shown when the server gives no `mensaje` of its own. */
  error: string;
}

/**
 * Runs one change to a client: on success refreshes what shows clients (the caller's lists and
 * the hour form's client search), waits the short pause of spec §4, then reports.
 */
export function useCambioCliente(alCambiar?: () => Promise<unknown>) {
  const { message } = App.useApp();
  const [procesando, setProcesando] = useState(false);

  const ejecutar = useCallback(
    async (accion: () => Promise<unknown>, textos: Textos): Promise<boolean> => {
      setProcesando(true);
      try {
        await accion();
      } catch (error) {
        message.error(mensajeDeError(error) ?? textos.error);
        setProcesando(false);
        return false;
      }
      await Promise.all([alCambiar?.(), useAppStore.getState().cargarDatosIniciales()]);
      await esperarTrasCambio();
      setProcesando(false);
      message.success(textos.exito);
      return true;
    },
    [alCambiar, message],
  );

  return { procesando, ejecutar };
}
