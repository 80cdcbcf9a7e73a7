import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface ConfiguracionShell {
  apiUrl: string;
  /** Federation name -> manifest URL. */
  remotes: Record<string, string>;
}

let remotos: Record<string, string> = {};
const registrados = new Set<string>();

/** /remotes.json is written at start from the environment: remotes move without a shell rebuild. */
export async function leerConfiguracion(): Promise<ConfiguracionShell> {
  const respuesta = await fetch('/remotes.json');
  if (!respuesta.ok) throw new Error(`No se pudo leer /remotes.json (${respuesta.status})`);
  const configuracion = (await respuesta.json()) as ConfiguracionShell;
  remotos = configuracion.remotes;
  return configuracion;
}

/**
 * Registered on first use only, so a remote nobody opens is never requested (the admin one
 * for staff). `forzar` drops what the runtime cached from a failed attempt.
 */
function registrar(nombre: string, forzar: boolean) {
  if (registrados.has(nombre) && !forzar) return;
  const entry = remotos[nombre];
  if (!entry) throw new Error(`Remoto desconocido: ${nombre}`);
  registerRemotes([{ name: nombre, entry }], { force: forzar });
  registrados.add(nombre);
}

async function cargar(id: string, forzar: boolean) {
  registrar(id.split('/')[0], forzar);
  const modulo = await loadRemote<{ default?: ComponentType }>(id);
  if (!modulo?.default) throw new Error(`${id} no expone un componente`);
  return { default: modulo.default };
}

/** `mf_horas/Screen` -> its component; a failure is retried once from scratch. */
export const cargarPantalla = (id: string, forzar = false) => cargar(id, forzar).catch(() => cargar(id, true));
