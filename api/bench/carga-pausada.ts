/**
 * A paced (open-loop) load generator, in its own process like carga.ts: `tasa` requests per second
 * spread evenly (one every 1000/tasa ms), over a keep-alive pool of at most `conexiones` connections.
 * Each latency runs from the moment the request was *scheduled*, so a late send, or a wait for a free
 * connection when all are busy, counts in it (no coordinated omission). autocannon's `overallRate`
 * instead sends each connection's share of a second back to back as the second starts: bursts.
 * Input (argv[2], JSON): { url, conexiones, segundos, pedidos: [{ path, token, body? }], tasa }, cycled
 * in order; one uncounted second of the same load first. Output (stdout, one JSON line): `Pausada`.
 */
import http from 'node:http';

interface Entrada { url: string; conexiones: number; segundos: number; pedidos: { path: string; token?: string; body?: string }[]; tasa: number }

/** What one run answers; the first six fields are carga-hijo.ts's `Corrida`. Times in ms. */
export interface Pausada {
  /** Answers of the counted requests over the time from the first counted send to the last answer (at least `segundos`). */
  reqPorSeg: number; p50: number; p99: number;
  /** Failed requests, those unanswered at the end included. */
  errores: number; no2xx: number;
  /** Status line, headers and body, as sent (chunk framing aside). */
  bytesPorResp: number;
  p90: number; p999: number; max: number;
  /** Counted requests: scheduled, answered, unanswered when the run gave up waiting. */
  programados: number; respondidos: number; sinTerminar: number;
  /** How late the sender was on its own schedule (the generator's lag, not the server's): p99 and worst. */
  retrasoEnvioP99: number; retrasoEnvioMax: number;
  /** p99 from the actual send instead of the scheduled time: without the generator's own lag. */
  p99DesdeEnvio: number;
  /** From the send to a connection of the pool being free for it: p99 and worst. */
  esperaConexionP99: number; esperaConexionMax: number;
  /** Connections the pool opened; the generator's own CPU over the run, % of one core. */
  conexionesAbiertas: number; cpuGeneradorPct: number;
}

const CALENTAMIENTO_S = 1;
/** After the last send, how long unanswered requests are waited for before they count as failed. */
const ESPERA_FINAL_MS = 30_000;

const { url, conexiones, segundos, pedidos, tasa } = JSON.parse(process.argv[2]) as Entrada;
const destino = new URL(url);
const agente = new http.Agent({ keepAlive: true, maxSockets: conexiones });
const abiertas = new Set<object>();

const intervalo = 1000 / tasa;
const omitidos = Math.round(tasa * CALENTAMIENTO_S);
const total = omitidos + Math.round(tasa * segundos);
const contados = total - omitidos;
// Per counted request (index - omitidos): latency, the sender's lag, the wait for a connection; its state.
const latencia = new Float64Array(contados);
const retraso = new Float64Array(contados);
const espera = new Float64Array(contados).fill(-1);
const PENDIENTE = 0, RESPONDIDO = 1, FALLIDO = 2;
const estado = new Uint8Array(contados);
let no2xx = 0, bytes = 0, respondidos = 0, pendientes = 0, ultimaRespuesta = 0;

const redondear = (n: number) => Math.round(n * 100) / 100;
/** Nearest rank over an ascending typed array. */
const percentil = (ordenados: Float64Array, p: number) =>
  ordenados.length ? ordenados[Math.min(ordenados.length - 1, Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1))] : 0;

/** The next request to send (index over warm-up and counted ones) and the schedule's start. */
let siguiente = 0;
let inicio = 0;
let fin: () => void = () => undefined;
const terminado = new Promise<void>((listo) => { fin = listo; });

