export interface ConfiguracionShell {
  apiUrl: string;
  /** Federation name -> manifest URL. */
  remotes: Record<string, string>;
}

let remotos: Record<string, string> = {};

/** /remotes.json is written at start from the environment: remotes move without a shell rebuild. */
export async function leerConfiguracion(): Promise<ConfiguracionShell> {
  const respuesta = await fetch('/remotes.json');
  if (!respuesta.ok) throw new Error(`No se pudo leer /remotes.json (${respuesta.status})`);
  const configuracion = (await respuesta.json()) as ConfiguracionShell;
  remotos = configuracion.remotes;
  return configuracion;
}

/** Where a remote is deployed (its manifest URL), as /remotes.json says. */
export const entradaDe = (nombre: string): string | undefined => remotos[nombre];
