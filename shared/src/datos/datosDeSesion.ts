import { hashKey, queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { getClientesUsuario, getHorasHabilitadas, getTareas, getTareasDefault } from '../api';
import { useAppStore } from '../app/useAppStore';
import { claves } from './claves';
import { clienteConsultas } from './clienteConsultas';

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

type DatoDeSesion = keyof typeof consultasDeSesion;
const DATOS = Object.keys(consultasDeSesion) as DatoDeSesion[];

// A failed call keeps what was loaded before (a restored session's saved lists), not [].
const cargar = <T, K extends QueryKey>(consulta: FetchQueryOptions<T, Error, T, K>, que: string) =>
  clienteConsultas.fetchQuery(consulta).catch((error: unknown) => console.error(`No se pudo cargar ${que}`, error));

/** Spec §4, after a sign-in or a restored session (wired in app/cableadoDeSesion.ts). */
export async function cargarDatosDeSesion(): Promise<void> {
  await Promise.all([
    cargar(consultasDeSesion.horasHabilitadas, 'horasHabilitadas'),
    cargar(consultasDeSesion.tareasDefault, 'las tareas por defecto'),
    cargar(consultasDeSesion.clientes, 'los clientes'),
    cargar(consultasDeSesion.tareas, 'las tareas'),
  ]);
}

const datoDe = (hash: string) => DATOS.find((dato) => hashKey(consultasDeSesion[dato].queryKey) === hash);

// The app store's root key follows these queries: every answer, whoever asked for it.
clienteConsultas.getQueryCache().subscribe((evento) => {
  if (evento.type !== 'updated' || evento.action.type !== 'success') return;
  const dato = datoDe(evento.query.queryHash);
  if (dato) useAppStore.setState({ [dato]: evento.action.data });
});
