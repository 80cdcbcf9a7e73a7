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
  url, connections: conexiones, duration: segundos, timeout: 60,
  // With a rate, autocannon's coordinated-omission correction takes `ceil(1 / rate per connection)`,
  // i.e. 1 ms, as the expected interval, so each answer of N ms is recorded N times (N, N-1, … 1): the
  // percentiles it reports then weigh answers by their own duration. The answers' own times instead.
  ...(tasa && { overallRate: tasa, ignoreCoordinatedOmission: true }),
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
