import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import {
  actualizarTipoAusencia, asignarDiasVacaciones, claves, crearTipoAusencia, guardarConfiguracionAusencias, mensajeDeError,
  type ActualizarTipoAusenciaBody, type CrearTipoAusenciaBody,
} from '@horas/shared';

/** A new type (no `id`) or a change to one (its fields, or `activo`). */
export type CambioDeTipo = { id?: undefined; cuerpo: CrearTipoAusenciaBody } | { id: number; cuerpo: ActualizarTipoAusenciaBody };

/** The type's list is asked again; a refusal is the caller's to show (a form's, or a row's message). */
export function useGuardarTipo() {
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cuerpo }: CambioDeTipo) => (id === undefined ? crearTipoAusencia(cuerpo as CrearTipoAusenciaBody) : actualizarTipoAusencia(id, cuerpo)),
    onSuccess: () => consultas.invalidateQueries({ queryKey: claves.tiposAusencia }),
  });
}

/** An allowance changes balances: every balance of absences (under `horas`) is asked again. */
function useAlCambiarDias(exito: string, error: string) {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  return {
    onSuccess: async () => {
      await Promise.all([claves.configuracionAusencias, claves.ausencias].map((queryKey) => consultas.invalidateQueries({ queryKey })));
      void message.success(exito);
    },
    onError: (fallo: unknown) => void message.error(mensajeDeError(fallo) ?? error),
  };
}

export const useGuardarDiasPorDefecto = () =>
  useMutation({
    mutationFn: (diasVacacionesPorAño: number) => guardarConfiguracionAusencias({ diasVacacionesPorAño }),
    ...useAlCambiarDias('Días de vacaciones guardados', 'No se pudieron guardar los días de vacaciones.'),
  });

export const useAsignarDias = () =>
  useMutation({
    mutationFn: ({ usuarioId, año, dias }: { usuarioId: number; año: number; dias: number }) => asignarDiasVacaciones(usuarioId, año, dias),
    ...useAlCambiarDias('Días asignados guardados', 'No se pudieron guardar los días asignados.'),
  });
