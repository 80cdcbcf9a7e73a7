import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { actualizarHoras, cargarHoras, mensajeDeError, type Hora } from '@horas/shared';
import { useCambiosDeHoras } from '../../semana/hooks/useCambiosDeHoras';
import { payloadHora, type SesionHoras } from '../utils/payloadHora';
import type { ValoresHora } from '../utils/reglasHora';

export const ERROR_GUARDAR_HORA = 'No se pudieron guardar las horas.';

/** Creates or updates the entry of `fechaCarga`; a failure shows the server's message. */
export function useGuardarHora(sesion: SesionHoras, fechaCarga: string, existente: Hora | undefined, onGuardado: (hora: Hora) => void) {
  const { message } = App.useApp();
  const cambios = useCambiosDeHoras();
  const guardar = useMutation({
    mutationFn: (valores: ValoresHora) => {
      const body = payloadHora(valores, sesion, fechaCarga);
      return existente ? actualizarHoras(existente.id, body) : cargarHoras(body);
    },
    onSuccess: (hora) => {
      cambios.guardada(hora);
      onGuardado(hora);
    },
    onError: (error) => {
      console.error(error);
      message.error(mensajeDeError(error) ?? ERROR_GUARDAR_HORA);
    },
  });

  return { guardando: guardar.isPending, guardar: (valores: ValoresHora) => guardar.mutate(valores) };
}
