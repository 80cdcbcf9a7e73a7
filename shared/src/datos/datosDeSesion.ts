import { queryOptions } from '@tanstack/react-query';
import { getClientesUsuario, getHorasHabilitadas, getTareas, getTareasDefault } from '../api';
import { claves } from './claves';

/** How often an open screen asks whether an admin switched hour entry on or off. */
export const HORAS_HABILITADAS_CADA_MS = 60_000;

/**
 * What every screen of a signed-in user reads: loaded at sign-in (spec §4) and kept in the root
 * key by the app store, so a reload shows it at once. Fresh for a while after loading, so the
 * screens opened right after sign-in do not ask again.
 */
export const consultasDeSesion = {
  horasHabilitadas: queryOptions({
    queryKey: claves.horasHabilitadas,
    queryFn: async () => (await getHorasHabilitadas()).habilitada,
    refetchInterval: HORAS_HABILITADAS_CADA_MS,
    staleTime: 10_000,
  }),
  clientes: queryOptions({ queryKey: claves.clientesUsuario, queryFn: getClientesUsuario, staleTime: 30_000 }),
  tareasDefault: queryOptions({ queryKey: claves.tareasDefault, queryFn: getTareasDefault, staleTime: 30_000 }),
  tareas: queryOptions({ queryKey: claves.tareas, queryFn: getTareas, staleTime: 30_000 }),
};

export type DatoDeSesion = keyof typeof consultasDeSesion;
