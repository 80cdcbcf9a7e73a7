import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Cliente, Tarea } from '../contracts';
import { almacenEnRaiz } from '../auth/almacenLocal';

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

/**
 * The session's lists as the spec keeps them (the root key, so a reload shows them at once). The
 * query cache is their source: whatever refreshes one of these queries (a sign-in, the minute's
 * check of the hours switch, an admin's change) lands here too (datos/datosDeSesion.ts).
 */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      horasHabilitadas: false,
      ...vacio,
      // Loaded on first use: the login page does not download the query library.
      cargarDatosIniciales: async () => (await import('../datos/datosDeSesion')).cargarDatosDeSesion(),
      reiniciar: () => set(vacio),
    }),
    {
      name: 'app',
      storage: almacenEnRaiz<DatosApp>(),
      partialize: ({ horasHabilitadas, clientes, tareasDefault, tareas }) => ({ horasHabilitadas, clientes, tareasDefault, tareas }),
    },
  ),
);
