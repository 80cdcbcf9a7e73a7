import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Cliente, Tarea } from '../contracts';
import { getClientesUsuario, getHorasHabilitadas, getTareas, getTareasDefault } from '../api';
import { almacenEnRaiz } from '../auth/almacenLocal';

interface DatosApp {
  horasHabilitadas: boolean;
  /** The user's clients (the hour form's search). */
  clientes: Cliente[];
  tareasDefault: Tarea[];
  tareas: Tarea[];
}

interface AppState extends DatosApp {
  setHorasHabilitadas: (habilitadas: boolean) => void;
  /** Spec §4: after login or a restored session. A failed call is only logged (§8) and keeps the previous value. */
  cargarDatosIniciales: () => Promise<void>;
  /** Logout (§4): everything back to empty except the hours flag. */
  reiniciar: () => void;
}

const vacio: Omit<DatosApp, 'horasHabilitadas'> = { clientes: [], tareasDefault: [], tareas: [] };

function valorO<T>(resultado: PromiseSettledResult<T>, que: string): T | undefined {
  if (resultado.status === 'fulfilled') return resultado.value;
  console.error(`No se pudo cargar ${que}`, resultado.reason);
  return undefined;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      horasHabilitadas: false,
      ...vacio,
      setHorasHabilitadas: (horasHabilitadas) => set({ horasHabilitadas }),
      async cargarDatosIniciales() {
        const [habilitadas, tareasDefault, clientes, tareas] = await Promise.allSettled([
          getHorasHabilitadas(),
          getTareasDefault(),
          getClientesUsuario(),
          getTareas(),
        ]);
        const flag = valorO(habilitadas, 'horasHabilitadas');
        // A failed call keeps what was loaded before (a restored session's saved lists), not [].
        set((antes) => ({
          horasHabilitadas: flag?.habilitada ?? antes.horasHabilitadas,
          tareasDefault: valorO(tareasDefault, 'las tareas por defecto') ?? antes.tareasDefault,
          clientes: valorO(clientes, 'los clientes') ?? antes.clientes,
          tareas: valorO(tareas, 'las tareas') ?? antes.tareas,
        }));
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
