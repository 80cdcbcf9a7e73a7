/**
 * What identifies the release this page runs: /remotes.json and the manifest of every remote it
 * names, as served now (never from the browser's cache). A rebuild of the same sources gives the same
 * manifests (the builds are reproducible), so only a real new release changes it.
 */
export async function huellaDeVersion(): Promise<string> {
  const leer = async (url: string) => {
    const respuesta = await fetch(url, { cache: 'no-store' });
    if (!respuesta.ok) throw new Error(`${url}: ${respuesta.status}`);
    return respuesta.text();
  };
  const configuracion = await leer('/remotes.json');
  const { remotes } = JSON.parse(configuracion) as { remotes: Record<string, string> };
  const manifiestos = await Promise.all(Object.keys(remotes).sort().map((nombre) => leer(remotes[nombre])));
  return [configuracion, ...manifiestos].join('\n');
}

let inicial: Promise<string | undefined> | undefined;

/**
 * The release the page runs: read once, when the first signed-in screen mounts, as its remotes start
 * to load (none loads before; the login page does not pay for it).
 */
export function versionInicial(): Promise<string | undefined> {
  inicial ??= huellaDeVersion().catch(() => undefined);
  return inicial;
}
