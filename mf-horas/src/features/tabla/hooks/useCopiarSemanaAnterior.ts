import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { aIso, claves, mensajeDeError } from '@horas/shared';
import { leerSemana } from '../../semana/hooks/useHorasSemana';
import { filasDeHoras, type FilaGuardada } from '../utils/filas';

const SEMANA_ANTERIOR_VACIA = 'La semana anterior no tiene horas cargadas.';
const FILAS_YA_PRESENTES = 'Las filas de la semana anterior ya están en la tabla.';
const ERROR_COPIAR = 'No se pudo leer la semana anterior.';

/**
 * 'Copiar semana anterior': the previous week's rows with their latest descriptions and no hours
 * (as Harvest does). `agregar` adds the ones not on the grid (kept on the server) and says how many.
 */
export function useCopiarSemanaAnterior(usuarioId: number, lunes: Dayjs, agregar: (filas: FilaGuardada[]) => Promise<number | null>) {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  const copiar = useMutation({
    mutationFn: () => {
      const anterior = aIso(lunes.subtract(1, 'week'));
      return consultas.fetchQuery({ queryKey: claves.semana(usuarioId, anterior), queryFn: () => leerSemana(usuarioId, anterior) });
    },
    onSuccess: async (horas) => {
      if (horas.length === 0) return void message.info(SEMANA_ANTERIOR_VACIA);
      const agregadas = await agregar(filasDeHoras(horas));
      if (agregadas === null) return;
      if (agregadas === 0) void message.info(FILAS_YA_PRESENTES);
      else void message.success(agregadas === 1 ? 'Se agregó 1 fila de la semana anterior.' : `Se agregaron ${agregadas} filas de la semana anterior.`);
    },
    onError: (error) => void message.error(mensajeDeError(error) ?? ERROR_COPIAR),
  });
  return { copiar: () => copiar.mutate(), copiando: copiar.isPending };
}
