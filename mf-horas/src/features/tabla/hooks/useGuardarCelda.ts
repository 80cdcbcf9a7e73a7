import { useMutation, useMutationState } from '@tanstack/react-query';
import { actualizarHoras, cargarHoras, eliminarHoras, mensajeDeError, type Hora } from '@horas/shared';
import { ERROR_GUARDAR_HORA } from '../../formulario-hora/hooks/useGuardarHora';
import { payloadHora, type SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { useCambiosDeHoras } from '../../semana/hooks/useCambiosDeHoras';
import type { CambioDeCelda } from '../utils/celda';
import type { Fila } from '../utils/filas';

/** What a cell saves: its typed hours, or its entry's new description (its note). */
export type CambioAGuardar = Exclude<CambioDeCelda, { tipo: 'nada' } | { tipo: 'error' }> | { tipo: 'describir'; hora: Hora; descripcion: string };

/** A cell's saves share a key, so the grid's totals can count the ones on their way (useMutationState). */
export const claveDeCelda = (clave: string, fechaCarga: string) => ['celda-horas', clave, fechaCarga] as const;

/** What a cell holds while its change is on its way: the totals count it at once. */
export const horasPendientes = (cambio: CambioAGuardar): number => {
  if (cambio.tipo === 'eliminar') return 0;
  return cambio.tipo === 'describir' ? cambio.hora.horas : cambio.horas;
};

/**
 * Saves one cell: creates the row's entry of that day with the cell's description, updates the
 * entry's hours (its own description stays) or its description, or deletes it. The week shows the
 * server's answer.
 */
export function useGuardarCelda(sesion: SesionHoras, fila: Fila, fechaCarga: string) {
  const cambios = useCambiosDeHoras();
  const mutacion = useMutation({
    mutationKey: claveDeCelda(fila.clave, fechaCarga),
    mutationFn: async (cambio: CambioAGuardar): Promise<Hora> => {
      const destino = { clienteId: fila.clienteId, servicioId: fila.servicioId, tareaId: fila.tareaId };
      if (cambio.tipo === 'eliminar') {
        await eliminarHoras(cambio.hora.id);
        return cambio.hora;
      }
      if (cambio.tipo === 'crear') return cargarHoras(payloadHora({ ...destino, horas: cambio.horas, descripcion: cambio.descripcion }, sesion, fechaCarga));
      const [horas, descripcion] = cambio.tipo === 'actualizar' ? [cambio.horas, cambio.hora.descripcion] : [cambio.hora.horas, cambio.descripcion];
      return actualizarHoras(cambio.hora.id, payloadHora({ ...destino, horas, descripcion }, sesion, fechaCarga));
    },
    onSuccess: (hora, cambio) => (cambio.tipo === 'eliminar' ? cambios.eliminada(hora) : cambios.guardada(hora)),
  });
  return {
    /** Stable, as TanStack Query's `mutate` is: an effect may depend on it. */
    guardar: mutacion.mutate,
    enviando: mutacion.isPending,
    /** The change on its way, or the one that failed. */
    enviado: mutacion.isPending || mutacion.isError ? mutacion.variables : undefined,
    guardada: mutacion.isSuccess,
    error: mutacion.isError ? (mensajeDeError(mutacion.error) ?? ERROR_GUARDAR_HORA) : null,
    olvidar: mutacion.reset,
  };
}

/** The hours each cell will hold once its change on the way is saved: the totals count them at once. */
export function useHorasPendientes() {
  const enviados = useMutationState({
    filters: { mutationKey: ['celda-horas'], status: 'pending' },
    select: (mutacion) => [mutacion.options.mutationKey, mutacion.state.variables as CambioAGuardar] as const,
  });
  return (clave: string, fechaCarga: string): number | undefined => {
    const enviado = enviados.find(([llave]) => llave?.[1] === clave && llave[2] === fechaCarga);
    return enviado && horasPendientes(enviado[1]);
  };
}
