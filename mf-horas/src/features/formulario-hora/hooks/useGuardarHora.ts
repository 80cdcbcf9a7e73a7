import { useState } from 'react';
import { App } from 'antd';
import { actualizarHoras, cargarHoras, mensajeDeError, type Hora } from '@horas/shared';
import { payloadHora, type SesionHoras } from '../utils/payloadHora';
import type { ValoresHora } from '../utils/reglasHora';

export const ERROR_GUARDAR_HORA = 'No se pudieron guardar las horas.';

/** Creates or updates the entry of `fechaCarga`; a failure shows the server's message. */
export function useGuardarHora(sesion: SesionHoras, fechaCarga: string, existente: Hora | undefined, onGuardado: (hora: Hora) => void) {
  const { message } = App.useApp();
  const [guardando, setGuardando] = useState(false);

  const guardar = async (valores: ValoresHora) => {
    setGuardando(true);
    try {
      const body = payloadHora(valores, sesion, fechaCarga);
      onGuardado(existente ? await actualizarHoras(existente.id, body) : await cargarHoras(body));
    } catch (error) {
      console.error(error);
      message.error(mensajeDeError(error) ?? ERROR_GUARDAR_HORA);
    } finally {
      setGuardando(false);
    }
  };

  return { guardando, guardar };
}
