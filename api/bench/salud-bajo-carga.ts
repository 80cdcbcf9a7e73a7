/**
 * Whether one heavy request holds the event loop: `/health` (no database, no work) asked one probe
 * after another, 10 ms apart, while `paralelos` loops each run `pedido` `porBucle` times. A probe
 * that waits is the loop busy with someone else's request (the client is in the same process, so
 * its own work counts too: the figure is an upper bound).
 */
export async function saludBajoCarga(url: string, pedido: () => Promise<number>, { paralelos = 4, porBucle = 5 } = {}) {
  let cargando = true;
  const tiemposCarga: number[] = [];
  const carga = Promise.all(Array.from({ length: paralelos }, async () => {
    for (let i = 0; i < porBucle; i++) tiemposCarga.push(await pedido());
  })).finally(() => { cargando = false; });
  const tiemposSalud: number[] = [];
  while (cargando) {
    const inicio = performance.now();
    const res = await fetch(`${url}/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/health: ${res.status}`);
    tiemposSalud.push(performance.now() - inicio);
    await new Promise((listo) => { setTimeout(listo, 10); });
  }
  await carga;
  return { salud: tiemposSalud, carga: tiemposCarga };
}
