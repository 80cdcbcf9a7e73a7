import { claves, mensajeDeError } from '@horas/shared';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useRefrescar } from '../../../hooks/useRefrescar';
import { esperarTrasCambio } from '../utils/esperar';

interface Textos {
  exito: string;
  /** Shown when the server gives no `mensaje` of its own. */
  error: string;
}

/**
 * Runs one change to a client: on success refreshes what shows the catalogue (the admin's lists
 * and the client being edited, the hour form's client search), waits the short pause of spec §4,
 * then reports.
 */
export function useCambioCliente() {
  const { message } = App.useApp();
  const refrescar = useRefrescar(claves.catalogo);
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
      await refrescar();
      await esperarTrasCambio();
      setProcesando(false);
      message.success(textos.exito);
      return true;
    },
    [refrescar, message],
  );

  return { procesando, ejecutar };
}
