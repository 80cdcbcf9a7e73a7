import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatosInvalidosError } from '../lib/errores';

/** The longest textual IP address: IPv6 with an IPv4 tail. */
const LARGO_MAXIMO_IP = 45;

/** Node accepts an IPv6 zone id of any length (`fe80::1%…`): the length is bounded here. */
const esDireccionIp = (texto: string | undefined) => texto !== undefined && texto.length <= LARGO_MAXIMO_IP && isIP(texto) !== 0;

/**
 * Behind trusted proxies (TRUST_PROXY) the client address is the nearest X-Forwarded-For value no
 * proxy vouches for. A proxy writes an IP there; anything else was written by the client and is
 * refused before the address reaches the request ceiling or the failed-login counts.
 */
export default fp(async function direccionClientePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!esDireccionIp(request.ip)) {
      throw new DatosInvalidosError('La cabecera X-Forwarded-For no es válida: la dirección del cliente debe ser una dirección IP.');
    }
  });
}, { name: 'direccion-cliente' });
