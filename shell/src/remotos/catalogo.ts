import type { ComponentType } from 'react';
import { loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import type { IdPantalla } from '@horas/shared/apps';
import { anotarVersion } from '../version/versiones';
import { entradaDe } from './configuracion';

// The one module that knows about Module Federation: `pnpm build:mono` (mono/) swaps it for static imports.

const registrados = new Set<string>();

/**
 * Registered on first use only, so a remote nobody opens is never requested (the admin one
 * for staff). `forzar` drops what the runtime cached from a failed attempt.
 */
function registrar(nombre: string, forzar: boolean) {
  if (registrados.has(nombre) && !forzar) return;
  const entry = entradaDe(nombre);
  if (!entry) throw new Error(`Remoto desconocido: ${nombre}`);
  registerRemotes([{ name: nombre, entry }], { force: forzar });
  registrados.add(nombre);
  // The release this page takes of it: a new one deployed later is announced (src/version/).
  anotarVersion(entry);
}

async function cargar(id: IdPantalla, forzar: boolean) {
  registrar(id.split('/')[0], forzar);
  // The shell's own screens never load the shared antd (see rsbuild.config.ts), and its login only the
  // light part of @horas/shared: both are asked for here, before the remote's entry arrives, so the
  // shell's copies are the ones every remote then takes.
  const [modulo] = await Promise.all([loadRemote<{ default?: ComponentType }>(id), loadShare('antd'), loadShare('@horas/shared')]);
  if (!modulo?.default) throw new Error(`${id} no expone un componente`);
  return { default: modulo.default };
}

/** `mf_horas/Screen` -> its component; a failure is retried once from scratch. */
export const cargarPantalla = (id: IdPantalla, forzar = false) => cargar(id, forzar).catch(() => cargar(id, true));

/** Starts loading a screen that is about to be shown; the runtime keeps it for `cargarPantalla`. */
export const precargarPantalla = (id: IdPantalla) => void cargar(id, false).catch(() => undefined);

/**
 * Loads screens the user may open next (entry, exposed module and what it takes from the share
 * scope), without showing them: opening one then waits for its data, not for a chain of scripts.
 */
export const prepararPantallas = (ids: IdPantalla[]) => ids.forEach(precargarPantalla);
