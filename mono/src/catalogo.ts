import type { ComponentType } from 'react';
import type { IdPantalla } from '@horas/shared/apps';

type Modulo = Promise<{ default: ComponentType }>;

/**
 * Stands in for shell/src/remotos/catalogo.ts in the mono build: the same ids, resolved by the
 * bundler to each remote's exposed file. Route-level lazy chunks, as an ordinary SPA splits them.
 * The bundler needs each import written out; the type makes a new id of the registry fail here.
 */
const pantallas: Record<IdPantalla, () => Modulo> = {
  'mf_horas/Screen': () => import('mf_horas/Screen'),
  'mf_reportes/Screen': () => import('mf_reportes/Screen'),
  'mf_mishoras/Screen': () => import('mf_mishoras/Screen'),
  'mf_clientes_admin/AdminNav': () => import('mf_clientes_admin/AdminNav'),
};

export const cargarPantalla = (id: IdPantalla, _forzar = false): Modulo =>
  pantallas[id]?.() ?? Promise.reject(new Error(`Pantalla desconocida: ${id}`));

/** As the shell's: starts the screen's chunk early (the bundler keeps it for `cargarPantalla`). */
export const precargarPantalla = (id: IdPantalla) => void cargarPantalla(id).catch(() => undefined);

/** As the shell's: fetches the screens' chunks ahead (the bundler keeps them for `cargarPantalla`). */
export const prepararPantallas = (ids: IdPantalla[]) => ids.forEach(precargarPantalla);
