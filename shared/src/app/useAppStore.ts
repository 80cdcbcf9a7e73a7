import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { hashKey, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { Cliente, Tarea } from '../contracts';
import { almacenEnRaiz } from '../auth/almacenLocal';
import { clienteConsultas } from '../datos/clienteConsultas';
import { consultasDeSesion, type DatoDeSesion } from '../datos/datosDeSesion';

interface DatosApp {
  horasHabilitadas: boolean;
  /** The user's clients (the hour form's search). */
  clientes: Cliente[];
  tareasDefault: Tarea[];
  tareas: Tarea[];
}

interface AppState extends DatosApp {
  /** Spec §4: after login or a restored session. A failed call is only logged (§8) and keeps the previous value. */
  cargarDatosIniciales: () => Promise<void>;
  /** Logout (§4): everything back to empty except the hours flag. */
  reiniciar: () => void;
}

const vacio: Omit<DatosApp, 'horasHabilitadas'> = { clientes: [], tareasDefault: [], tareas: [] };
const DATOS = Object.keys(consultasDeSesion) as DatoDeSesion[];

// A failed call keeps what was loaded before (a restored session's saved lists), not [].
const cargar = <T, K extends QueryKey>(consulta: FetchQueryOptions<T, Error, T, K>, que: string) =>
  clienteConsultas.fetchQuery(consulta).catch((error: unknown) => console.error(`No se pudo cargar ${que}`, error));

/**
 * The session's lists as the spec keeps them (the root key, so a reload shows them at once). The
 * query cache is their source: whatever refreshes one of these queries (a sign-in, the minute's
 * check of the hours switch, an admin's change) lands here too.
 */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      horasHabilitadas: false,
      ...vacio,
      async cargarDatosIniciales() {
        await Promise.all([
          cargar(consultasDeSesion.horasHabilitadas, 'horasHabilitadas'),
          cargar(consultasDeSesion.tareasDefault, 'las tareas por defecto'),
          cargar(consultasDeSesion.clientes, 'los clientes'),
          cargar(consultasDeSesion.tareas, 'las tareas'),
        ]);
      },
      reiniciar: () => set(vacio),
    }),
    {
      name: 'app',
      storage: almacenEnRaiz<DatosApp>(),
      partialize: ({ horasHabilitadas, clientes, tareasDefault, tareas }) => ({ horasHabilitadas, clientes, tareasDefault, tareas }),
    },
  ),
);

const datoDe = (hash: string) => DATOS.find((dato) => hashKey(consultasDeSesion[dato].queryKey) === hash);

// The root key follows the query cache (see above).
clienteConsultas.getQueryCache().subscribe((evento) => {
  if (evento.type !== 'updated' || evento.action.type !== 'success') return;
  const dato = datoDe(evento.query.queryHash);
  if (dato) useAppStore.setState({ [dato]: evento.action.data } as Partial<DatosApp>);
});
