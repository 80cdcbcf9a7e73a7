import type { ComponentType } from 'react';
import type { IdPantalla } from '@horas/shared/apps';
import pantallas from './pantallas';

type Modulo = Promise<{ default: ComponentType }>;

/**
 * Stands in for shell/src/remotos/catalogo.ts in the mono build: the same ids, resolved by the
 * bundler to each remote's exposed file. Route-level lazy chunks, as an ordinary SPA splits them.
 */
export const cargarPantalla = (id: IdPantalla, _forzar = false): Modulo =>
  pantallas[id]?.() ?? Promise.reject(new Error(`Pantalla desconocida: ${id}`));

/** As the shell's: starts the screen's chunk early (the bundler keeps it for `cargarPantalla`). */
export const precargarPantalla = (id: IdPantalla) => void cargarPantalla(id).catch(() => undefined);

/** As the shell's: fetches the screens' chunks ahead (the bundler keeps them for `cargarPantalla`). */
export const prepararPantallas = (ids: IdPantalla[]) => ids.forEach(precargarPantalla);
