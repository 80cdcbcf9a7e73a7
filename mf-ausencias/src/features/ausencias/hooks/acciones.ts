import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { aprobarAusencia, cancelarAusencia, claves, mensajeDeError, nombreCompleto, rechazarAusencia, solicitarAusencia, type Ausencia } from '@horas/shared';

/**
 * A write on an absence: every list and balance of absences, and every target (an approved
 * absence lowers its days'), is asked again: all of `horas`. `error`: the refusal is said in a
 * message; without it the caller shows it in place (a form).
 */
function useAccion<V>(accion: (valor: V) => Promise<Ausencia>, exito: (ausencia: Ausencia) => string, error?: string) {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: accion,
    onSuccess: (ausencia) => {
      void consultas.invalidateQueries({ queryKey: claves.horas });
      void message.success(exito(ausencia));
    },
    onError: error === undefined ? undefined : (fallo) => void message.error(mensajeDeError(fallo) ?? error),
  });
}

export const useSolicitar = () => useAccion(solicitarAusencia, (a) => (a.estado === 'aprobada' ? 'Ausencia registrada' : 'Ausencia solicitada'));
export const useCancelar = () => useAccion(cancelarAusencia, () => 'Ausencia cancelada', 'No se pudo cancelar la ausencia.');
export const useAprobar = () => useAccion(aprobarAusencia, (a) => `${nombreCompleto(a.usuario)}: ausencia aprobada`, 'No se pudo aprobar la ausencia.');
export const useRechazar = () =>
  useAccion(({ id, motivo }: { id: number; motivo: string }) => rechazarAusencia(id, motivo), (a) => `${nombreCompleto(a.usuario)}: ausencia rechazada`);
