import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claves, enviarCierre, mensajeDeError, retirarCierre } from '@horas/shared';

export type AccionDelDueno = 'enviar' | 'retirar';

const ERRORES: Record<AccionDelDueno, string> = {
  enviar: 'No se pudo enviar el mes.',
  retirar: 'No se pudo retirar el envío.',
};

/** What the owner does with a month: send it for approval, or withdraw it while nobody has decided. */
export function useTransicionDelMes(usuarioId: number) {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: ({ accion, mes }: { accion: AccionDelDueno; mes: string }) =>
      (accion === 'enviar' ? enviarCierre : retirarCierre)(usuarioId, mes),
    onSuccess: (cierre) => {
      consultas.setQueryData(claves.miCierre(cierre.mes), cierre);
      // Which days may be written changed, and what approvers see: everything under `horas`.
      void consultas.invalidateQueries({ queryKey: claves.horas });
    },
    onError: (error, { accion }) => void message.error(mensajeDeError(error) ?? ERRORES[accion]),
  });
}
