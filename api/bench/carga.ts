/**
 * The load generator of the API bench, in its own process so that autocannon does not share the
 * server's event loop (in one process it took a large share of the server's CPU and its figures).
 * Input (argv[2], JSON): { url, conexiones, segundos, pedidos: [{ path, token }], tasa? }, cycled in
 * order; `tasa` caps the requests per second (a steady load instead of as many as the server takes).
 * Output (stdout, one JSON line): autocannon's result.
 */
import autocannon from 'autocannon';

interface Entrada { url: string; conexiones: number; segundos: number; pedidos: { path: string; token?: string; body?: string }[]; tasa?: number }

const { url, conexiones, segundos, pedidos, tasa } = JSON.parse(process.argv[2]) as Entrada;
let n = 0;
autocannon({
  url, connections: conexiones, duration: segundos, timeout: 60, ...(tasa && { overallRate: tasa }),
  requests: [{
    setupRequest: (req) => {
      const { path, token, body } = pedidos[n++ % pedidos.length];
      if (body !== undefined) return { ...req, path, method: 'POST', body, headers: { ...req.headers, 'content-type': 'application/json' } };
      return { ...req, path, headers: { ...req.headers, authorization: `Bearer ${token}` } };
    },
  }],
}, (error, resultado) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(`${JSON.stringify(resultado)}\n`);
});
