import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * Every route's methods and path, to tell "no such path" (404) from "not with this method" (405).
 * OPTIONS is left out: CORS answers it on every path.
 */
export function rutasConocidas() {
  const router = FindMyWay();
  const metodos = new Set<HTTPMethod>();
  return {
    agregar(metodo: string | string[], url: string): void {
      for (const m of [metodo].flat() as HTTPMethod[]) {
        if (m === 'OPTIONS' || router.hasRoute(m, url)) continue;
        router.on(m, url, () => undefined);
        metodos.add(m);
      }
    },
    permitidos: (ruta: string): HTTPMethod[] => [...metodos].filter((m) => router.find(m, ruta) !== null),
  };
}