function enviar(i: number, programado: number, ahora: number) {
  const k = i - omitidos;
  const contado = k >= 0;
  if (contado) retraso[k] = ahora - programado;
  const { path, token, body } = pedidos[i % pedidos.length];
  const headers: http.OutgoingHttpHeaders = body !== undefined
    ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
    : { authorization: `Bearer ${token}` };
  pendientes++;
  let cerrado = false;
  const cerrar = (resultado: typeof RESPONDIDO | typeof FALLIDO) => {
    if (cerrado) return; // a response's error may be followed by the request's
    cerrado = true;
    pendientes--;
    if (contado && estado[k] === PENDIENTE) {
      estado[k] = resultado;
      if (resultado === RESPONDIDO) { latencia[k] = performance.now() - programado; respondidos++; ultimaRespuesta = performance.now(); }
    }
    if (pendientes === 0 && siguiente >= total) fin();
  };
  const req = http.request({ agent: agente, host: destino.hostname, port: destino.port, path, method: body !== undefined ? 'POST' : 'GET', headers }, (res) => {
    let tamano = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
    for (let h = 0; h < res.rawHeaders.length; h += 2) tamano += res.rawHeaders[h].length + res.rawHeaders[h + 1].length + 4;
    res.on('data', (trozo: Buffer) => { tamano += trozo.length; });
    res.on('end', () => {
      if (contado) { bytes += tamano; if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299) no2xx++; }
      cerrar(RESPONDIDO);
    });
    res.on('error', () => cerrar(FALLIDO));
  });
  // Emitted once the pool hands the request a connection (new or kept alive), after a wait if all were busy.
  req.on('socket', (socket) => {
    if (contado) espera[k] = performance.now() - ahora;
    abiertas.add(socket);
  });
  req.on('error', () => cerrar(FALLIDO));
  req.end(body);
}

/** Sends every request whose time has come, then sleeps until the next one is due (timers: ~1 ms granularity). */
function tick() {
  const ahora = performance.now();
  while (siguiente < total && inicio + siguiente * intervalo <= ahora) {
    enviar(siguiente, inicio + siguiente * intervalo, ahora);
    siguiente++;
  }
  if (siguiente < total) setTimeout(tick, Math.max(1, inicio + siguiente * intervalo - performance.now()));
  else if (pendientes === 0) fin();
}

async function main() {
  inicio = performance.now();
  const inicioContado = inicio + omitidos * intervalo;
  let cpu0 = process.cpuUsage();
  setTimeout(() => { cpu0 = process.cpuUsage(); }, Math.max(0, inicioContado - performance.now()));
  tick();
  // Once every request is sent, the last answers are waited for up to ESPERA_FINAL_MS.
  const plazo = new Promise<void>((listo) => {
    const vigilar = setInterval(() => { if (siguiente >= total) { clearInterval(vigilar); setTimeout(listo, ESPERA_FINAL_MS); } }, 100);
  });
  await Promise.race([terminado, plazo]);
  const cpu = process.cpuUsage(cpu0);
  const ahora = performance.now();
  const duracionS = Math.max(segundos, ((respondidos ? ultimaRespuesta : ahora) - inicioContado) / 1000);

  let sinTerminar = 0, errores = 0;
  const lat: number[] = [];
  const desdeEnvio: number[] = [];
  for (let k = 0; k < contados; k++) {
    if (estado[k] === RESPONDIDO) { lat.push(latencia[k]); desdeEnvio.push(latencia[k] - retraso[k]); }
    else if (estado[k] === FALLIDO) errores++;
    else { sinTerminar++; errores++; lat.push(ahora - (inicioContado + k * intervalo)); } // at least this late
    if (espera[k] < 0) espera[k] = ahora - (inicioContado + k * intervalo + retraso[k]); // still waiting for a connection
  }
  const ordenada = Float64Array.from(lat).sort();
  const retrasos = retraso.slice().sort();
  const esperas = espera.slice().sort();
  const resultado: Pausada = {
    reqPorSeg: Math.round((respondidos / duracionS) * 10) / 10,
    p50: redondear(percentil(ordenada, 50)), p99: redondear(percentil(ordenada, 99)),
    errores, no2xx, bytesPorResp: Math.round(bytes / Math.max(1, respondidos)),
    p99DesdeEnvio: redondear(percentil(Float64Array.from(desdeEnvio).sort(), 99)),
    p90: redondear(percentil(ordenada, 90)), p999: redondear(percentil(ordenada, 99.9)), max: redondear(ordenada.at(-1) ?? 0),
    programados: contados, respondidos, sinTerminar,
    retrasoEnvioP99: redondear(percentil(retrasos, 99)), retrasoEnvioMax: redondear(retrasos.at(-1) ?? 0),
    esperaConexionP99: redondear(percentil(esperas, 99)), esperaConexionMax: redondear(esperas.at(-1) ?? 0),
    conexionesAbiertas: abiertas.size,
    cpuGeneradorPct: Math.round(((cpu.user + cpu.system) / 1000 / (ahora - inicioContado)) * 100),
  };
  process.stdout.write(`${JSON.stringify(resultado)}\n`);
  agente.destroy();
  process.exit(0); // requests still queued or in flight are abandoned
}

main().catch((error) => { console.error(error); process.exit(1); });
