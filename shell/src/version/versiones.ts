/**
 * The release of each file this page depends on, as first read: /remotes.json at the first signed-in
 * screen, each remote's manifest when the page loads that remote (only those: staff never request
 * the admin remote). A rebuild of the same sources gives the same manifest (the builds are
 * reproducible), so only a real new release changes one.
 */
const vistas = new Map<string, Promise<string | undefined>>();

async function leer(url: string): Promise<string> {
  const respuesta = await fetch(url, { cache: 'no-store' });
  if (!respuesta.ok) throw new Error(`${url}: ${respuesta.status}`);
  return respuesta.text();
}

/** Notes the file's release, once (one that cannot be read now is not compared later). */
export function anotarVersion(url: string) {
  if (!vistas.has(url)) vistas.set(url, leer(url).catch(() => undefined));
}

/** Whether any noted file has changed since; one that cannot be read now (a server restarting) tells nothing. */
export async function hayVersionNueva(): Promise<boolean> {
  const cambios = await Promise.all([...vistas].map(async ([url, vista]) => {
    const [antes, ahora] = await Promise.all([vista, leer(url).catch(() => undefined)]);
    return antes !== undefined && ahora !== undefined && antes !== ahora;
  }));
  return cambios.some(Boolean);
}
