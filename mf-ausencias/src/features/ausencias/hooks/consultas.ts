import { skipToken, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  claves, esAdmin, getAusencias, getCalendarioAusencias, getConfiguracionAusencias, getSaldoAusencias, getTiposAusencia, useAuthStore,
  type Ausencia, type CalendarioQuery,
} from '@horas/shared';
import { ventanaDeAusencias } from '../utils/ausencias';

export const useTiposAusencia = () => useQuery({ queryKey: claves.tiposAusencia, queryFn: getTiposAusencia });

export const useConfiguracionAusencias = () => useQuery({ queryKey: claves.configuracionAusencias, queryFn: getConfiguracionAusencias });

/** A person's vacation balance of a year; `usuarioId` null: nothing to ask. */
export const useSaldoAusencias = (usuarioId: number | null, año: number) =>
  useQuery({
    queryKey: claves.saldoAusencias(usuarioId ?? 0, año),
    queryFn: usuarioId === null ? skipToken : () => getSaldoAusencias(usuarioId, año),
  });

const masRecientePrimero = (ausencias: Ausencia[]) => [...ausencias].sort((a, b) => b.creadaEn.localeCompare(a.creadaEn));

/** The signed-in user's requests, newest first. */
export function useMisAusencias() {
  const id = useAuthStore((s) => s.id);
  const consulta = id === null ? null : { ...ventanaDeAusencias(dayjs()), usuarioId: id };
  return useQuery({
    queryKey: claves.listaAusencias(consulta ?? {}),
    queryFn: consulta ? () => getAusencias(consulta) : skipToken,
    select: masRecientePrimero,
  });
}

/**
 * The pending requests the user decides on: the API lists the caller's own too, which a
 * responsable never approves (an administrator does).
 */
export function usePorAprobar() {
  const id = useAuthStore((s) => s.id);
  const admin = esAdmin(useAuthStore((s) => s.perfil));
  const consulta = { ...ventanaDeAusencias(dayjs()), estado: 'pendiente' as const };
  return useQuery({
    queryKey: claves.listaAusencias(consulta),
    queryFn: () => getAusencias(consulta),
    select: (ausencias) => (admin ? ausencias : ausencias.filter((a) => a.usuario.id !== id)),
  });
}

export const useCalendarioAusencias = (consulta: CalendarioQuery) =>
  useQuery({ queryKey: claves.calendarioAusencias(consulta), queryFn: () => getCalendarioAusencias(consulta) });
