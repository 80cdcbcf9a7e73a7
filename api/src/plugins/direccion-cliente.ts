import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatosInvalidosError } from '../lib/errores';

/** The longest textual IP address: IPv6 with an IPv4 tail. */
const LARGO_MAXIMO_IP = 45;

/** Node accepts an IPv6 zone id of any length (`fe80::1%…`): the length is bounded here. */
const esDireccionIp = (texto: string) => texto.length <= LARGO_MAXIMO_IP && isIP(texto) !== 0;

/**
 * The client address every later hook counts on (the request ceiling, the failed-login counts) is an
 * IP address, or the request goes no further. It can be missing: Node's HTTP parser hands the
 * request on at its headers and may close the connection in the same read, on a malformed body
 * behind them (a bad chunk size); the address is then gone, and the answer has nobody to reach.
 * Behind trusted proxies (TRUST_PROXY) it is the nearest X-Forwarded-For value no proxy vouches for:
 * a proxy writes an IP there; anything else was written by the client.
 */
export default fp(async function direccionClientePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.ip === undefined) throw new DatosInvalidosError('La conexión se cerró antes de poder leer la dirección del cliente.');
    if (!esDireccionIp(request.ip)) {
      throw new DatosInvalidosError('La cabecera X-Forwarded-For no es válida: la dirección del cliente debe ser una dirección IP.');
    }
  });
}, { name: 'direccion-cliente' });
