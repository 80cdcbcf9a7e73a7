import { App } from 'antd';
import { mensajeDeError, nombreCompleto, nombreMes, ResumenDelMes, type CierreFila } from '@horas/shared';
import { conDiferencias } from '../utils/filas';
import type { useDecision } from './useDecisiones';

/**
 * 'Aprobar' of one month: a clean one at once; one with a difference or days without hours after a
 * dialog that shows them, whose confirming button is 'Aprobar'.
 */
export function useAprobar(decision: ReturnType<typeof useDecision>) {
  const { message, modal } = App.useApp();
  const aprobar = (fila: CierreFila) =>
    decision.mutateAsync({ accion: 'aprobar', fila }).catch((error: unknown) => void message.error(mensajeDeError(error) ?? 'No se pudo aprobar el mes.'));
  return (fila: CierreFila) => {
    if (!conDiferencias(fila)) return void aprobar(fila);
    modal.confirm({
      title: `¿Aprobar ${nombreMes(fila.mes)} de ${nombreCompleto(fila)}?`,
      content: <ResumenDelMes cierre={fila} />,
      okText: 'Aprobar',
      cancelText: 'Cancelar',
      // The dialog stays until the answer; a refusal is said by the message above.
      onOk: () => aprobar(fila),
    });
  };
}
