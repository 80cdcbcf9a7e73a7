import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
let puerto: number;
beforeAll(async () => {
  e = await crearEntorno();
  // `inject` skips Node's HTTP parser: its errors need a listening server and raw bytes.
  await e.app.listen({ port: 0, host: '127.0.0.1' });
  puerto = (e.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => { await e?.cerrar(); });

/** Every failure is `{ mensaje }` in Spanish: never Fastify's `code`, `error` or English `message`. */
function exigirMensaje(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string }, status: number, mensaje: RegExp) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ mensaje: expect.stringMatching(mensaje) });
  expect(res.body).not.toMatch(/FST_|Bad Request|Not Found|statusCode/);
}

describe("Fastify's own errors answer like every other error", () => {
  it('a path parameter longer than the router allows: 414', async () => {
    const res = await e.app.inject({ method: 'DELETE', url: `/horas/eliminarhoras/${'9'.repeat(200)}`, headers: e.auth('ana') });
    exigirMensaje(res, 414, /^La dirección solicitada es demasiado larga\.$/);
  });

  it('a malformed percent escape in the path: 400', async () => {
    for (const url of ['/horas/%E0%A4%A', '/clientes/cliente/%E0%A4%A', '/horas/horasusuario/%FF']) {
      exigirMensaje(await e.app.inject({ url, headers: e.auth('ana') }), 400, /^La dirección solicitada no es válida/);
    }
  });

  it('a body that is not JSON: 415, whatever its type', async () => {
    for (const tipo of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload: 'hola', headers: { ...e.auth('ana'), 'content-type': tipo } });
      exigirMensaje(res, 415, /^Tipo de contenido no soportado: envíe JSON\.$/);
    }
  });

  it('malformed JSON: 400', async () => {
    const res = await e.app.inject({ method: 'POST', url: '/horas/cargarhoras', payload: '{"tareaId":', headers: { ...e.auth('ana'), 'content-type': 'application/json' } });
    exigirMensaje(res, 400, /^El cuerpo de la solicitud no es un JSON válido\.$/);
  });

  it('a known path with another method: 405 naming the methods it takes', async () => {
    const res = await e.app.inject({ method: 'PATCH', url: '/horas/cargarhoras', headers: e.auth('ana') });
    exigirMensaje(res, 405, /^Método no permitido: PATCH \/horas\/cargarhoras\. Use POST\.$/);
    expect(res.headers.allow).toBe('POST');
    const conParametro = await e.app.inject({ method: 'POST', url: '/horas/eliminarhoras/5', headers: e.auth('ana') });
    exigirMensaje(conParametro, 405, /Use DELETE\.$/);
  });

  it('an unknown path: 404', async () => {
    exigirMensaje(await e.app.inject({ url: '/no/existe?x=1' }), 404, /^Ruta no encontrada: GET \/no\/existe$/);
  });
});

