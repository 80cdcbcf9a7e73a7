const responde = (url: string) => fetch(url).then((r) => r.ok, () => false);

/** Resolves once `url` answers 2xx; rejects after `segundos` without an answer. */
export async function esperarRespuesta(url: string, segundos: number): Promise<void> {
  const limite = Date.now() + segundos * 1000;
  while (!(await responde(url))) {
    if (Date.now() > limite) throw new Error(`no respondió en ${segundos} s (${url})`);
    await new Promise((listo) => setTimeout(listo, 1000));
  }
}
