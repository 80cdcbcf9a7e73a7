import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aprobarCierre, aprobarCierres, claves, mensajeDeError, nombreCompleto, reabrirCierre, rechazarCierre, type CierreFila } from '@horas/shared';

/** An approver's decision on one month; a rejection carries its comment, a reopening its reason. */
export type Decision =
  | { accion: 'aprobar'; fila: CierreFila }
  | { accion: 'rechazar'; fila: CierreFila; comentario: string }
  | { accion: 'reabrir'; fila: CierreFila; motivo: string };

const HECHO: Record<Decision['accion'], string> = { aprobar: 'aprobado', rechazar: 'rechazado', reabrir: 'reabierto' };

const decidir = (decision: Decision) => {
  const { usuarioId, mes, version } = decision.fila;
  if (decision.accion === 'aprobar') return aprobarCierre(usuarioId, mes, version);
  if (decision.accion === 'rechazar') return rechazarCierre(usuarioId, mes, decision.comentario);
  return reabrirCierre(usuarioId, mes, decision.motivo);
};

/**
 * The month's list, every person's month and the owners' weeks change with a decision: all of
 * `horas` is asked again.
 */
function useAlDecidir() {
  const consultas = useQueryClient();
  return () => void consultas.invalidateQueries({ queryKey: claves.horas });
}

/** One decision; its refusal (a stale version, a month already decided) is the caller's to show. */
export function useDecision() {
  const { message } = App.useApp();
  const alDecidir = useAlDecidir();
  return useMutation({
    mutationFn: decidir,
    onSuccess: (_, { accion, fila }) => {
      alDecidir();
      void message.success(`${nombreCompleto(fila)}: mes ${HECHO[accion]}`);
    },
  });
}

/** 'Aprobar seleccionados': each person approved as if alone, each answer kept to be shown. */
export function useAprobarSeleccionados(mes: string) {
  const { message } = App.useApp();
  const alDecidir = useAlDecidir();
  return useMutation({
    mutationFn: (filas: CierreFila[]) => aprobarCierres({ mes, usuarios: filas.map(({ usuarioId, version }) => ({ usuarioId, version })) }),
    onSuccess: alDecidir,
    onError: (error) => void message.error(mensajeDeError(error) ?? 'No se pudieron aprobar los meses seleccionados.'),
  });
}