/** Sends raw bytes on a new connection; resolves with all the server wrote once it closed the connection. */
function enviarCrudo(bytes: string | Buffer, aPuerto = puerto): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(aPuerto, '127.0.0.1');
    const recibido: Buffer[] = [];
    socket.on('data', (trozo) => recibido.push(trozo));
    // The server may close before reading everything sent (a header over the limit): its answer is already here.
    socket.on('error', (error: NodeJS.ErrnoException) => { if (!['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) reject(error); });
    socket.on('close', () => resolve(Buffer.concat(recibido).toString('utf8')));
    socket.write(bytes);
  });
}

function leerRespuesta(texto: string) {
  const fin = texto.indexOf('\r\n\r\n');
  const [linea, ...cabeceras] = texto.slice(0, fin).split('\r\n');
  const body = texto.slice(fin + 4);
  const headers = Object.fromEntries(cabeceras.map((c) => [c.slice(0, c.indexOf(':')).toLowerCase(), c.slice(c.indexOf(':') + 1).trim()]));
  return { statusCode: Number(linea.split(' ')[1]), headers, body, json: () => JSON.parse(body) as unknown };
}

const json = (cuerpo: string, ...cabeceras: string[]) =>
  `POST /usuarios/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n${cabeceras.map((c) => `${c}\r\n`).join('')}\r\n${cuerpo}`;
const MAL_FORMADA = /^La solicitud HTTP está mal formada\.$/;

describe("requests Node's HTTP parser refuses answer `{ mensaje }` in Spanish, then the connection closes", () => {
  it.each([
    ['a URL over 16 KB', `GET /${'a'.repeat(17_000)} HTTP/1.1\r\nHost: api\r\n\r\n`, 431, /^La dirección o las cabeceras de la solicitud superan el tamaño máximo \(16 KB\)\.$/],
    ['a header over 16 KB', `GET /health HTTP/1.1\r\nHost: api\r\nX-Relleno: ${'a'.repeat(17_000)}\r\n\r\n`, 431, /^La dirección o las cabeceras/],
    ['a Content-Length that is not a number', json('{}', 'Content-Length: abc'), 400, MAL_FORMADA],
    ['two different Content-Length', json('{}', 'Content-Length: 2', 'Content-Length: 3'), 400, MAL_FORMADA],
    ['both Transfer-Encoding and Content-Length', json('2\r\n{}\r\n0\r\n\r\n', 'Transfer-Encoding: chunked', 'Content-Length: 2'), 400, MAL_FORMADA],
    ['a chunk size that is not hexadecimal', json('zz\r\n{}\r\n0\r\n\r\n', 'Transfer-Encoding: chunked'), 400, MAL_FORMADA],
    ['a Transfer-Encoding other than chunked last', json('{}', 'Transfer-Encoding: gzip'), 400, MAL_FORMADA],
    ['chunk extensions over 16 KB', json(`2;${'x'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`, 'Transfer-Encoding: chunked'), 413, /^La solicitud es demasiado grande\.$/],
    ['a garbage request line', 'HOLA MUNDO\r\n\r\n', 400, MAL_FORMADA],
    ['binary bytes', Buffer.from([0, 255, 1, 2, 13, 10, 13, 10]), 400, MAL_FORMADA],
    ['bare line feeds', 'GET /health HTTP/1.1\nHost: api\n\n', 400, MAL_FORMADA],
    ['HTTP/1.1 without Host', 'GET /health HTTP/1.1\r\n\r\n', 400, /^Falta la cabecera Host\.$/],
  ])('%s', async (_caso, bytes, status, mensaje) => {
    const res = leerRespuesta(await enviarCrudo(bytes));
    exigirMensaje(res, status, mensaje);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.connection).toBe('close');
  });

  it('the server keeps serving afterwards', async () => {
    const res = leerRespuesta(await enviarCrudo('GET /health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'ok' });
  });
});

describe('a malformed request is logged at most at info, without a stack, whatever layer sees it first', () => {
  // At 'info' the request's own log line reads the client address at once, and Node keeps it; at
  // 'warn' nothing reads it before the hooks, and the parser may have closed the connection by then.
  it.each(['info', 'warn'])("a bad chunk size behind good headers on POST /usuarios/login, the request ceiling on, LOG_LEVEL=%s", async (level) => {
    const lineas: { level: number; err?: { stack?: string } }[] = [];
    const conLimite = await crearEntorno({ rateLimitMax: 1000 }, { logger: { level, stream: { write: (linea: string) => lineas.push(JSON.parse(linea)) } } });
    try {
      await conLimite.app.listen({ port: 0, host: '127.0.0.1' });
      const suPuerto = (conLimite.app.server.address() as net.AddressInfo).port;
      // The parser may close the connection before or after the hooks read the address: several tries.
      for (let i = 0; i < 20; i++) {
        for (const cuerpo of ['zz\r\n{}\r\n0\r\n\r\n', '2\r\n{}\r\nzz\r\n\r\n']) {
          const res = leerRespuesta(await enviarCrudo(json(cuerpo, 'Transfer-Encoding: chunked'), suPuerto));
          exigirMensaje(res, 400, MAL_FORMADA);
        }
      }
    } finally {
      await conLimite.cerrar();
    }
    expect(lineas.filter((l) => l.level > 30 || l.err?.stack !== undefined)).toEqual([]);
  });
});
