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
  /** Logout (§4): everything back to empty except the hours flag. */
  reiniciar: () => void;
}

const vacio: Omit<DatosApp, 'horasHabilitadas'> = { clientes: [], tareasDefault: [], tareas: [] };

/**
 * The session's lists as the spec keeps them (the root key, so a reload shows them at once). The
 * query cache is their source: whatever refreshes one of these queries (a sign-in, the minute's
 * check of the hours switch, an admin's change) lands here too (datos/datosDeSesion.ts). Loaded at
 * sign-in and emptied at logout by the session's wiring (app/cableadoDeSesion.ts).
 */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      horasHabilitadas: false,
      ...vacio,
      reiniciar: () => set(vacio),
    }),
    {
      name: 'app',
      storage: almacenEnRaiz<DatosApp>(),
      partialize: ({ horasHabilitadas, clientes, tareasDefault, tareas }) => ({ horasHabilitadas, clientes, tareasDefault, tareas }),
    },
  ),
);
