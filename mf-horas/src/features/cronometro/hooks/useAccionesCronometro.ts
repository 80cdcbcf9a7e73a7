import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cambiarCronometro, claves, descartarCronometro, iniciarCronometro, mensajeDeError, type Cronometro, type CronometroBody } from '@horas/shared';

export const ERROR_CRONOMETRO = 'No se pudo cambiar el cronómetro.';

/**
 * Start (for nothing yet, or for a recent combination), change and discard: each answer is the timer as it is now, for this tab and the top bar at
 * once. A refusal may mean another device changed it (already running, none any more): it is asked again.
 */
export function useAccionesCronometro() {
  const { message, modal } = App.useApp();
  const consultas = useQueryClient();
  const mostrar = (cronometro: Cronometro | null) => consultas.setQueryData(claves.cronometro, cronometro);
  const alFallar = (error: unknown) => {
    message.error(mensajeDeError(error) ?? ERROR_CRONOMETRO);
    void consultas.invalidateQueries({ queryKey: claves.cronometro });
  };
  const iniciar = useMutation({ mutationFn: (body: CronometroBody) => iniciarCronometro(body), onSuccess: mostrar, onError: alFallar });
  // The edit's modal shows its own refusals in place.
  const cambiar = useMutation({ mutationFn: (body: CronometroBody) => cambiarCronometro(body), onSuccess: mostrar });
  const descartar = useMutation({ mutationFn: descartarCronometro, onSuccess: () => mostrar(null), onError: alFallar });

  return {
    iniciando: iniciar.isPending,
    iniciar: () => iniciar.mutate({}),
    /** Started already for a recent combination: client, service, task and description. */
    iniciarCon: (body: CronometroBody) => iniciar.mutate(body),
    cambiar: async (body: CronometroBody) => {
      await cambiar.mutateAsync(body);
    },
    confirmarDescarte: () =>
      modal.confirm({
        title: '¿Desea descartar el cronómetro?',
        content: 'No se cargará ninguna hora.',
        okText: 'Descartar',
        cancelText: 'Cancelar',
        okButtonProps: { danger: true },
        // A stray Enter must not discard: focus starts on 'Cancelar'.
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => descartar.mutateAsync().catch(() => undefined),
      }),
  };
}
