import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../app/useAppStore';
import { consultasDeSesion } from './datosDeSesion';

// What the root key holds shows at once (marked old, so a screen opened after a reload asks again).
const guardado = { initialDataUpdatedAt: 0 };

/** Whether hour entry is open outside the period; checked again every minute while a screen shows it. */
export const useHorasHabilitadas = () =>
  useQuery({ ...consultasDeSesion.horasHabilitadas, ...guardado, initialData: () => useAppStore.getState().horasHabilitadas }).data;

/** The user's clients; `isError` and `refetch` for a filter that offers 'Reintentar'. */
export const useClientesDelUsuario = () => useQuery({ ...consultasDeSesion.clientes, ...guardado, initialData: () => useAppStore.getState().clientes });

const useConsultaTareasDefault = () =>
  useQuery({ ...consultasDeSesion.tareasDefault, ...guardado, initialData: () => useAppStore.getState().tareasDefault });

export const useTareasDefault = () => useConsultaTareasDefault().data;

/**
 * Whether the API has said that the person has no client (of their areas) and there is no default
 * task: an hour cannot be logged against anything yet (a new Horas, or someone without an area).
 */
export function useSinDondeCargarHoras() {
  const clientes = useClientesDelUsuario();
  const tareas = useConsultaTareasDefault();
  return [clientes, tareas].every((consulta) => consulta.dataUpdatedAt > 0 && consulta.data.length === 0);
}
