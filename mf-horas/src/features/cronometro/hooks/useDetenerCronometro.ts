import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claves, detenerCronometro, mensajeDeError, type DetenerCronometroBody } from '@horas/shared';

const ERROR_DETENER = 'No se pudo detener el cronómetro.';

/**
 * The stop: its entries are written, so everything under `horas` (the week, saldos, the timer
 * itself) is asked again. A refusal keeps the timer running and the form open with the server's message.
 */
export function useDetenerCronometro(onDetenido: () => void) {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  const detener = useMutation({
    mutationFn: (body: DetenerCronometroBody) => detenerCronometro(body),
    onSuccess: () => {
      consultas.setQueryData(claves.cronometro, null);
      void consultas.invalidateQueries({ queryKey: claves.horas });
      onDetenido();
    },
    onError: (error) => {
      message.error(mensajeDeError(error) ?? ERROR_DETENER);
      // None any more (stopped on another device): the control shows it.
      void consultas.invalidateQueries({ queryKey: claves.cronometro });
    },
  });
  return { deteniendo: detener.isPending, detener: (body: DetenerCronometroBody) => detener.mutate(body) };
}
