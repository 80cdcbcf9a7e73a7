import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { baseNoDisponible } from '../lib/base-no-disponible';
import { DatosInvalidosError, ErrorDeDominio } from '../lib/errores';
import { sqlstate } from '../lib/sqlstate';
import { rutasConocidas } from '../lib/rutas-conocidas';
import { lineasDeCabecerasDeSeguridad, ponerCabecerasDeSeguridad } from './cabeceras';

const porEstado: Record<number, string> = {
  400: 'Solicitud inválida.',
  401: 'No autorizado: inicie sesión nuevamente.',
  403: 'No tiene permisos para realizar esta acción.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no aceptado.',
  409: 'Conflicto con el estado actual de los datos.',
  413: 'La solicitud es demasiado grande.',
  414: 'La dirección solicitada es demasiado larga.',
  415: 'Tipo de contenido no soportado: envíe JSON.',
  429: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
};

const porCodigo: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado: envíe JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada del cuerpo no coincide con la recibida.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida (codificación incorrecta).',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección solicitada es demasiado larga.',
};

/**
 * Fastify's `frameworkErrors`: errors its router raises before any hook runs (a malformed `%`
 * escape, a parameter over `maxParamLength`), answered like every other error, headers included.
 */
export function erroresDelRouter(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  ponerCabecerasDeSeguridad(request, reply);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ mensaje: porCodigo[error.code] ?? porEstado[status] ?? 'Solicitud inválida.' });
}

/** An answer written straight to the socket, as bytes, with the headers of every other answer. */
function respuestaCruda(status: number, mensaje: string): Buffer {
  const cuerpo = JSON.stringify({ mensaje });
  const cabeceras = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`, 'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(cuerpo)}`, ...lineasDeCabecerasDeSeguridad(), 'Connection: close',
  ];
  return Buffer.from(`${cabeceras.join('\r\n')}\r\n\r\n${cuerpo}`);
}

/** Node's HTTP parser errors (llhttp codes) with their own status; any other is a malformed request. */
const delParser: Record<string, Buffer> = {
  HPE_HEADER_OVERFLOW: respuestaCruda(431, 'La dirección o las cabeceras de la solicitud superan el tamaño máximo (16 KB).'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: respuestaCruda(413, porEstado[413]),
  ERR_HTTP_REQUEST_TIMEOUT: respuestaCruda(408, 'La solicitud tardó demasiado en llegar.'),
};
const malFormada = respuestaCruda(400, 'La solicitud HTTP está mal formada.');

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (bad framing, a request line
 * or headers over 16 KB, a body too slow to arrive) never reaches Fastify; it gets the same
 * `{ mensaje }` as every other error, then the connection closes. As Node does, nothing is written
 * once an answer on this connection has started (it would corrupt it).
 */
export function erroresDelParser(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ codigo: error.code }, 'solicitud rechazada por el analizador HTTP');
  const enCurso = (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
  if (socket.writable && !enCurso?.headersSent) socket.write(delParser[error.code] ?? malFormada);
  socket.destroy();
}

/** Postgres errors that reach the handler: a unique violation is a conflict, bad values are input errors, the rest are ours. */
function mensajeDePostgres(error: unknown): [number, string] | undefined {
  const codigo = sqlstate(error);
  if (codigo === '23505') return [409, 'El registro ya existe.'];
  if (codigo === '23503') return [400, 'Alguno de los datos referenciados no existe.'];
  // Out of range, invalid text, invalid dates, bytes the encoding refuses (NUL): what the client sent.
  if (['22003', '22P02', '22007', '22008', '22021'].includes(String(codigo))) return [400, 'Algún dato está fuera de rango o tiene un formato inválido.'];
  return undefined;
}

const BASE_NO_DISPONIBLE = 'La base de datos no está disponible. Intente nuevamente en unos segundos.';
/** 'En unos segundos' for a client or a proxy that reads headers: a restarting PostgreSQL is back in about that. */
const REINTENTAR_TRAS_S = '5';

/** One error handler: every failure answers `{ mensaje }` in Spanish, never a stack, SQL or path. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  const rutas = rutasConocidas();
  app.addHook('onRoute', ({ method, url }) => rutas.agregar(method, url));
  // Node's own answer to an HTTP/1.1 request without Host is an empty 400 (`requireHostHeader`, off in
  // app.ts): this is it in Spanish, closing the connection as Node does. It runs before helmet's hook.
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return;
    ponerCabecerasDeSeguridad(request, reply);
    reply.header('connection', 'close');
    throw new DatosInvalidosError('Falta la cabecera Host.');
  });

  app.setNotFoundHandler((request, reply) => {
    const ruta = request.url.split('?')[0];
    const permitidos = rutas.permitidos(ruta);
    if (permitidos.length > 0) {
      return reply.code(405).header('allow', permitidos.join(', '))
        .send({ mensaje: `Método no permitido: ${request.method} ${ruta}. Use ${permitidos.join(' o ')}.` });
    }
    return reply.code(404).send({ mensaje: `Ruta no encontrada: ${request.method} ${ruta}` });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ErrorDeDominio) return reply.code(error.status).headers(error.cabeceras).send({ mensaje: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ mensaje: error.validation[0].message });
    }
    // A 4xx Fastify set is the client's own (a body aborted mid-way is ECONNRESET too): not the database's.
    const delCliente = typeof error.statusCode === 'number' && error.statusCode < 500;
    const caida = delCliente ? undefined : baseNoDisponible(error);
    if (caida) {
      // Expected while PostgreSQL restarts or the network drops: one line per request, no stack.
      request.log.warn({ causa: caida.message, codigo: (caida as { code?: unknown }).code }, 'base de datos no disponible');
      return reply.code(503).header('retry-after', REINTENTAR_TRAS_S).send({ mensaje: BASE_NO_DISPONIBLE });
    }
    const codigo = sqlstate(error) ?? '';
    if (codigo.startsWith('53')) {
      // Out of disk, memory or connections: the client may retry, an operator must act (no stack still).
      const causa = (error as { cause?: { message?: unknown } }).cause?.message ?? error.message;
      request.log.error({ causa, codigo }, 'la base de datos no tiene recursos (disco, memoria o conexiones)');
      return reply.code(503).header('retry-after', REINTENTAR_TRAS_S).send({ mensaje: BASE_NO_DISPONIBLE });
    }
    const pgError = mensajeDePostgres(error);
    if (pgError) return reply.code(pgError[0]).send({ mensaje: pgError[1] });

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'error no controlado');
      return reply.code(500).send({ mensaje: 'Error interno del servidor.' });
    }
    const propio = (error as { mensaje?: unknown }).mensaje;
    if (typeof propio === 'string') return reply.code(status).send({ mensaje: propio });
    const mensaje = porCodigo[error.code] ?? porEstado[status] ?? 'Solicitud inválida.';
    return reply.code(status).send({ mensaje });
  });
});
